package concierge

import (
	"strings"
	"testing"
)

// R29: at the password prompt, a password said with apologies,
// hesitations or the lead-in of an answer around it is the one word left
// once they are gone; the login goes through on the first try, and
// neither the words nor the password show anywhere.
func TestPasswordAmongFillerAtItsPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ah sorry it's monkey",
		"its monkey",
		"umm I meant monkey",
		"oops, should be monkey",
		"monkey sorry",
		"my bad, the password is monkey",
		"let me try monkey",
		"hmm it is monkey.",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("not logged in: %q", rec.replies())
			}
			if strings.Contains(rec.dump(), "monkey") {
				t.Errorf("the password shows: %s", rec.dump())
			}
		})
	}
}

// A line of two words that are no filler is taken as typed, as before
// (a password may have a space); a line of filler only, too.
func TestSecretAmongFillerKeepsOtherLines(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"hunter two":     "",
		"monkey":         "",
		"sorry sorry":    "",
		"oh its mon,key": "mon,key",
		"it’s “monkey”":  "monkey",
		"try hunter2!":   "hunter2!",
	} {
		got, ok := secretAmongFiller(line, nil)
		if ok != (want != "") || got != want {
			t.Errorf("secretAmongFiller(%q) = %q, %v; want %q", line, got, ok, want)
		}
	}
}
