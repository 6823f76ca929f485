package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9: after two prices, a request for advice on which to
// buy is declined in words, never answered as a fact ("MSFT is higher");
// asking which is higher is still answered from the prices.
func TestAdviceAfterPricesDeclined(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"which one is better to buy", "which would you recommend", "which one should i buy", "ok so whats the best one to invest in"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "whats apple and microsoft", line)
			last := rec.lastReply()
			if !strings.Contains(last, "can't give investment advice") || strings.Contains(last, "is higher") {
				t.Fatalf("%q: %q", line, last)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "whats apple and microsoft", "which one is higher")
	if !strings.Contains(rec.lastReply(), "is higher") {
		t.Fatalf("a comparison is no longer answered: %q", rec.lastReply())
	}
}
