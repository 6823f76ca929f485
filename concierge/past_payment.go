package concierge

// A question whether a past payment went through (issue 24, bank31):
// "did my last payment actually go thru?", "has the transfer gone out",
// "did my money go through ok". It names past activity, so it read as
// the history no agent here can see, even right after a transfer sent in
// the session. It is answered from the session instead: what became of
// the last transfer (sent, or cancelled), and with nothing done, that no
// money has been moved here and payments made elsewhere cannot be seen.
// A payment named as something else ("did my rent go out", "has my
// salary come in") is still the history no agent sees.

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// otherPayments name a payment that is not the session's own: a bill,
// wages, a standing order.
var otherPayments = lazyWordSet(`rent salary wage wages pay paycheck paycheque payslip bill bills mortgage subscription subscriptions
	debit standing order refund deposit deposits cheque check invoice loan tax benefits pension netflix spotify phone electric electricity gas water
	council insurance premium direct card brother sister mum mom dad friend he she they them him her
	letter letters email parcel package order delivery claim`)

// pastPaymentAsked reports a question whether the user's last payment
// or transfer went through, naming no other payment.
func pastPaymentAsked(text string) bool {
	if !asksIfDone(text) {
		return false
	}
	for _, w := range reading.Words(text) {
		if otherPayments()[w] {
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
