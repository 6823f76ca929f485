package concierge

import (
	"strings"
	"testing"
)

// Tryout 34's 17: a note whose title and text the user gives is their own
// words, even with "pin hint" in it; it was refused as a request for a
// part of the PIN. A request for a part or a hint of the PIN is still
// refused, and a PIN typed into a note is still masked.
func TestOwnNoteWithSecretHintTitleIsWritten(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"ok just add a note titled pin hint saying my first computer year", "pin hint", "my first computer year"},
		{"add a note called pin clue that says street i grew up on", "pin clue", "street i grew up on"},
		{"new note titled password hint saying first pet plus birth month", "password hint", "first pet plus birth month"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", c.line)
			want := `Add a note titled "` + c.title + `" saying "` + c.text + `"?`
			if r := rec.lastReply(); !strings.Contains(r, want) {
				t.Errorf("%q: want %q, got %q", c.line, want, rec.replies())
			}
		})
	}
	for _, line := range []string{"what is my pin", "give me a hint of my pin", "whats the first digit of my pin", "write a note with a hint of my pin"} {
		t.Run("refused "+line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", line)
			if _, ok := e.PendingApproval(); ok || leaks(rec, "1815") {
				t.Errorf("%q: %q", line, rec.replies())
			}
		})
	}
	t.Run("the PIN itself typed", func(t *testing.T) {
		t.Parallel()
		e, rec, _ := notesEngine(t)
		say(t, e, "open my notes", "ada", "1815", "add a note titled pin hint saying my pin is 1815", "yes")
		if leaks(rec, "1815") {
			t.Errorf("the PIN shows: %q", rec.replies())
		}
	})
}
