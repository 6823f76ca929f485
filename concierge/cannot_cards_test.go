package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9: a lost or stolen card, a freeze, a new card, a
// disputed charge — nobody here does them — are said plainly with who can
// (the number on the card) and what can be done here; never a balance
// check, never a sign-in asked for them. A balance or a transfer asked
// beside them is still served.
func TestCardKindsSaidPlainly(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"i need help my card got stolen", "somebody took my wallet, debit card was in it", "can you freeze my account",
		"please block my card asap", "i need to order a replacement card", "i want to dispute a charge on my checking",
		"there's a payment on my account i didn't make", "my account got hacked"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			last := rec.lastReply()
			if !strings.Contains(last, "I can't") || !strings.Contains(last, "number on the back of your card") || !strings.Contains(last, "check a balance") {
				t.Fatalf("%q: not said plainly with who can: %q", line, last)
			}
			if containsIn(rec.replies(), "username") || e.Speaker() != "" {
				t.Fatalf("%q started a task: %q", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my savings balance", "seldo", "monkey")
	if !containsIn(rec.replies(), "$5,000.00") {
		t.Fatalf("a balance is no longer served: %q", rec.replies())
	}
}
