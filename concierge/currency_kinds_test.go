package concierge

import (
	"strings"
	"testing"
)

// Issue 24, kind 6: an amount in another currency, in a request or as the
// answer to the amount question, is never taken as dollars: the bank
// says it works in dollars and asks again; nothing is asked to approve.
func TestOtherCurrenciesAreAskedInDollars(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"transfer £45 to 7654321", "send 30 quid to 7654321", "move 100 EUR to 7654321", "send 2000 yen to 7654321", "pay 7654321 €12.50"} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "US dollars") {
			t.Errorf("%q: approval %v, reply %q", line, ok, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send money to 7654321", "60 pounds")
	if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "US dollars") {
		t.Errorf("60 pounds at the amount question: reply %q", rec.lastReply())
	}
}
