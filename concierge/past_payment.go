package concierge

// A question whether a past payment went through (issue 24, bank31):
// "did my last payment actually go thru?", "has the transfer gone out",
// "did my money go through ok". It names past activity, so it read as
// the history no agent here can see, even right after a transfer sent in
// the session. It is answered from the session instead: what became of
// the last transfer (sent, or cancelled), and with nothing done, that no
// money has been moved here and payments made elsewhere cannot be seen.
// A payment named as something else ("did my rent go out", "has my
// salary come in", "did the 300 to 1234324 go through") is still the
// history no agent sees.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// pastPaymentWords are the words of a question whether the user's last
// payment went through, and nothing else: any other word names another
// payment ("did my rent go out", "did my gym membership get charged
// twice", "did the 300 to 1234324 go through"), which is the history no
// agent here sees.
var pastPaymentWords = lazyWordSet(`did didnt has hasnt have was is so wait ok okay um umm hey and hmm uh erm well also btw oh
	my the last latest recent previous that this it payment transfer money cash funds transaction
	actually really even definitely properly yet already just successfully all at lol pls please then now right
	go goes went gone going through thru get got out sent send work worked succeed succeeded happen happened
	done complete completed arrive arrived processed leave left charged taken deducted debited moved move come came any anything i`)

// pastPaymentAsked reports a question whether the user's last payment
// or transfer went through, naming no other payment.
func pastPaymentAsked(text string) bool {
	if !asksIfDone(text) {
		return false
	}
	for _, w := range reading.Words(text) {
		if !pastPaymentWords()[w] {
			return false
		}
	}
	return true
}

// pastPaymentAnswer is what became of the last transfer, or that
// nothing was moved here; only for a question pastPaymentAsked and
// one the history kind reads.
func (e *Engine) pastPaymentAnswer(text string) (string, bool) {
	if !pastPaymentAsked(text) || !e.movesMoney() {
		return "", false
	}
	if words := reading.Words(text); historyKind(text, words) != &seeHistory && !namesPayment(words) {
		return "", false
	}
	if said, ok := e.whatBecameOfIt(); ok {
		return said, true
	}
	return prompts.NothingMovedHere(), true
}

// paymentWords name a payment: "did the money go thru".
var paymentWords = lazyWordSet(`payment payments transfer transfers money cash funds transaction transactions`)

// namesPayment reports words that name a payment.
func namesPayment(words []string) bool {
	for _, w := range words {
		if paymentWords()[w] {
			return true
		}
	}
	return false
}
