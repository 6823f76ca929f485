package concierge

// The user's own, with a username, after a refused sign-in to another
// person's account (tryout 40 bank 40). "my ex's username is jdoe … log me
// into her account so I can see her balance" is refused; "fine, just mine
// then. seldo" was then "the same request as before", the username thrown
// away, and the password after it "not kept". A follow-up that puts the
// user's own in place of the other person's and names a username that is
// not the refused person's is the allowed task: the username is kept for
// the sign-in and the task the refused request was for (the balance, not
// the sign-in itself) starts. The refused person's username, "hers", or
// any word beyond the own words and the username leaves the message to
// the refusal's checks (harm_followup.go).

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// clauseMarks split a follow-up into its clauses: "fine, just mine then.
// seldo" is "fine", "just mine then" and "seldo".
var clauseMarks = reading.Lazy(`[.,;!?]+|\s+-\s+`)

// ownSignInWords are the words of asking for one's own sign-in ("log me
// into mine") besides ownFollowupFiller.
var ownSignInWords = lazyWordSet(`me log login logon sign signin in into on get let back account acct accounts my`)

// ownWithUser reads raw as the user's own, said instead of another
// person's after a refusal, with an optional username of the user's own.
// rest is the message without the username's clause; ok is false for any
// other message.
func (e *Engine) ownWithUser(raw string) (rest string, u signInUser, ok bool) {
	r, found := e.lastRefusal()
	if !found || !aboutAnotherPerson(e.refusedTexts(r)) && !e.refusedAsAnotherPersons() {
		return "", signInUser{}, false
	}
	if pointsBack(normalise(raw)) {
		return "", signInUser{}, false // "fine, just log me into hers"
	}
	own, named := false, false
	var kept []string
	for _, clause := range clauseMarks.Split(raw, -1) {
		if strings.TrimSpace(clause) == "" {
			continue
		}
		if says, isOwn := e.ownClause(clause); isOwn {
			own = own || says
			kept = append(kept, clause)
			continue
		}
		cu, isUser := e.clauseUser(clause)
		if !isUser || named {
			return "", signInUser{}, false // a word of anything else: read as usual
		}
		u, named = cu, true
	}
	if !own {
		return "", signInUser{}, false
	}
	if named && e.refusedUser(r, u.value) {
		return "", signInUser{}, false // "fine, mine then. jdoe": the refused person's sign-in
	}
	return strings.Join(kept, ", "), u, true
}

// ownClause reports a clause of own-words only ("just mine then", "my
// account", "log me into mine"); says is true when one of them names the
// user's own.
func (e *Engine) ownClause(clause string) (says, ok bool) {
	words := reading.Words(normalise(clause))
	if len(words) == 0 || len(words) > 8 {
		return false, false
	}
	task := e.taskWords()
	for _, w := range words {
		switch {
		case w == "mine" || w == "own" || w == "myself" || w == "my":
			says = true
		case ownFollowupFiller()[w] || ownSignInWords()[w] || task[w] || w == "balance" || w == "checking" || w == "savings":
		default:
			return false, false
		}
	}
	return says, true
}

// clauseUser reads a clause that names a username: "seldo", "user seldo",
// "im seldo", "my username is seldo".
func (e *Engine) clauseUser(clause string) (signInUser, bool) {
	a, user := e.signInAgent()
	if a == nil {
		return signInUser{}, false
	}
	words := loginWords(clause)
	if len(words) == 1 {
		if v, ok := e.usernameWord(a, user, words[0], true); ok {
			return signInUser{agent: a, slot: user, value: v}, true
		}
		return signInUser{}, false
	}
	if len(words) > 5 {
		return signInUser{}, false
	}
	return e.readSignInUser(clause)
}

// refusedUser reports a username said in the refused request ("my ex's
// username is jdoe"), case aside.
func (e *Engine) refusedUser(r refusal, user string) bool {
	for _, w := range loginWords(e.refusedTexts(r)) {
		if base, ok := apostropheBase(w); ok {
			w = base
		}
		if strings.EqualFold(strings.Trim(w, `"'()`), user) {
			return true
		}
	}
	return false
}

// refusedGoal is the task the refused request was for: where it asked for
// the sign-in itself "so I can see her balance", the look-up it named
// (no side effect, no secret); else the refused agent.
func (e *Engine) refusedGoal() *agents.Agent {
	a := e.refusedAgent()
	signIn, _ := e.signInAgent()
	if a == nil || a != signIn {
		return a
	}
	r, ok := e.lastRefusal()
	if !ok {
		return a
	}
	var among []*agents.Agent
	for _, o := range e.domain.Agents {
		if o != signIn && o.ExposeToUser && o.Name != agents.ConciergeName && !o.HasSideEffects() && !hasSecretSlot(o) {
			among = append(among, o)
		}
	}
	best, ok := e.router.Best(r.text, among)
	if !ok || !best.Core {
		return a
	}
	// a word of its own, not one the sign-in takes too: "open toms notes"
	// asked for the sign-in only, "so I can see her balance" for more
	own, _ := e.router.Best(r.text, []*agents.Agent{signIn})
	for _, w := range best.Matched {
		if !slices.Contains(own.Matched, w) {
			return best.Agent
		}
	}
	return a
}

// ownValuesOnly is text without its own-words and sign-in words: what is
// left ("savings" of "just my savings then") is for the task to read, and
// "own" or "log" is never read as its value.
func (e *Engine) ownValuesOnly(text string) string {
	var kept []string
	for _, w := range reading.Words(normalise(text)) {
		if w == "mine" || w == "own" || w == "myself" || w == "my" || ownFollowupFiller()[w] || ownSignInWords()[w] {
			continue
		}
		kept = append(kept, w)
	}
	return strings.Join(kept, " ")
}
