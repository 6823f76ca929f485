package concierge

// Questions about an account number (R1, R28; issue 24 round 8): "who do
// I contact about account 7654321", "is 7654321 a valid account", "is
// acct 7654321 legit?", "how can i check 7654321 is real". None asks for
// a transfer, yet the number made the router start one. The concierge
// sees only the user's own accounts: it cannot say who is behind another
// one or whether it is valid, so it says so plainly, points to the bank,
// and starts nothing; what waits is said after it. Asking who owns an
// account is the harm rules' to refuse first (guardrail.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// accountAsks are the words that ask about an account rather than use
// it: who to contact, whether it is valid, who is behind it.
var accountAsks = lazyWordSet(`contact contacted contacting call phone ring email reach speak talk complain report valid invalid real legit legitimate genuine fake scam scammer fraud fraudulent exist exists existing active trusted trustworthy safe verify verified check whose owns owner owned belongs belong behind holder registered`)

// accountOwners ask only whose an account is: at the approval of a call
// to it, its summary answers (call_questions.go).
var accountOwners = lazyWordSet(`whose owns owner owned belongs belong behind holder registered`)

// accountDoubts ask whether an account can be trusted: with them, "is it
// safe to send money to 7654321?" is still the question, not a transfer.
var accountDoubts = lazyWordSet(`valid invalid real legit legitimate genuine fake scam scammer fraud fraudulent safe trusted trustworthy`)

// accountNames name an account in a question about one.
var accountNames = lazyWordSet(`account accounts acct acc number routing iban`)

// accountMoves are the words of a request that uses the account: such a
// message is the transfer's, not a question about the account.
var accountMoves = lazyWordSet(`send sending transfer transferring pay paying wire wiring move moving give deposit`)

// accountQuestion answers a question about an account number that no
// agent can answer and starts nothing; false for any other message.
func (e *Engine) accountQuestion(t *turn, text string) bool {
	c, ok := e.accountQuestionRead(text)
	if ok {
		e.note(state.NoteRoute, "Read as: "+c.String())
		e.runSay(t, c)
	}
	return ok
}

// accountQuestionRead reads such a question into its answer; ok is false
// for any other message. It only reads.
func (e *Engine) accountQuestionRead(text string) (turnCmd, bool) {
	if !askedAsQuestion(text) || !e.domainHasAccounts() {
		return turnCmd{}, false
	}
	number, asks, noun, moves, doubts, other := "", false, false, false, false, false
	fields := strings.Fields(strings.ToLower(text))
	for i, w := range fields {
		w = strings.Trim(w, ",.;:!?'\"()")
		if i+1 < len(fields) && intensifiedReal(w, fields[i+1]) {
			continue // "real quick": how soon, no doubt about the account (bank28a_slang_send.go)
		}
		doubts = doubts || accountDoubts()[normalise(w)]
		switch {
		case accountMoves()[normalise(w)]:
			moves = true
		case len(w) >= 6 && strings.Trim(w, "0123456789-") == "":
			number = w
		case accountAsks()[normalise(w)]:
			asks = true
			other = other || !accountOwners()[normalise(w)]
		case accountNames()[normalise(w)]:
			noun = true
		}
	}
	if !moves && !doubts && number != "" && asks {
		// "can you shoot $15 over to 1234324": the reader reads a
		// transfer with its amount, whatever the verb (bank28a_slang_send.go)
		moves = e.readsAsPayment(text)
	}
	if number == "" || !asks || !noun && !e.accountLike(number) || moves && !doubts {
		return turnCmd{}, false // "can you send 50 to 7654321": a transfer
	}
	if ap := e.sess.Pending.Approval; ap != nil && !other && e.numbersOfTheCall(ap, number) {
		return turnCmd{}, false // "whose account is 1234324" at its transfer: the summary says (call_questions.go)
	}
	return sayCmd(agents.CmdAsk, "ask(account) — a question about account "+number+"; nothing here can say, and no task starts", text, prompts.AboutOtherAccount(number), true), true
}

// domainHasAccounts reports a domain with a value named an account.
func (e *Engine) domainHasAccounts() bool {
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if strings.Contains(strings.ToLower(s.LabelOrName()), "account") {
				return true
			}
		}
	}
	return false
}

// accountLike reports a number some slot named an account takes as its
// value ("is 7654321 legit?" without the word "account").
func (e *Engine) accountLike(number string) bool {
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if !strings.Contains(strings.ToLower(s.LabelOrName()), "account") || s.Kind != agents.KindPattern {
				continue
			}
			if _, err := s.Normalize(number, nil); err == nil {
				return true
			}
		}
	}
	return false
}
