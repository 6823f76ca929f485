package concierge

import (
	"strings"
	"testing"
)

// "did that already go through??" at the approval was answered "I can't
// see your transaction history" (round 22's tester): it asks about the
// call waiting, which has not run. Another payment ("did my rent go
// through?") is still history, and nothing moves without the yes.
func TestWentThroughAskedAtApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"did that already go through??", "wait did it go through already", "has the transfer gone through?"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 60 to 1234324", "seldo", "monkey", "checking", line)
		got := rec.lastReply()
		if !strings.Contains(got, "Not yet") || strings.Contains(got, "history") {
			t.Errorf("%q at the approval: %q", line, got)
		}
		if e.sess.Pending.Approval == nil {
			t.Errorf("%q: the approval no longer waits", line)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "send 60 to 1234324", "seldo", "monkey", "checking", "did my rent go through?")
	if got := rec.lastReply(); !strings.Contains(got, "history") {
		t.Errorf("another payment asked about at the approval: %q", got)
	}
}
