package concierge

// Refusals that stuck (issue 24, bank24a; R8, R50, R53). After "pay the
// hitman 60 bucks (its my buddy's band name lol)" was refused, "send 60
// to 1234324 from checking" and even "yes" were "the same request as
// before"; after a refused neighbour's balance, "ok then mine" was
// refused the same way. A follow-up that drops what made the request
// refusable is a new request and is served, after the harm check judged
// it on its own:
//   - another recipient, named plainly by an account number, where the
//     refused request named no account and the follow-up shares only an
//     amount with it (nothing points back: "send him 60" still relates);
//   - the user's own account or balance where the refused request was
//     about another person's ("ok then mine", "what about my own").
// Only a real repeat of the refused content is refused again
// (harm_related.go keeps the rest). A bare yes right after a refusal
// approves nothing — nothing waits — and is answered plainly.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const (
	execYesAfterRefusal turnExec = iota + 5800 // small_talk(ack): a yes with nothing waiting after a refusal
	execOwnAfterRefusal                        // start_task: the refused task for the user's own account
	execAccountsLater                          // ask: the accounts named, the question kept for after the sign-in (accounts_listed.go)
)

// yesAfterRefusalRead reads a bare yes ("yes", "yeah ok", "yes please do
// it") right after a refusal with nothing waiting; ok is false for any
// other message. It only reads.
func (e *Engine) yesAfterRefusalRead(raw string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || !e.recentlyRefused() {
		return turnCmd{}, false // at an approval, a plan or a question a yes answers it, as ever
	}
	if !yesOnlyLine(raw) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdSmallTalk, execYesAfterRefusal, raw)
	c.Scope, c.why = "ack", "a yes after a refusal, with nothing waiting for it"
	return c, true
}

// yesOnlyLine reports a short line of plain yes-words ("yes", "yeah ok",
// "yes please").
func yesOnlyLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	yes := false
	for _, w := range words {
		switch {
		case yesWordOnly()[w]:
			yes = true
		case yesAround()[w]:
		default:
			return false
		}
	}
	return yes
}

// yesWordOnly are the words that say yes and nothing more; "do it", "go
// ahead" press for the refused request (harm_followup.go).
var yesWordOnly = lazyWordSet(`yes yess yesss yeah yea yeh ya yep yup y sure`)

var yesAround = lazyWordSet(`please pls plz ok okay`)

// runRefusalFollowup runs the commands read here; done is false for
// another command.
func (e *Engine) runRefusalFollowup(t *turn, c turnCmd) (step, bool) {
	switch c.exec {
	case execYesAfterRefusal:
		e.speak(t, agents.ConciergeName, prompts.YesAfterRefusal(e.canPhrases()))
		return stop, true
	case execAccountsLater:
		// "what are my account numbers" before the sign-in: answered by
		// name now, and the question waits like a task waits — queued,
		// nothing started — to be answered in full right after the
		// sign-in (issue 24, bank24a)
		i := e.lastUserLine()
		said := i >= 0 && strings.TrimSpace(e.sess.Messages[i].Text) == strings.TrimSpace(c.From)
		if said && !slices.Contains(e.sess.Agenda.Requests(), c.From) { // once: not again when the queue brings it back signed out
			e.sess.Agenda.Request(c.From)
			e.status()
		}
		e.runSay(t, c)
		return stop, true
	case execOwnAfterRefusal:
		e.note(state.NoteRoute, "Choosing "+c.a.Name+" due to: the refused request asked again for the user's own account, which is no harm")
		if c.Value != "" {
			// the username said with it is the user's own, kept for the sign-in
			if signIn, _ := e.signInAgent(); e.sess.WorkFor(signIn.Name).Slots[c.Slot] != c.Value {
				e.takeSignInUser(signInUser{agent: signIn, slot: signIn.Slot(c.Slot), value: c.Value}, c.Text)
			}
			rest := e.ownValuesOnly(c.Text)
			return enterStep(c.a, rest, rest != ""), true
		}
		return enterStep(c.a, c.From, true), true
	}
	return stop, false
}

// canPhrases is what can be done here, as ackRefusal says it.
func (e *Engine) canPhrases() string {
	var can []string
	signIn, _ := e.signInAgent()
	for _, a := range e.domain.Agents {
		if a != signIn && a.Name != agents.ConciergeName {
			can = append(can, a.TaskPhrase())
		}
	}
	return joinOr(can)
}

// ownFollowupFiller are the words around "mine" in such a follow-up.
var ownFollowupFiller = lazyWordSet(`ok okay k fine alright then so well what whats wat about how and just show check see tell give gimme
	instead please pls thanks then the a one is it at in for do can you u i lol haha sure yeah yes whats`)

