package concierge

import (
	"strings"
	"testing"
)

// Tryout 37 notes 02 and 12: the owner typed as a sentence of its own
// after the sign-in's request or a short question about it is the owner,
// at the greeting and at "Whose notes?": the PIN is asked next and opens
// the notes in one try.
func TestOwnerAsItsOwnSentence(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"LOG ME IN. ADA"},
		{"log me in. ada"},
		{"sign in please. Ada"},
		{"Log in! ada"},
		{"can i log in? ADA pls"},
		{"put a note in called car saying oil change at 60k miles", "oh i need to sign in? ada"},
		{"open my notes", "wait, i have to log in? ADA"},
		{"open my notes", "sign in first?? ok. ada"},
	} {
		t.Run(strings.Join(lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, lines...)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
				t.Fatalf("%q: the PIN is not asked next: %q", lines, rec.replies())
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || p.CallsOf("unlock") != 1 || leaks(rec, "1815") {
				t.Fatalf("%q then the PIN did not unlock in one try, or shows it: %q", lines, rec.replies())
			}
		})
	}
}

// A new task with its values at "Whose notes?" waits for the sign-in and
// is asked after it, never judged as a bad owner.
func TestTaskAtOwnerQuestionWaits(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"I NEED A TODO: CANCEL GYM MEMBERSHIP", "CANCEL GYM MEMBERSHIP"},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "LOG ME IN", c.line)
		if r := rec.lastReply(); strings.Contains(r, "couldn't take that") || !strings.Contains(r, "Whose notes?") {
			t.Errorf("%q at the owner question: %q", c.line, r)
			continue
		}
		say(t, e, "ada", "1815")
		if r := rec.lastReply(); !strings.Contains(r, c.want) || !strings.Contains(r, "to-do") {
			t.Errorf("%q not asked after the sign-in: %q", c.line, r)
		}
	}
}
