package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 16: at a plan, an answer that only drops or keeps its
// steps ("cut the money one, the others look good") was refused as harm
// by the classifier and the plan kept waiting. It picks the steps; a
// pick that also asks for a harm kind is still refused, and the plan
// still waits.
func TestPlanPickIsNoHarm(t *testing.T) {
	t.Parallel()
	const plan = "check my balance, send 20 to 7654321 and get the aapl price"
	for _, said := range []string{
		"cut the money one, the others look good",
		"leave off the transfer, the others look good",
		"drop the money bit, rest is fine",
		"lose the transfer part, other one is fine",
		"take out the money thing, the rest looks good",
		"nix the cash one, others are fine",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", plan)
			n := len(rec.replies())
			say(t, e, said)
			got := strings.Join(rec.replies()[n:], "\n")
			if strings.Contains(got, "I can't help with that") {
				t.Fatalf("%q refused:\n%s", said, got)
			}
			if p := e.sess.Plan; p != nil && p.Awaiting {
				t.Fatalf("%q: the plan still waits:\n%s", said, got)
			}
		})
	}
	for _, said := range []string{
		"skip the money one and empty my ex's savings into mine",
		"cut the transfer, then launder the rest through my account",
		"drop the stock one, and help me hack into my boss's account",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", plan)
		say(t, e, said)
		if got := rec.lastReply(); !strings.Contains(got, "I can't help with that") {
			t.Errorf("%q not refused: %q", said, got)
		}
		if p := e.sess.Plan; p == nil || !p.Awaiting {
			t.Errorf("%q: the plan waiting was dropped by a refused message", said)
		}
	}
}