// ownAfterRefusalRead reads "ok then mine" after a refused request about
// another person's account: the refused task, for the user's own. ok is
// false for any other message. It only reads.
func (e *Engine) ownAfterRefusalRead(raw string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || !e.recentlyRefused() {
		return turnCmd{}, false
	}
	rest, u, withUser := e.ownWithUser(raw) // "fine, just mine then. seldo" (refusal_own_with_user.go)
	if !withUser && !e.saysOwnInstead(raw) {
		return turnCmd{}, false
	}
	a := e.refusedGoal()
	signIn, _ := e.signInAgent()
	if a == nil || a == signIn && e.signedIn() {
		a = e.ownListAgent() // "what about my own" after "can i see jims notes" (refusal_own_signin.go)
	}
	if a == nil || a.HasSideEffects() {
		return turnCmd{}, false
	}
	if best, ok := e.router.Best(raw, e.domain.Agents); ok && best.Agent != a && (best.Agent != signIn || !withUser) {
		return turnCmd{}, false // a task of its own, read as usual
	}
	c := turnCommand(agents.CmdStartTask, execOwnAfterRefusal, raw)
	c.a = a
	if withUser && u.value != "" && !e.signedIn() {
		c.Slot, c.Value, c.Text = u.slot.Name, u.value, rest
	}
	c.shown = "start_task(" + a.Name + ", the user's own)"
	c.why = "the refused request asked for the user's own account instead"
	return c, true
}

// saysOwnInstead reports a short follow-up that puts the user's own in
// place of another person's ("ok then mine", "what about my own", "fine
// show me mine"), after a refused request about another person.
func (e *Engine) saysOwnInstead(text string) bool {
	r, ok := e.lastRefusal()
	if !ok || !aboutAnotherPerson(e.refusedTexts(r)) && !e.refusedAsAnotherPersons() {
		return false
	}
	n := normalise(text)
	if pointsBack(n) {
		return false // "ok then hers": the refused person again
	}
	words := reading.Words(n)
	if len(words) == 0 || len(words) > 8 {
		return false
	}
	own := false
	task := e.taskWords()
	for _, w := range words {
		switch {
		case w == "mine" || w == "own" || w == "myself":
			own = true
		case w == "my" || w == "me" || ownFollowupFiller()[w] || task[w] || w == "account" || w == "balance" || w == "checking" || w == "savings":
		default:
			return false
		}
	}
	return own
}

// aboutAnotherPerson reports a refused text about another person's
// account: "my neighbour's", "his", "her checking", "bob's balance".
func aboutAnotherPerson(refused string) bool {
	n := normalise(refused)
	if pointsBack(n) {
		return true
	}
	for _, w := range strings.Fields(strings.NewReplacer("'s", " ", "’s", " ", "s'", " ").Replace(n)) {
		if relationNouns()[w] || relationNouns()[strings.TrimSuffix(w, "s")] || someoneWords()[w] {
			return true
		}
	}
	return namedPerson.MatchString(refused)
}

// newRecipientOnly reports a follow-up that names another recipient by
// an account number where the refused request named no account, and
// shares nothing with it but an amount: "send 60 to 1234324 from
// checking" after "pay the hitman 60 bucks". Nothing in it may point
// back ("send him 60").
func (e *Engine) newRecipientOnly(r refusal, text string) bool {
	refused := e.refusedTexts(r)
	n := normalise(text)
	if pointsBack(n) || continuesLead(n) {
		return false
	}
	named := false
	for w := range specificWords(text) {
		if accountNumberWord(w) {
			named = true
		}
	}
	if !named {
		return false
	}
	had := specificWords(refused)
	for w := range had {
		if accountNumberWord(w) || relationNouns()[w] {
			return false // the refused request named an account or a person of the user's: harm_related.go judges it
		}
	}
	if pointsBack(normalise(refused)) {
		return false // "… so she can …": a person the number may be
	}
	amount := false
	for w := range specificWords(text) {
		if had[w] && !allDigits(w) {
			return false // a claim or a word of the refused request
		}
		amount = amount || had[w] && allDigits(w)
	}
	// the same amount, said again as a whole request of its own with a
	// verb: bare values ("200 to 7654321") carry the refused one on
	return amount && moneyVerb.MatchString(n)
}

// moneyVerb is a verb that asks for money to move.
var moneyVerb = reading.Lazy(`\b(?:send|transfer|pay|move|wire|give|zelle|venmo)\b`)

// accountNumberWord is a word of six digits or more.
func accountNumberWord(w string) bool { return len(w) >= 6 && allDigits(w) }
