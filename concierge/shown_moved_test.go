package concierge

import "testing"

// Issue 24, round 13: after two prices, a question about how they moved
// ("which one is up today", "which of those went up", "did either drop
// this week?", "which ones gained today") is answered from what was shown:
// the prices as they are now, and that how they moved is not known here;
// never the generic menu. "whats up" and "how are you doing" are not it.
func TestHowShownMovedIsAnswered(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"which one is up today", "which of those went up", "did either drop this week?", "which ones gained today", "is either one down?"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "price of aapl", "and msft", line)
			got := rec.lastReply()
			if !containsIn([]string{got}, "not how they have moved") || !containsIn([]string{got}, "$189.84") || !containsIn([]string{got}, "$415.50") {
				t.Fatalf("%q: %q", line, got)
			}
		})
	}
	for _, line := range []string{"whats up", "how are you doing", "how do i change my password"} {
		if asksHowShownMoved(line) {
			t.Errorf("%q read as a question about how the prices moved", line)
		}
	}
}
