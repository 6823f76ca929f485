package concierge

import (
	"strings"
	"testing"
)

// Tryout 33 (notes 06, 10): right after a note was written, another one
// said with its title and text ("and another one 'car' - book the
// service") is a second note with that title and that text, offered for
// its own yes: never joined to the first, never asked its title again.
func TestAnotherNoteWithItsTitle(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"and another one 'car' - book the service",
		"another note called car: book the service",
		"and another, car: book the service",
		"one more note 'car' book the service",
		"and another 'car' book the service",
		`new note "car" book the service`,
		"another note 'car' saying book the service",
		"add a note 'car' book the service",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "make a note called party: buy cupcakes", "yes", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, `titled "car" saying "book the service"?`) || p.CallsOf("add_note") != 1 {
				t.Fatalf("%q: approval %q: %q", line, ap.Summary, rec.replies())
			}
		})
	}
}

// A quote inside the words of a note is no title.
func TestQuoteInsideNoteIsNoTitle(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "ada 1815", "make a note called tips: say 'thanks' to the waiter")
	ap, ok := e.PendingApproval()
	if !ok || !strings.Contains(ap.Summary, `titled "tips" saying "say 'thanks' to the waiter"?`) {
		t.Fatalf("approval %q: %q", ap.Summary, rec.replies())
	}
}
