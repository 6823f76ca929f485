package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, kind 4: after a plain no to a transfer, a new request
// in the task's own words is a new transfer: its destination is asked,
// never the declined call's reused silently; where the words point back
// at it ("the same account") it is said back and shown in the summary.
func TestNewRequestAfterNoAsksTheDestination(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"send 60 from savings",
		"move 25 from savings",
		"ok transfer 75 out of savings",
		"then send 40 from my savings account",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "checking", "send 100 to 7654321", "no")
			n := len(rec.replies())
			say(t, e, msg)
			said := strings.Join(rec.replies()[n:], "\n")
			if ap, ok := e.PendingApproval(); ok {
				t.Fatalf("%q: an approval came at once, the declined destination reused: %q", msg, ap.Summary)
			}
			if !strings.Contains(said, "Which account ID should I send the money to?") {
				t.Errorf("%q: the destination not asked: %q", msg, said)
			}
		})
	}
	for _, msg := range []string{
		"transfer 40 from savings to the same account",
		"send 40 from savings to the same recipient as before",
	} {
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "checking", "send 100 to 7654321", "no")
			n := len(rec.replies())
			say(t, e, msg)
			said := strings.Join(rec.replies()[n:], "\n")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "$40.00 from Savings (2345678901) to 7654321") || !strings.Contains(said, "7654321") {
				t.Errorf("%q: approval %v %q, replies %q", msg, ok, ap.Summary, said)
			}
		})
	}
}
