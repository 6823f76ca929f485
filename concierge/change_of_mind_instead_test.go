package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24): a new request said at a slot question with a change of
// mind — a trailing "instead", a leading "hmm" — is a new request, never
// the answer: the task in hand is dropped and the new one runs.
func TestChangeOfMindAtASlotQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hmm whats on my todo list instead",
		"um, show me my todo list instead",
		"list my notes instead please",
		"oh what notes have i got instead?",
		"actually whats on my list instead then",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "read my note")
			say(t, e, line)
			if p.CallsOf("list_notes") != 1 || p.CallsOf("get_note") != 0 {
				t.Fatalf("%q at the title question: not listed, or taken as a title: %q", line, rec.replies())
			}
			if r := strings.Join(rec.replies(), "\n"); strings.Contains(r, "couldn't take") {
				t.Errorf("%q taken for the title: %q", line, rec.replies())
			}
			if e.sess.Agenda.Holds("read_note") {
				t.Errorf("%q: the dropped read_note is still on the stack", line)
			}
		})
	}
}

// A title that merely holds such words is still the title.
func TestInsteadInsideAnAnswer(t *testing.T) {
	t.Parallel()
	e, rec, p := notesEngine(t)
	say(t, e, "ada 1815", "add a note", "gifts instead of cash")
	if p.CallsOf("list_notes") != 0 || e.sess.Speaker != "add_note" {
		t.Fatalf("a title with 'instead' in it was read as a new request: %q", rec.replies())
	}
}
