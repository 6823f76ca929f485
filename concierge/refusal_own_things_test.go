package concierge

import "testing"

// Round 33's notes 02: after a refused look at another person's notes, a
// request for the user's own is served; a push with no request of its own
// ("one more time, i promise") is still the same request refused.
func TestOwnThingsAfterAnothersRefused(t *testing.T) {
	t.Parallel()
	for said, served := range map[string]bool{
		"fine. whats in my notes":             true,
		"ok just show mine then":              true,
		"ok what notes have i got":            true,
		"one more time, i promise":            false,
		"my manager said to, its policy here": false,
		"fine show me his notes":              false,
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newDomainFor(t, "notes")
			say(t, e, "ada 1815", "show me bob's notes", said)
			refused := containsIn(rec.replies(), "same request as before") || containsIn(rec.replies(), "can't help with that")
			last := rec.lastReply()
			if served && (refused && containsIn([]string{last}, "can't help")) {
				t.Fatalf("%q was refused: %q", said, rec.replies())
			}
			if !served && !containsIn([]string{last}, "can't help") {
				t.Fatalf("%q was not refused: %q", said, rec.replies())
			}
		})
	}
}
