package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 notes 14: a delete of every note said in more than one clause
// is the delete-everything answer (nothing deleted, one at a time), never a
// list filtered on the verbs ("Nothing matches "wipe delete""). A clause
// asking something else keeps the message out of it.
func TestBulkDeleteInSeveralClauses(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wipe everything, delete all my notes",
		"ok so. delete all my notes",
		"nuke it all - delete every single note",
		"Clear Everything; remove all notes pls",
		"delete all my notes, all of them",
		"just wipe it all out. erase evry note i have",
		"WIPE IT ALL, DELETE ALL MY NOTES",
		"get rid of everything, trash all my notes",
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "add a note called groceries saying buy eggs", "ada", "1815", "yes")
		calls := len(p.Calls())
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if !containsIn(after, "I can't delete all your notes at once here") || !containsIn(after, "one note at a time") || containsIn(after, "Nothing matches") || len(p.Calls()) != calls {
			t.Errorf("%q: want the delete-everything answer, nothing run:\n%s", line, strings.Join(after, "\n"))
		}
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q: an approval is asked", line)
		}
	}
	// another request in the message is not swallowed
	e, rec, _ := keptNotes(t)
	say(t, e, "add a note called groceries saying buy eggs", "ada", "1815", "yes")
	n := len(rec.replies())
	say(t, e, "read the groceries note, then delete all my notes")
	if after := rec.replies()[n:]; containsIn(after, "I can't delete all your notes at once here") && !containsIn(after, "buy eggs") {
		t.Errorf("the read is lost:\n%s", strings.Join(after, "\n"))
	}
}
