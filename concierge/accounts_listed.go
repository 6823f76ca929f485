package concierge

// The user's accounts as a whole (R50's ask, R7; issue 24 round 10):
// "what accounts do i have", "list my accounts", "how many accounts have
// i got" name every account — with its number and balance, the balance
// check run for each, once signed in; by name only before. "how much in
// total", "what's everything combined", "all my money together" run the
// balance check for every account and say what they hold together. Before,
// the list was "I'm not sure how to help", and a total asked which account.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// listWords ask for a list or a count of things.
var listWords = lazyWordSet(`what which wat list show name tell many give gimme display see view`)

// notOwnList are words of a question about accounts one does not hold
// yet, or about their kinds: "which accounts can i open".
var notOwnList = lazyWordSet(`open opening offer offered available kinds kind types type sorts create new apply`)

// pastTotalWords ask about what happened, which no balance says.
var pastTotalWords = lazyWordSet(`sent spent transferred paid did was were last yesterday month week today earned received`)

// totalWords say that figures are added up.
var totalWords = lazyWordSet(`total totals combined combine altogether together sum overall`)

// accountsListAsked reports a question asking which accounts the user has,
// alone or with what they are for said after it ("what are my account
// numbers? need them for direct deposit form": issue 24, bank30).
func accountsListAsked(text string) bool {
	if accountsListSaid(text) {
		return true
	}
	parts := strings.FieldsFunc(text, func(r rune) bool { return r == '.' || r == '?' || r == '!' || r == ';' })
	if len(parts) < 2 || !accountsListSaid(parts[0]) {
		return false
	}
	for _, p := range parts[1:] {
		ws := reading.Words(normalise(p))
		if strings.ContainsAny(p, "0123456789") || len(ws) == 0 || accountMoves()[ws[0]] || listWords()[ws[0]] {
			return false // "… then send 20 to 1234324": a request of its own
		}
	}
	return true
}

// accountsListSaid reports one sentence asking which accounts the user has.
func accountsListSaid(text string) bool {
	if strings.ContainsAny(text, "0123456789") {
		return false
	}
	lists, plural, prev := false, false, ""
	for _, w := range reading.Words(normalise(text)) {
		after := prev
		prev = w
		switch {
		case w == "accounts" || w == "accts" || w == "accs" || w == "accnts":
			plural = true
		case (after == "account" || after == "acct" || after == "acc") && (w == "numbers" || w == "nos" || w == "ids" || w == "details" || w == "info"):
			plural = true // "show my account numbers"
		case accountMoves()[w] || notOwnList()[w] || compareWords()[w] || totalWords()[w] || w == "balance" || w == "balances" || w == "money":
			return false // "show the balances of my accounts" is the check for each (choices_compared.go)
		case listWords()[w]:
			lists = true
		}
	}
	return lists && plural
}

// totalAsked reports a question asking what the user's money comes to
// altogether, naming no amount and moving none.
func totalAsked(text string) bool {
	if strings.ContainsAny(text, "0123456789") {
		return false
	}
	total, asks := false, false
	n := " " + normalise(text) + " "
	for _, w := range reading.Words(n) {
		switch {
		case accountMoves()[w] || pastTotalWords()[w]:
			return false // "transfer the total": a request; "how much did i send in total": history
		case totalWords()[w]:
			total = true
		case w == "how" || w == "what" || w == "whats" || w == "much" || w == "balance" || w == "balances" || w == "money" || w == "have" || w == "got" ||
			w == "everything" || w == "worth" || w == "both" || w == "all" || w == "funds" || w == "cash" || ownMoneyWords()[w]:
			asks = true
		}
	}
	for _, p := range []string{" all up ", " in all ", " across ", " add up ", " added up ", " adds up ", " net worth ", " all told ", " put together ", " between them ", " in sum "} {
		total = total || strings.Contains(n, p)
	}
	return total && (asks || strings.Contains(n, " add up ") || strings.Contains(n, " added up "))
}

// everyAccount runs the account viewer for every account, the first now
// and the others queued; ok is false in a domain without one.
func (e *Engine) everyAccount(why, text string) (turnCmd, bool) {
	viewer, s := e.accountViewer()
	if viewer == nil {
		return turnCmd{}, false
	}
	return eachChoiceCmd(viewer, s, s.ChoiceValues(), why, text), true
}

