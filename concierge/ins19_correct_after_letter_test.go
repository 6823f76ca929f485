package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 19: a correction right after a letter, with its reason
// said beside it or in the words of a change ("change that letter to
// motor"), writes the same claim's letter again with the other topology:
// no plan, no claim id asked again, and the choice the reason tells of
// ("the car was in the garage") is not the one taken.
func TestIns19CorrectionAfterTheLetter(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ first, line, want string }{
		{"motor", "wait no, make it home, the car was in the garage that burned", "Home"},
		{"home", "oops should be motor not home", "Motor"},
		{"motor", "actually it was the house, redo it", "Home"},
		{"home", "change that letter to motor pls", "Motor"},
		{"motor", "no make it home, the car was parked in the garage when the fire started", "Home"},
		{"motor", "the car was in the garage when the house burned down so make it home", "Home"},
		{"motor", "switch it to home, fire started in the garage where the car was", "Home"},
		{"home", "redo it as motor, it was a car accident not a house thing", "Motor"},
		{"home", "can u change the letter to motor, the house wasnt even touched", "Motor"},
		{"motor", "hmm swap that one to home plz", "Home"},
		{"home", "sorry shoulda been motor, the ute hit the fence of the house", "Motor"},
		{"motor", "CHANGE IT TO HOME the car was just parked in the garage", "Home"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter", "C-1001", c.first)
		before := len(e.sess.Artifacts)
		n := len(rec.replies())
		say(t, e, c.line)
		said := strings.Join(rec.replies()[n:], "\n")
		body := lastArtifact(e)
		if len(e.sess.Artifacts) != before+1 || !strings.Contains(body, "Claim id: C-1001") || !strings.Contains(body, "Policy type: "+c.want) {
			t.Errorf("%q after %s: %d new letters, last %q; said %q", c.line, c.first, len(e.sess.Artifacts)-before, body, said)
		}
		if strings.Contains(said, "claim id") || e.sess.Plan != nil || e.sess.Speaker != "" {
			t.Errorf("%q: asked again or planned: %q (plan %v, speaker %q)", c.line, said, e.sess.Plan != nil, e.sess.Speaker)
		}
	}
}
