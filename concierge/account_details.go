package concierge

// Questions about the user's own account details (R50's ask; round 18's
// t_36): "whats my checking account number" was routed to the transfer
// for its words "checking" and "account", and the balance check it needs
// was followed by "Which account ID should I send the money to?" — a
// transfer nobody asked for. A question for the number, id or name of
// one's own accounts is answered from what the product has: the balance
// check of the account named shows its number (Checking (1234567890)),
// of every account when none is named; what the accounts are called is
// their names. Nothing moves money.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// accountDetailWords ask for a detail of an account rather than its money.
var accountDetailWords = lazyWordSet(`number numbers num no nos id ids identifier details detail info information digits called name names named label`)

// accountNameAsks ask only what an account is called.
var accountNameAsks = lazyWordSet(`called name names named label`)

// ownWords say the account is the user's own.
var ownWords = lazyWordSet(`my our mine i me`)

// accountDetailsRead reads a question for the details of the user's own
// accounts into the balance check that shows them (or their names);
// ok is false for any other message. It only reads.
func (e *Engine) accountDetailsRead(text string) (turnCmd, bool) {
	viewer, s := e.accountViewer()
	if viewer == nil || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false // a number is another account's (account_questions.go)
	}
	words := reading.Words(normalise(text))
	if len(words) > 14 || !askedAsQuestion(text) && !slices.ContainsFunc(words, func(w string) bool { return listWords()[w] }) {
		return turnCmd{}, false
	}
	detail, nameOnly, own, noun := false, true, false, false
	var named []string
	for _, w := range words {
		switch {
		case accountMoves()[w] || w == "balance" || w == "balances" || w == "money" || w == "password" || w == "pw" || w == "pin":
			return turnCmd{}, false // "what number do i send it to": the transfer's; the balance: the check's
		case w == "routing" || w == "iban" || w == "swift" || w == "sort" || w == "bsb" || w == "card":
			return turnCmd{}, false // a detail the product does not have: the rest says so
		case accountDetailWords()[w]:
			detail = true
			nameOnly = nameOnly && accountNameAsks()[w]
		case ownWords()[w]:
			own = true
		case accountNames()[w] || e.slotWordSaid(s, []string{w}):
			noun = true
		}
		if v := choiceNamed(s, w); v != "" && !slices.Contains(named, v) {
			named, noun = append(named, v), true
		}
	}
	if !detail || !own || !noun {
		return turnCmd{}, false
	}
	why := "a question for the details of the user's own accounts, answered by the balance check that shows them; no transfer"
	switch {
	case nameOnly && len(named) == 0:
		return sayCmd(agents.CmdAsk, "ask — what the user's accounts are called", text, prompts.AccountsNamed(s.ChoiceValues()), false), true
	case len(named) == 0:
		return eachChoiceCmd(viewer, s, s.ChoiceValues(), why, text), true
	}
	return eachChoiceCmd(viewer, s, named, why, text), true
}

// choiceNamed is the choice of s a word names ("checking", "chequing",
// "savings"), "" when it names none.
func choiceNamed(s *agents.Slot, w string) string {
	for _, c := range s.Choices {
		if strings.EqualFold(c.Value, w) {
			return c.Value
		}
		for _, al := range c.Aliases {
			if strings.EqualFold(al, w) {
				return c.Value
			}
		}
	}
	return ""
}
