package concierge

// Owner or recipient after a refusal (R8, R53; issue 24, round 10). "show
// his checking" is refused: he is the owner of what was asked for. "ok then
// send him 60 from savings" right after it is the user's own money sent to
// him: he is its recipient, and paying someone is no look into what they
// hold. A refusal of another person's account or secret does not hold
// against a transfer out of the user's own account (one the refused
// request never named) to that person. A transfer whose source is not
// said, or is the account the refused request named ("… bob's savings"
// then "send 500 from savings"), is still read as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// ownMoneyToRefusedOwner reports a message, after a refusal of another
// person's account or secret, that moves the user's own money to a person
// named only as its recipient.
func (e *Engine) ownMoneyToRefusedOwner(r refusal, text string) bool {
	if !e.refusedAsOwner() {
		return false
	}
	n := normalise(text)
	if continuesLead(n) || insists(n) {
		return false // "like send him 60 from savings": the refused request, said otherwise
	}
	refused := map[string]bool{}
	for _, w := range strings.Fields(normalise(e.refusedTexts(r))) {
		refused[w] = true
	}
	ws := strings.Fields(strings.NewReplacer(",", " ", ".", " ", "?", " ", "!", " ").Replace(n))
	own, recipient := false, false
	for i, w := range ws {
		before := at(ws, i-1)
		if before == "my" {
			before = at(ws, i-2)
		}
		switch {
		case (before == "from" || before == "of") && e.choiceWord(w):
			if refused[w] {
				return false // the account the refused request named
			}
			own = true // "from savings": the user's own account
		case thirdPerson()[w] || relationNouns()[w]:
			if before == "from" || before == "of" || before == "out" {
				return false // "from his savings": his money, not the user's
			}
			if i+1 < len(ws) && (heldNouns()[ws[i+1]] || e.choiceWord(ws[i+1])) && before != "to" && before != "into" {
				return false // "his checking": what he holds
			}
			recipient = recipient || before == "to" || before == "for" || payVerb()[before]
		}
	}
	return own && recipient
}

// thirdPerson are the pronouns that name another person.
var thirdPerson = lazyWordSet("him her them his their hers theirs")

// payVerb hand money to the person named right after them: "send him 60".
var payVerb = lazyWordSet("send pay give wire transfer lend loan gift tip repay reimburse owe")

// heldNouns are what a person holds at a bank.
var heldNouns = lazyWordSet("account accounts acct savings checking balance balances card pin password login statement statements transactions money")

// at is the i-th word, or "" outside words.
func at(ws []string, i int) string {
	if i < 0 || i >= len(ws) {
		return ""
	}
	return ws[i]
}

// refusedAsOwner reports the last refusal as one of another person's
// account, sign-in or password: a person it named was an owner.
func (e *Engine) refusedAsOwner() bool {
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		n := e.sess.Notes[i]
		if reason, ok := strings.CutPrefix(n.Text, "Refused: "); ok && n.Kind == state.NoteGuardrail {
			return strings.Contains(reason, "someone else's") || strings.Contains(reason, "password")
		}
	}
	return false
}
