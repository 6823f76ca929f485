package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// userLines are the user's messages as stored and shown.
func userLines(rec *recorder) []string {
	var out []string
	for _, ev := range rec.all() {
		if m, ok := ev.(MessageAdded); ok && m.Message.Role == state.RoleUser {
			out = append(out, m.Message.Text)
		}
	}
	return out
}

// Round 37 (notes, 20): only the PIN of a sign-in line is a secret. "ok so
// im ada and my pin is 1815 and i need to remember that the plumber is
// coming thursday between 2 and 4 …" masked "2" and "4" as PINs to try,
// cut them out of the note and masked them in every later message. The
// times, counts and amounts said beside the PIN are kept and used, before
// or after it; a later message with the same small numbers is shown and
// used as typed; the PIN itself never shows.
func TestNumbersBesidePinAreNoSecret(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, kept string }{
		{"ok so im ada and my pin is 1815 and i need to remember that the plumber is coming thursday between 2 and 4 so put that in a note called plumber", "between 2 and 4"},
		{"im ada, pin 1815. add a note called eggs saying use 2 or 3 eggs", "use 2 or 3 eggs"},
		{"ada pin 1815, note called gym: try 3 sets or 4 sets", "try 3 sets or 4 sets"},
		{"log in ada 1815 and note that the meeting is between 9 and 10, title meeting", "between 9 and 10"},
		{"room 12 at 3pm, im ada pin 1815, add a note called room saying room 12 at 3pm", "room 12 at 3pm"},
		{"sign in ada pin 1815 then add a todo: call the vet between 9 and 11", "between 9 and 11"},
		{"my pin is 1815 im ada, jot down a note called kids saying pick up either 2 or 3 kids", "either 2 or 3 kids"},
		{"ada here pin 1815 & make a note titled bins: bins go out between 6 and 7am", "between 6 and 7am"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, c.line)
		if e.Fact("unlocked") != "true" {
			t.Errorf("%q: want the notes opened:\n%s", c.line, strings.Join(rec.replies(), "\n"))
			continue
		}
		shown := strings.Join(userLines(rec), "\n")
		if n := strings.Count(shown, state.SecretMask); n != 1 || !strings.Contains(shown, c.kept) {
			t.Errorf("%q: want the PIN alone masked (%d masks) and %q shown:\n%s", c.line, n, c.kept, shown)
		}
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, c.kept) {
			t.Errorf("%q: want %q in what waits for the yes:\n%s", c.line, c.kept, got)
		}
		n := len(rec.replies())
		say(t, e, "no", "add a note called later saying bus between 2 and 4, or at 9 or 10")
		if later := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(later, `"bus between 2 and 4, or at 9 or 10"`) || strings.Contains(strings.Join(userLines(rec), "\n"), "between "+state.SecretMask) {
			t.Errorf("%q: a later message's small numbers are kept:\n%s", c.line, later)
		}
		if leaks(rec, "1815") {
			t.Errorf("%q: the PIN shows in the session", c.line)
		}
	}
}

// The PIN given alone, then a note with digits: the note keeps them. And
// at the PIN's own prompt a long line that starts with the PIN never shows
// it, even when it goes on with a request (it showed in clear in round
// 37 when the line held other numbers too).
func TestPinAloneThenDigitsAndPinAtPromptInLongLine(t *testing.T) {
	t.Parallel()
	e, rec, _ := keptNotes(t)
	say(t, e, "ada", "1815", "note called plumber: between 2 and 4 thursday, room 12")
	if got := rec.lastReply(); !strings.Contains(got, `"between 2 and 4 thursday, room 12"`) {
		t.Errorf("want the digits kept in the note: %s", got)
	}
	for _, line := range []string{
		"1815 and note that the plumber comes between 2 and 4, title plumber",
		"1815 then add a note called gym saying legs on monday at 6 and arms at 7",
		"its 1815 and after that i want a note about the 3 kids and 2 dogs",
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada", line)
		if leaks(rec, "1815") {
			t.Errorf("%q at the PIN prompt: the PIN shows in the session", line)
		}
	}
	e, rec = newBank(t, nil)
	say(t, e, "log in seldo monkey and send 20 to 1234324")
	if shown := strings.Join(userLines(rec), "\n"); strings.Count(shown, state.SecretMask) != 1 || !strings.Contains(shown, "send 20 to 1234324") || leaks(rec, "monkey") {
		t.Errorf("bank: want monkey alone masked:\n%s", shown)
	}
}