// accountsAsWhole answers a question about the accounts as a whole: the
// list, their total, or their numbers; ok is false for any other message.
func (e *Engine) accountsAsWhole(text string) (turnCmd, bool) {
	switch {
	case accountsListAsked(text):
		if !e.signedIn() && len(e.domain.SignedOut) > 0 {
			_, s := e.accountViewer()
			if s == nil {
				return turnCmd{}, false
			}
			c := sayCmd(agents.CmdAsk, "ask — which accounts there are; numbers and balances wait for the sign-in", text, prompts.AccountsNamed(s.ChoiceValues()), false)
			c.exec = execAccountsLater // the question waits for the sign-in (refusal_followup.go)
			return c, true
		}
		return e.everyAccount("a question which accounts there are", text)
	case totalAsked(text):
		return e.everyAccount("a question what the accounts hold together", text)
	}
	if c, ok := e.accountDetailsRead(text); ok {
		return c, true // "whats my checking account number" (account_details.go)
	}
	return turnCmd{}, false
}

// totalVerdict says what the accounts hold together when a recent message
// asked for the total ("how much in total", then the sign-in it needed)
// and this turn showed the last of their balances; "" otherwise.
func (e *Engine) totalVerdict(t *turn) string {
	viewer, _ := e.accountViewer()
	if viewer == nil {
		return ""
	}
	msgs := e.sess.Messages
	asked, users := -1, 0
	for i := len(msgs) - 1; i >= 0 && users < 4; i-- {
		if msgs[i].Role != state.RoleUser {
			continue
		}
		users++
		if totalAsked(msgs[i].Text) {
			asked = i
			break
		}
	}
	if asked < 0 || e.turnEndedSince(asked, t) {
		return ""
	}
	var names []string
	var sum reading.Cents
	seen, now := map[string]bool{}, false
	for i := asked + 1; i < len(msgs); i++ {
		m := msgs[i]
		if m.Role == state.RoleUser || m.Agent != viewer.Name {
			continue
		}
		f, ok := figureOf(sentenceWithFigure(m.Text))
		if !ok || seen[f.label] {
			continue
		}
		seen[f.label] = true
		now = now || i >= t.first
		name, _, _ := strings.Cut(f.label, " (")
		names = append(names, strings.TrimSuffix(name, " account")) // "Checking account (1234567890)": Checking
		sum += f.amount
	}
	if len(names) < 2 || !now {
		return ""
	}
	e.note(state.NoteRoute, "The figures added up: "+sum.String())
	return prompts.AccountsTotal(names, sum.String())
}

// sentenceWithFigure is the sentence of a reply's first line that holds
// its amount: "Now, back to your request to check a balance. Your
// Checking account (…) has a balance of $1,000.00." is the second.
func sentenceWithFigure(reply string) string {
	first := strings.SplitN(reply, "\n", 2)[0]
	at := strings.Index(first, "$")
	if at < 0 {
		return first
	}
	if cut := strings.LastIndex(first[:at], ". "); cut >= 0 {
		return first[cut+2:]
	}
	return first
}

// pickedByUnshownFigure answers "the one with more in it" at a question
// of accounts when no balance has been shown to compare: said plainly,
// and the question asked again (it was refused as no account); ok is
// false for any other message. With the figures shown, the choice is put
// in its place before (choice_referenced.go).
func (e *Engine) pickedByUnshownFigure(text string) (turnCmd, bool) {
	s, asked := e.choiceSlotInPlay()
	if s == nil || !asked || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	if _, ok := byBalance(text); ok {
		return turnCmd{}, false // read by the balances seen, each named (choice_by_balance.go)
	}
	m := whicheverChoice.FindStringSubmatch(normalise(text))
	if m == nil {
		return turnCmd{}, false
	}
	more := comparatives()[m[1]]
	c := sayCmd(agents.CmdAsk, "ask — the account with "+m[1]+" money, and no balance shown to tell", text, prompts.FiguresNotShown(more), true)
	c.Agent = e.sess.Speaker // the question's own agent says it
	return c, true
}
