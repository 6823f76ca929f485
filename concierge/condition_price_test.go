package concierge

import (
	"strings"
	"testing"
)

// Round 33's bank 41: a transfer held to a stock price is never decided
// by a balance; it is not proposed, nothing moves, and the reply says the
// loop can only hold a request to a balance. A condition on a balance
// still works as before.
func TestAConditionOnAPriceIsNoBalanceCondition(t *testing.T) {
	t.Parallel()
	for _, said := range []string{
		"if apple is under 200 move 100 to savings",
		"when tesla's below 250 send 50 to 1234324",
		"if the apple stock price is over 150 transfer 20 to savings",
		"move 40 to savings but only if msft is above 400",
		"if the share price is less than 300 send 25 to 7654321",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo", "monkey", said, "checking")
			if ap, ok := e.PendingApproval(); ok {
				t.Fatalf("a price condition proposed %q; replies %q", ap.Summary, rec.replies())
			}
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "only make a request wait on one of your balances") || strings.Contains(all, "balance is $1,000.00, which is not") {
				t.Fatalf("the price condition was not said, or a balance was compared: %q", rec.replies())
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved: checking = %s", b)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "seldo", "monkey", "if my checking balance is above 800 send 100 to savings")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$100.00") {
		t.Fatalf("a balance condition that holds was not proposed: %q", rec.replies())
	}
	// a condition after the request, with the source named after it
	// (", from checking"): its amount is no longer read as "500,"
	e, rec = newBank(t, nil)
	say(t, e, "seldo", "monkey", "send 50 to savings but only if I have more than 500")
	if !containsIn(rec.replies(), "balance is more than $500.00, so:") || containsIn(rec.replies(), `didn't use "500"`) {
		t.Fatalf("a trailing balance condition was not checked: %q", rec.replies())
	}
}
