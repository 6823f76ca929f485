package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 notes 24: a title ending in "notes" names that note. Before,
// "open meeting notes" opened the notes (unlock), "delete my lecture
// notes" was a delete of every note and "read the meeting notes" looked
// for "meeting". A title not there is said to be missing; the general
// word still lists (a title not there: the notes about it, notes24), and
// a delete still waits for its yes.
func TestTitleEndingInNotes(t *testing.T) {
	t.Parallel()
	start := func(t *testing.T) (*Engine, *recorder, int) {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", "add a note titled meeting notes saying q3 budget approved", "yes",
			"add a note titled lecture notes saying ch 4 cells", "yes")
		return e, rec, len(rec.replies())
	}
	for _, line := range []string{"open meeting notes", "Open Meeting Notes", "show me the meeting notes pls",
		"read my meeting notes", "pull up meeting notes", "opne meeting notes", "can you open up meeting notes"} {
		e, rec, n := start(t)
		say(t, e, line)
		if after := rec.replies()[n:]; !containsIn(after, "q3 budget approved") || containsIn(after, "Whose notes") {
			t.Errorf("%q: want the meeting notes note read:\n%s", line, strings.Join(after, "\n"))
		}
	}
	for _, line := range []string{"delete my lecture notes", "get rid of lecture notes", "remove the lecture notes note",
		"DELETE LECTURE NOTES", "delet lecture notes pls"} {
		e, rec, _ := start(t)
		say(t, e, line)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "lecture notes" {
			t.Errorf("%q: want the delete of lecture notes asked:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"open trip notes", "delete trip notes", "show me my trip notes"} {
		e, rec, n := start(t)
		say(t, e, line)
		if after := rec.replies()[n:]; !containsIn(after, `"trip`) || containsIn(after, "Whose notes") {
			t.Errorf("%q: want trip notes said missing:\n%s", line, strings.Join(after, "\n"))
		}
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q: an approval is asked", line)
		}
	}
	for _, line := range []string{"show notes", "show me all my notes", "list my notes"} {
		e, rec, n := start(t)
		say(t, e, line)
		if after := rec.replies()[n:]; !containsIn(after, "meeting notes, lecture notes") {
			t.Errorf("%q: want every note listed:\n%s", line, strings.Join(after, "\n"))
		}
	}
}
