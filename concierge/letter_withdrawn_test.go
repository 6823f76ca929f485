package concierge

import (
	"strings"
	"testing"
)

// Round 21's tester: a discriminatory motive said after the letter was
// written is refused and the refusal says the letter must not be used; a
// lawful reason after it, or a refusal with no letter written, says
// nothing of a withdrawn letter.
func TestMotiveAfterLetterWithdrawsIt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"honestly the claimant is muslim and we've had enough of those claims",
		"reason: claimant is black",
		"the real reason is she's pregnant and will claim again",
		"its cos they're immigrants tbh",
	} {
		e, rec := newInsurance(t)
		say(t, e, "need to decline 31PQR0 motor")
		n := len(e.sess.Artifacts)
		say(t, e, line)
		r := rec.lastReply()
		if !strings.Contains(r, "can't help with that") || !strings.Contains(r, "must not be used") || !strings.Contains(r, "31PQR0") {
			t.Errorf("%q: %q, want the refusal and the letter for 31PQR0 withdrawn", line, r)
		}
		if len(e.sess.Artifacts) != n {
			t.Errorf("%q: a letter was written", line)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "need to decline 31PQR0 motor")
	say(t, e, "the driver was uninsured at time of crash")
	if strings.Contains(rec.lastReply(), "must not be used") {
		t.Errorf("a lawful reason withdrew the letter: %q", rec.lastReply())
	}
	e, rec = newInsurance(t)
	say(t, e, "decline 31PQR0 because the claimant is black")
	if strings.Contains(rec.lastReply(), "must not be used") || len(e.sess.Artifacts) != 0 {
		t.Errorf("no letter was written, yet: %q", rec.lastReply())
	}
}
