package concierge

import (
	"strings"
	"testing"
)

// A shrug after a task is an acknowledgement: never the opening greeting
// again, never a task (round 37's ins 18: "whatever" brought back "Hello,
// I am Smart Investigator", and "ok whatever" started the claim id task).
func TestShrugIsAnAcknowledgement(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"whatever", "ok whatever", "sure whatever", "yeah whatever u say", "fine i guess", "whatevs lol"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 84HJ02 motor")
		say(t, e, line)
		r := rec.lastReply()
		if strings.Contains(r, "Hello") || strings.Contains(r, "Please") || e.sess.Speaker != "" {
			t.Errorf("%q after a letter: %q (speaker %q)", line, r, e.sess.Speaker)
		}
	}
}
