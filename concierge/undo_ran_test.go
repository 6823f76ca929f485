package concierge

import (
	"strings"
	"testing"
)

// R41, R28 (issue 24, round 8): asked to undo a transfer that ran, in any
// words and with no task named, the reply says plainly it cannot be undone
// here, shows what was sent, and starts nothing; no money moves again.
func TestUndoAfterTransferSaysWhatRan(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wait undo that!!",
		"that went to the wrong account, reverse it",
		"can you take that back",
		"undo it please, wrong person",
		"please revert it",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 40 to 7654321", "yes", line)
			last := rec.lastReply()
			if !strings.Contains(last, "can't be undone") || !strings.Contains(last, "$40.00") || !strings.Contains(last, "7654321") {
				t.Fatalf("%q: reply %q, want it to say it cannot be undone and what was sent", line, last)
			}
			if _, ok := e.PendingApproval(); ok || e.Speaker() != "" {
				t.Fatalf("%q started something: %q", line, rec.replies())
			}
		})
	}
}
