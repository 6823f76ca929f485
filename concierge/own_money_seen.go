package concierge

// Seeing one's own money in any words (R3, R28; issue 24 round 9): "me
// want see money", "can i see both my accts real quick", "lemme look at
// my funds". Broken English and short forms have no word the router
// knows for the balance check, so the concierge said it was not sure how
// to help. A message that asks to see (see, show, view, check, want …)
// the user's own money or accounts (money, funds, accounts, accts, a
// choice of the account slot), and moves none, is the read-only task that
// shows an account; "both" and "all" are spread over every account as
// anywhere else (every_choice.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// seeWords ask to be shown something.
var seeWords = lazyWordSet(`see seeing show showing view look looks looking lookin check checking know tell display gimme give get want wanna need lemme where much peep peek eyeball`)

// ownMoneyWords name the user's own money or accounts.
var ownMoneyWords = lazyWordSet(`money moneys cash funds fund balance balances bal account accounts acct accts acc accs accnt accnts dosh savings`)

// ownMoneyOver reports whether the viewer should take text the router
// gave to agent r: nobody else took it, or a read-only agent took it for
// a word of asking ("look") with no value of its own in it.
func (e *Engine) ownMoneyOver(r agents.Route, text string) *agents.Agent {
	a := e.ownMoneyAsked(text)
	if a == nil || len(r.Plan) > 0 || r.Agent == a.Name {
		return nil
	}
	if r.Agent == agents.ConciergeName {
		return a
	}
	other := e.domain.Agent(r.Agent)
	if other == nil || other.HasSideEffects() || hasSecretSlot(other) || len(agents.Extract(other, text, "")) > 0 || !strings.Contains(" "+normalise(text)+" ", " my ") {
		return nil
	}
	return a
}

// ownMoneyAsked is the read-only agent that shows one of the user's
// accounts when text asks to see the user's own money; nil otherwise.
func (e *Engine) ownMoneyAsked(text string) *agents.Agent {
	if strings.ContainsAny(text, "0123456789") {
		return nil // an amount or an account number: a request of its own
	}
	viewer, slot := e.accountViewer()
	if viewer == nil {
		return nil
	}
	sees, money := false, false
	for _, w := range reading.Words(normalise(text)) {
		if accountMoves()[w] || accountOwners()[w] || w == "safe" || w == "valid" || w == "legit" {
			return nil // "send money", "whose account", "is it safe": not a look
		}
		sees = sees || seeWords()[w]
		_, named := slot.ChoiceWord(w) // "chequing", "chk", "cheking": as its question takes them
		money = money || ownMoneyWords()[w] || named
	}
	if !sees || !money {
		return nil
	}
	return viewer
}

// accountViewer is the agent with no side effects that the user sees an
// account with: an enum slot whose name says account.
func (e *Engine) accountViewer() (*agents.Agent, *agents.Slot) {
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() || !a.ExposeToUser {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindEnum && len(s.Choices) >= 2 && strings.Contains(strings.ToLower(s.LabelOrName()), "account") {
				return a, s
			}
		}
	}
	return nil, nil
}

// viewRequest is what of text the viewer reads: the words that pick
// accounts ("both", "savings"), without the broken English around them,
// which it would say it did not use; "" when none is said.
func viewRequest(s *agents.Slot, text string) string {
	var kept []string
	for _, w := range reading.Words(normalise(text)) {
		if everyWords()[w] {
			kept = append(kept, w)
		} else if c, ok := s.ChoiceWord(w); ok {
			kept = append(kept, strings.ToLower(c)) // "chequing" is Checking
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return strings.Join(kept, " ") + " accounts"
}
