package concierge

import (
	"strings"
	"testing"
)

// Round 23's tester: a reason said after a Motor letter that mentions the
// car ("change the reason to non-disclosure of modifications to the car",
// "the insured set fire to the car himself, it's arson fraud") was read
// as pointing at the claim type: "already Motor, so nothing changed", and
// the reason was lost. A choice inside the story is the reason's; a
// correction that leads the message still says nothing changed.
func TestReasonMentioningTheTypeRedoesTheLetter(t *testing.T) {
	t.Parallel()
	rows := []struct{ letter, line, want string }{
		{"decline letter 81DF45 motor", "actually change the reason to non-disclosure of modifications to the car", "non-disclosure of modifications"},
		{"decline letter for 90ZZ11, motor", "the insured deliberately set fire to the car himself, its arson fraud", "arson fraud"},
		{"decline 33HH22 home", "the reason is the damage to the house was pre-existing", "pre-existing"},
		{"decline 12AB34 motor", "can you add that the driver took the car to a race track", "race track"},
		{"decline 55CD66 home", "reason: water got into the home through a window left open for weeks", "window left open"},
	}
	for _, r := range rows {
		e, rec := newInsurance(t)
		say(t, e, r.letter)
		n := len(e.sess.Artifacts)
		say(t, e, r.line)
		out := strings.Join(rec.replies(), "\n")
		if strings.Contains(out, "nothing changed") || len(e.sess.Artifacts) == n || !strings.Contains(e.sess.Artifacts[len(e.sess.Artifacts)-1].Body, r.want) {
			t.Errorf("%q after %q: the letter not redone naming %q:\n%s", r.line, r.letter, r.want, out)
		}
	}
	for _, line := range []string{"make it motor", "oh actually it should be motor", "make it motor, the car hit the house"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 12AB34 motor", line)
		if !strings.Contains(rec.lastReply(), "already Motor") && !strings.Contains(strings.Join(rec.replies(), "\n"), "already Motor") {
			t.Errorf("%q after the Motor letter: not told it is already Motor: %q", line, rec.replies())
		}
	}
}
