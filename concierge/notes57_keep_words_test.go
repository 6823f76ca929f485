package concierge

import (
	"strings"
	"testing"
)

// Tryout 41 (notes 19, 13): everyday ways to ask that something be kept
// start a note with the content, titled by the answer to the title
// question ("whatever, call it plumber" titles it; "whatever" is never the
// text). Before, "just save this somewhere: plumber number 07700 900123"
// listed the notes and dropped the number, "got a thing tmrw i cant
// forget" searched for "tmrw cant", and "dont let me forget …" cancelled.
func TestNotes57EverydayKeepStartsANote(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, text string }{
		{"just save this somewhere: plumber number 07700 900123", "plumber number 07700 900123"},
		{"stick this somewhere - gate code is on the fridge", "gate code is on the fridge"},
		{"Keep This For Me: wifi router is in the hall", "wifi router is in the hall"},
		{"can u put this down somewhere pls: bins go out thurs", "bins go out thurs"},
		{"sav this somwhere: spare key with nina", "spare key with nina"},
		{"dont let me forget to call mum sunday", "call mum sunday"},
		{"i cant forget the dentist at 9", "the dentist at 9"},
		{"make sure i remember: boiler service in may", "boiler service in may"},
		{"MOT is due on the 14th, i cant forget", "MOT is due on the 14th"},
		{"got a thing tmrw i cant forget", ""}, // nothing said yet: asked
		{"ugh dont let me forget", ""},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "im ada, pin 1815", c.line)
		n := len(rec.replies())
		say(t, e, "whatever, call it plumber")
		if c.text == "" {
			say(t, e, "dentist at 9")
		}
		want := c.text
		if want == "" {
			want = "dentist at 9"
		}
		a, ok := e.PendingApproval()
		if !ok || a.Args["title"] != "plumber" || a.Args["text"] != want {
			t.Errorf("%q: approval %+v (%v), replies:\n%s", c.line, a.Args, ok, strings.Join(rec.replies()[n-1:], "\n"))
		}
	}
}

// "you cant forget my name" is said of the assistant, not a thing to keep.
func TestNotes57ForgetSaidOfYouIsNoNote(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "im ada, pin 1815", "you cant forget my name")
	if _, ok := e.PendingApproval(); ok || containsIn(rec.replies(), "note's title") {
		t.Errorf("want no note started:\n%s", strings.Join(rec.replies(), "\n"))
	}
}
