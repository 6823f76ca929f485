package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 9): at a note's approval, words added to its text
// ("also add 'and hat' to the text", "append: bring umbrella") change the
// waiting call's text and it is asked again — no second note queued, no
// call run; a note of its own asked for is still another call.
func TestWordsAppendedToNoteAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{`also add "and hat" to the text`, `saying "sunscreen and hat"`},
		{"append: bring umbrella", `saying "sunscreen, bring umbrella"`},
		{"oh and tack on 'flip flops' please", `saying "sunscreen, flip flops"`},
		{"can you put towels on the end of it too", `saying "sunscreen, towels"`},
		{"add ', plus a book' to the note", `saying "sunscreen, plus a book"`},
		{"append and charger to that", `saying "sunscreen and charger"`},
		{"oh add sunglasses too", `saying "sunscreen, sunglasses"`},
		{"also put 'and a hat' in as well", `saying "sunscreen and a hat"`},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "add a note called packing saying sunscreen", c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) || !strings.Contains(ap.Summary, "\"packing\"") || p.CallsOf("add_note") != 0 || len(e.sess.Agenda.Requests()) > 0 {
				t.Fatalf("%q: approval %q, want it to hold %q: %q", c.line, ap.Summary, c.want, rec.replies())
			}
			say(t, e, "yes")
			if p.CallsOf("add_note") != 1 {
				t.Fatalf("%q: %d calls after yes", c.line, p.CallsOf("add_note"))
			}
		})
	}
	e, _, _ := notesEngine(t)
	say(t, e, "ada 1815", "add a note called packing saying sunscreen", "also add a note about the dentist")
	if ap, ok := e.PendingApproval(); ok && strings.Contains(ap.Summary, "dentist") && strings.Contains(ap.Summary, "sunscreen") {
		t.Errorf("a note of its own was appended: %q", ap.Summary)
	}
}

// Issue 24 (round 9): a note typed as a form — labels with ":" or "=" —
// fills its title and its text at once, never one and a loop for the
// other, never refused as nobody's work.
func TestNoteTypedAsAForm(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"note: dentist, text: tuesday 3pm",
		"title=dentist body=tuesday 3pm",
		"subject: dentist; message: tuesday 3pm",
		"new note - heading: dentist, content: tuesday 3pm",
		"name = dentist, details = tuesday 3pm",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada 1815", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "\"dentist\"") || !strings.Contains(ap.Summary, `saying "tuesday 3pm"`) {
				t.Fatalf("%q: approval %q: %q", line, ap.Summary, rec.replies())
			}
		})
	}
}
