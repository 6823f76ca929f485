package concierge

import (
	"strings"
	"testing"
)

// A plan whose second step takes a share of the balance its first step
// shows ("check my checking, then move half of it to savings"): "it" is
// known only once the first step ran, and was read as "half" (asked
// again) or "25% of it" as $25.00.
func TestPlanStepShareOfShownBalance(t *testing.T) {
	cases := []struct{ msg, want string }{
		{"check my checking, then move half of it to savings", "Transfer $500.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"show me savings then send a quarter of that to 1234324", "Transfer $1,250.00 from Savings (2345678901) to 1234324?"},
		{"look at my savings and move 25% of it to checking", "Transfer $1,250.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"whats in checking, then transfer half of it to savings pls", "Transfer $500.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"check my checking, then move 200 of it to savings", "Transfer $200.00 from Checking (1234567890) to Savings (2345678901)?"},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.msg, "seldo", "monkey", "yes")
		if got := rec.lastReply(); !strings.Contains(got, c.want) {
			t.Errorf("%q: last reply %q, want %q", c.msg, got, c.want)
		}
		if got := balance(t, e, "1234567890"); got != "" && got != "1000.00" {
			t.Errorf("%q: money moved before the transfer's own yes", c.msg)
		}
	}
}
