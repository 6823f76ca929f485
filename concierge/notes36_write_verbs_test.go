package concierge

import "testing"

// Round 31 (notes36), item 1: a need to keep something said as "note /
// remember / write down that X, call it Y" is a note to write, never a
// note to read or the list: the clause after "that" is the text, "call
// it"/"name it"/"title it" the title.
func TestNotes36WritingVerbsWrite(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, title, text string }{
		{"need to note that the dentist is tuesday 3pm, call it doctor", "doctor", "the dentist is tuesday 3pm"},
		{"gotta note that the plumber comes friday, name it plumber", "plumber", "the plumber comes friday"},
		{"i have to remember that the gym is shut monday, call it gym", "gym", "the gym is shut monday"},
		{"pls write down that bins go out thursday, title it bins", "bins", "bins go out thursday"},
		{"wanna jot that mum's flight lands at 6, call it flight", "flight", "mum's flight lands at 6"},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "im ada, pin 1815", c.line)
		a, ok := e.PendingApproval()
		if !ok || a.Args["title"] != c.title || a.Args["text"] != c.text {
			t.Errorf("%q: approval %+v (%v), replies %q", c.line, a.Args, ok, rec.replies())
		}
	}
}
