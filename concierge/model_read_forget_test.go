package concierge

import (
	"strings"
	"testing"
)

// The start_tasks a reading keeps for later go when what they were read
// for goes (R52): after a rejected plan, a cancel or a sign-out, a message
// or plan step repeating a kept request's words is read afresh, never
// started from the old reading's values.

// twoRequests reads "send 300 to 1234324 and what's AAPL at": a transfer
// and a price, proposed as a plan (two agents, a side effect among them,
// R50), each step kept with its values by its words.
const twoRequests = `{"commands":[` +
	`{"command":"start_task","agent":"transfer_money","reason":"send money","values":{"amount":"300","destination":"1234324"}},` +
	`{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}}]}`

// msftReading is the fresh reading the repeated words get: another
// company than the kept AAPL, so that a kept value shows in the reply.
const msftReading = `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"MSFT"}}]}`

func TestReadingForgetsKeptValues(t *testing.T) {
	t.Parallel()
	for _, drop := range []string{"no", "never mind"} {
		t.Run(drop, func(t *testing.T) {
			t.Parallel()
			e, rec, srv := readEngine(t, readCall(twoRequests), readCall(msftReading))
			say(t, e, "send 300 to 1234324 and what's AAPL at")
			if !strings.Contains(rec.lastReply(), "Here is my plan") {
				t.Fatalf("no plan: %q", rec.lastReply())
			}
			say(t, e, drop, "what's AAPL at")
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests, want 2: the repeated words were not read afresh after %q", n, drop)
			}
			if containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") || !containsIn(rec.replies(), "MSFT (Microsoft Corporation) is trading") {
				t.Errorf("after %q the dropped plan's values were used: %q", drop, rec.replies())
			}
		})
	}
}

// A plan left waiting across a sign-out runs its steps from a new reading:
// the values read from the signed-out user's words are not kept for the
// next one.
func TestReadingForgetsKeptValuesAtSignOut(t *testing.T) {
	t.Parallel()
	e, rec, srv := readEngine(t,
		readCall(`{"commands":[{"command":"start_task","agent":"account_balance","reason":"a balance","values":{"account":"Checking"}}]}`),
		readCall(twoRequests),
		readCall(`{"commands":[{"command":"start_task","agent":"transfer_money","reason":"send money","values":{"amount":"20","destination":"1234324"}}]}`))
	say(t, e, "I need to sign in", "seldo", "monkey", "how much is in my checking", "send 300 to 1234324 and what's AAPL at", "log out")
	if !strings.Contains(rec.lastReply(), "signed out") {
		t.Fatalf("not signed out: %q", rec.lastReply())
	}
	say(t, e, "yes", "seldo", "monkey") // the step waits for the sign-in, then starts
	if n := len(srv.Requests()); n != 3 {
		t.Errorf("%d requests, want 3: the plan's first step was not read afresh after the sign-out", n)
	}
	// the plan names its step "Send $300.00 to 1234324" (bank21b): the
	// transfer's own summary is what must hold the new amount
	if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "$20.00") || strings.Contains(ap.Summary, "$300.00") {
		t.Errorf("the transfer did not take the new reading's amount: %q", rec.replies())
	}
}
