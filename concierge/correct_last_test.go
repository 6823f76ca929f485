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

// newInsurance starts an insurance engine on the offline brain.
func newInsurance(t *testing.T) (*Engine, *recorder) {
	t.Helper()
	d, err := BuiltinDomains().New("insurance")
	if err != nil {
		t.Fatal(err)
	}
	return newOn(t, d, nil)
}

// lastArtifact is the body of the last document the session holds.
func lastArtifact(e *Engine) string {
	if n := len(e.sess.Artifacts); n > 0 {
		return e.sess.Artifacts[n-1].Body
	}
	return ""
}

// A correction of the letter just written, in the words people use for a
// mistake (a typo, "that's wrong", "no wait it was", "redo it"), writes it
// again with the value corrected and the other as it was.
func TestCorrectionOfTheLetterJustWritten(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"no wait, it was a home claim actually", "Claim id: 31QR88\n    Policy type: Home"},
		{"argh typo, the claim number is 31QR89", "Claim id: 31QR89\n    Policy type: Motor"},
		{"thats not right, it should read home. redo it pls", "Claim id: 31QR88\n    Policy type: Home"},
		{"my bad, id should be 13QR88", "Claim id: 13QR88\n    Policy type: Motor"},
		{"wrong one, make it home", "Claim id: 31QR88\n    Policy type: Home"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter for 31QR88 motor")
		before := len(e.sess.Artifacts)
		say(t, e, c.line)
		got := strings.ReplaceAll(lastArtifact(e), "\n", "\n    ")
		if len(e.sess.Artifacts) != before+1 || !strings.Contains(got, c.want) {
			t.Errorf("%q: %d letters, last %q; replies %q", c.line, len(e.sess.Artifacts)-before, lastArtifact(e), rec.lastReply())
		}
	}
}

// A correction of a transfer that ran never runs it again: it says so and
// leaves a new one to the user.
func TestCorrectionOfATransferThatRan(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "check my checking balance", "send 60 to 7654321")
	if err := e.Approve(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"ugh typo, it should have been 16", "sorry that was the wrong account, it was 7654322", "my mistake, redo it with 70"} {
		n := len(rec.replies())
		say(t, e, line)
		said := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(said, "can't be undone") || !strings.Contains(said, "new one") || e.sess.Pending.Approval != nil || e.Speaker() != "" {
			t.Errorf("%q: %q", line, said)
		}
	}
	if b := balance(t, e, "1234567890"); b != "940.00" {
		t.Errorf("checking = %s, want 940.00: one transfer, once", b)
	}
}
