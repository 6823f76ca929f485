package concierge

import (
	"context"
	"strings"
	"testing"
)

// A correction after a task finished (R50): a task without side effects
// runs again with the value corrected; one with side effects says it cannot
// be changed after the fact and starts nothing, and so does a request to
// undo what ran.
func TestCorrectionAfterATaskAndUndo(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "check my checking balance")
	n := len(rec.replies())
	say(t, e, "oh wait, i meant savings")
	if said := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(said, "Savings account (2345678901) has a balance of $5,000.00") {
		t.Errorf("balance corrected: %q", said)
	}
	say(t, e, "send 100 to 1234324")
	if err := e.Approve(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"oops, it should have been 50", "please reverse the transfer i just made", "undo my previous payment"} {
		n := len(rec.replies())
		say(t, e, line)
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, "can't be undone") || strings.Contains(said, "Transfer $") || e.sess.Speaker != "" {
			t.Errorf("%q: %q (speaker %q)", line, said, e.sess.Speaker)
		}
	}
	if b := balance(t, e, "2345678901"); b != "4900.00" {
		t.Errorf("savings = %s, want 4900.00: one transfer, once", b)
	}
	// a request of its own is no correction of the last task
	say(t, e, "send 20 to 1234324 not from checking")
	if !strings.Contains(rec.lastReply(), "Transfer $20.00 from Savings") {
		t.Errorf("a new request read as a correction: %q", rec.lastReply())
	}
}
