package concierge

import (
	"strings"
	"testing"
)

// R55, R26 (issue 24 round 11): a username and password typed together at
// a plan that waits on the sign-in sign in, masked; the plan goes ahead
// only on a yes said with them, and is asked again otherwise.
func TestPairAtWaitingPlan(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		goes bool
	}{
		{"seldo monkey", false},
		{"login seldo monkey", false},
		{"seldo / monkey", false},
		{"seldo monkey yes go ahead", true},
		{"seldo monkey, ok do it", true},
		{"user seldo pw monkey yes please", true},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 60 to 7654321 and look up msft")
			if !e.planWaits() {
				t.Fatalf("setup: no plan: %q", rec.lastReply())
			}
			say(t, e, c.line)
			if !e.signedIn() {
				t.Fatalf("not signed in: %q", rec.replies())
			}
			if strings.Contains(rec.dump(), "monkey") {
				t.Fatal("the password leaked")
			}
			if e.planWaits() == c.goes {
				t.Fatalf("plan waits %v, want %v: %q", e.planWaits(), !c.goes, rec.lastReply())
			}
			if !c.goes && !strings.Contains(rec.lastReply(), "Shall I go ahead?") {
				t.Fatalf("the plan was not asked again: %q", rec.lastReply())
			}
		})
	}
}
