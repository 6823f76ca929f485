package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 5), R28: right after a cancel, taking it back restores
// the cancelled task with the values it had, and the new words are its
// answer; later, or for anything else, the cancel stands.
func TestCancelTakenBack(t *testing.T) {
	t.Parallel()
	for _, c := range [][2]string{
		{"nevermind dont do it", "actually yes do it, motor"},
		{"cancel that", "no wait, go ahead. motor"},
		{"forget it", "sorry, do it after all - motor"},
		{"stop", "on second thought carry on, motor"},
		{"never mind", "hang on, i do want it, motor please"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "i need a decline letter for claim 47HG20", c[0])
		if e.Speaker() != "" {
			t.Fatalf("%q did not cancel", c[0])
		}
		say(t, e, c[1])
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Body, "claim 47HG20 under your motor") {
			t.Errorf("%q after %q: %q", c[1], c[0], rec.replies())
		}
	}
	// with nothing after it, the restored task asks its question again
	e, rec := newInsurance(t)
	say(t, e, "i need a decline letter for claim 47HG20", "never mind", "actually go ahead")
	if e.Speaker() != "DeclineLetterAssistance" || !strings.Contains(rec.lastReply(), "Home or Motor") {
		t.Errorf("restored without an answer: %q (speaker %q)", rec.lastReply(), e.Speaker())
	}
	// a message in between: the cancel stands
	e, _ = newInsurance(t)
	say(t, e, "i need a decline letter for claim 47HG20", "never mind", "what can you do", "actually yes do it, motor")
	if len(e.sess.Artifacts) != 0 {
		t.Errorf("a cancel two messages back was taken back: %+v", e.sess.Artifacts)
	}
}
