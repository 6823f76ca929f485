package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, kind 5: at the note's text question a message that
// only renames the note sets the title and asks the text again; the text
// never becomes "title it home wifi". Words of a text keep being the text.
func TestRenameAtTheTextQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ msg, title string }{
		{"actually title it home wifi", "home wifi"},
		{"call it groceries instead", "groceries"},
		{"wait, the title should be gym plan", "gym plan"},
		{"oh name it Bike repairs", "Bike repairs"},
		{"sorry rename it to Book club", "Book club"},
	} {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada", "1815", "add a note titled wifi")
			n := len(rec.replies())
			say(t, e, c.msg)
			said := strings.Join(rec.replies()[n:], "\n")
			if _, ok := e.PendingApproval(); ok || !strings.Contains(said, "What should the note say?") {
				t.Fatalf("%q: the text not asked again: %q", c.msg, said)
			}
			say(t, e, "router is in the hall")
			ap, ok := e.PendingApproval()
			if !ok || ap.Args["title"] != c.title || ap.Args["text"] != "router is in the hall" {
				t.Errorf("%q: approval %v %v", c.msg, ok, ap)
			}
		})
	}
	for _, msg := range []string{"call the plumber about the leak", "name tags for the party"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada", "1815", "add a note titled wifi", msg)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != msg {
			t.Errorf("%q: not taken as the text: %q", msg, rec.replies())
		}
	}
}
