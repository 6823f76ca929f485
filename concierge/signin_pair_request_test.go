package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): the owner, the PIN and a request on one line sign
// in (the PIN masked, never said back) and then run the request with its
// own text: the note's text is the request's words, never the owner or
// the PIN, and none of it is reported as unused.
func TestSignInAndNoteOnOneLine(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, text string }{
		{"ada 1815 jot down buy birthday card for mum", "buy birthday card for mum"},
		{"ada 1815 add a note: call the plumber tomorrow", "call the plumber tomorrow"},
		{"ada / 1815 - make a note pick up dry cleaning", "pick up dry cleaning"},
		{"1815 ada, write a note that the car needs a service", "the car needs a service"},
		{"its ada 1815 remember that the bins go out tuesday", "the bins go out tuesday"},
		{"hi ada here pin 1815, jot down call grandma on sunday", "call grandma on sunday"},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, c.line, "mytitle")
		a, ok := e.PendingApproval()
		said := strings.Join(rec.replies(), "\n")
		if e.Fact("unlocked") != "true" || !ok || a.Args["text"] != c.text || strings.Contains(said, "didn't use") {
			t.Errorf("%q: unlocked %q, approval %v %+v; want the note %q; replies:\n%s", c.line, e.Fact("unlocked"), ok, a.Args, c.text, said)
		}
		if leaks(rec, "1815") {
			t.Errorf("%q: the PIN shows in the session", c.line)
		}
	}
}
