package concierge

import (
	"strings"
	"testing"
)

// Round 32's 01 and 10: a title and a text said in one message, in any of
// the ways people say them, are both taken: the approval names both, and
// nothing of the text is reported unused or asked again.
func TestNoteTitleAndTextSaidFreely(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"hiya, ada here pin is 1815. jot this: title groceries, eggs milk and that weird oat thing bex likes", "groceries", "eggs milk and that weird oat thing bex likes"},
		{"title: gym, legs on monday", "gym", "legs on monday"},
		{"titel: dentist - tues 3pm", "dentist", "tues 3pm"},
		{"call it dentist, it says tuesday 3pm", "dentist", "tuesday 3pm"},
		{"new note called shopping, bread and cheese", "shopping", "bread and cheese"},
		{"write down for book club that we meet at 7", "book club", "we meet at 7"},
		{"can u write down for book club that we're reading chapters 4 to 6 by thursday", "book club", "we're reading chapters 4 to 6 by thursday"},
		{"new note for the party, bring 12 cupcakes", "party", "bring 12 cupcakes"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", c.line)
			ap, ok := e.PendingApproval()
			want := `titled "` + c.title + `" saying "` + c.text + `"`
			if !ok || !strings.Contains(ap.Summary, want) || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q: approval %q, want %s: %q", c.line, ap.Summary, want, rec.replies())
			}
			if containsIn(rec.replies(), "didn't use") {
				t.Errorf("%q: words reported unused: %q", c.line, rec.replies())
			}
		})
	}
}

// A complaint of having said it already before the text said again is no
// part of the note's text.
func TestNoteTextAfterSaidAlready(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i literally just said. eggs milk and oat milk",
		"like i said, eggs milk and oat milk",
		"I ALREADY TOLD YOU: eggs milk and oat milk",
		"ugh i just told you that. eggs milk and oat milk",
		"i told u before!! eggs milk and oat milk",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada 1815", "add a note called groceries", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(strings.ToLower(ap.Summary), `saying "eggs milk and oat milk"`) {
				t.Fatalf("%q: approval %q: %q", line, ap.Summary, rec.replies())
			}
		})
	}
}
