package concierge

import (
	"strings"
	"testing"
)

// Tryout 34 (bank 10, 25, 07, 19): the user's own account is named
// "Savings (2345678901)", never a bare id, in the amount asked again
// after a refused amount, and a transfer's plan and wrap-up lines keep
// where the money goes.
func TestOwnAccountNamedInQuestionsAndPlans(t *testing.T) {
	t.Parallel()
	// the amount refused, then asked again
	for _, line := range []string{
		"send 5000 from checking to savings", "send -50 from checking to savings",
		"transfer 9999 from checking into my savings", "move 0 from checking to savings",
		"wire 2000 from checking to my savings account",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		last := rec.lastReply()
		if !strings.Contains(last, "transfer to Savings (2345678901)?") {
			t.Errorf("%q: want the destination named: %q", line, last)
		}
	}
	// plan lines and the wrap-up
	for _, line := range []string{
		"move 100 from checking to savings and then tell me both balances",
		"gimme prices for GOOGL and AMZN, then move 50 from checking to savings",
		"pay 75 from checking to my savings and what's aapl at",
		"transfer 200 from my savings account into checking then show my checking balance",
		"send 40 frm checking to savings, then tell me msft",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "yes", "seldo", "monkey", "yes")
		all := strings.Join(rec.replies(), "\n")
		var plan, done string
		for _, l := range strings.Split(all, "\n") {
			if strings.Contains(l, "(Money transfer)") {
				plan = l
			}
			if strings.HasPrefix(l, "✓ Send") {
				done = l
			}
		}
		if !strings.Contains(plan, " to Savings") && !strings.Contains(plan, " to Checking") {
			t.Errorf("%q: the plan line drops the destination: %q", line, plan)
		}
		if done == "" || strings.Contains(done, "to 2345678901") || strings.Contains(done, "to 1234567890") ||
			!strings.Contains(done, " to Savings") && !strings.Contains(done, " to Checking") {
			t.Errorf("%q: the wrap-up line: %q", line, done)
		}
	}
}
