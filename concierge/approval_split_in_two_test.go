package concierge

import (
	"strings"
	"testing"
)

// Tryout 33 (notes 10): "that's two separate notes" at the approval of a
// note that joined two is a new summary of the first part (nothing
// written), and after its yes the second part is asked for on its own,
// with the title it was given: two notes written, each once, neither
// holding the joined text.
func TestApprovalSplitsTheNoteInTwo(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"no, thats 2 separate notes",
		"make those two notes",
		"split it into two please",
		"they should be separate notes",
		"no no, seperate ones pls",
		"2 different notes not 1",
		"split them up",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", `quick one: note 'milk' - get semi skimmed. and another 'car' - MOT due june`)
			say(t, e, line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, `titled "milk" saying "get semi skimmed"?`) || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q: approval %q: %q", line, ap.Summary, rec.replies())
			}
			say(t, e, "yes")
			ap, ok = e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, `titled "car" saying "MOT due june"?`) || p.CallsOf("add_note") != 1 {
				t.Fatalf("%q: second approval %q: %q", line, ap.Summary, rec.replies())
			}
			say(t, e, "yes")
			var texts []string
			for _, c := range p.Calls() {
				if c.Tool == "add_note" {
					texts = append(texts, c.Args["title"].(string)+"="+c.Args["text"].(string))
				}
			}
			if got := strings.Join(texts, "; "); got != "milk=get semi skimmed; car=MOT due june" {
				t.Fatalf("%q: wrote %q: %q", line, got, rec.replies())
			}
		})
	}
}

// A note joining two things with no second title is cut at its one joint;
// the second is asked for, and its title asked.
func TestApprovalSplitsAtTheJoint(t *testing.T) {
	t.Parallel()
	e, rec, p := notesEngine(t)
	say(t, e, "ada 1815", "make a note called party: buy 12 cupcakes and milk", "make those two notes")
	ap, ok := e.PendingApproval()
	if !ok || !strings.Contains(ap.Summary, `titled "party" saying "buy 12 cupcakes"?`) || p.CallsOf("add_note") != 0 {
		t.Fatalf("approval %q: %q", ap.Summary, rec.replies())
	}
	say(t, e, "yes")
	if p.CallsOf("add_note") != 1 || !containsIn(rec.replies(), "title") {
		t.Fatalf("the second note's title is not asked: %q", rec.replies())
	}
	// a text with no one place to cut is not cut
	for _, held := range []string{"buy eggs", "eggs and milk and bread"} {
		if _, _, _, ok := cutInTwo(held); ok {
			t.Errorf("%q cut in two", held)
		}
	}
}
