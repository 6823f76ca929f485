package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R27, R29 (issue 24 round 11): a request said after the sign-in in the
// same line ("open my notes ada 1815 and add a note …") runs after it
// with its values; it was dropped once the notes were open.
func TestRequestAfterSignInInOneLineRuns(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, tool, value string }{
		{"open my notes ada 1815 and add a note titled gas saying paid 310.75 to the gas company", "add_note", "310.75"},
		{"unlock my notes, ada 1815, and then write a note titled vet saying rex booked for friday", "add_note", "rex booked for friday"},
		{"open my notes ada 1815 then add a todo to book the car service", "add_note", "book the car service"},
		{"could you open my notes ada 1815 and list my notes", "list_notes", ""},
		{"open my notes ada 1815 & then list them", "list_notes", ""},
		{"open my notes for ada 1815 and read the note called shopping", "get_note", "shopping"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, c.line)
			if e.Fact("unlocked") != "true" {
				t.Fatalf("%q did not sign in: %q", c.line, rec.replies())
			}
			if _, ok := e.PendingApproval(); ok {
				say(t, e, "yes")
			}
			found := false
			for _, call := range p.Calls() {
				if call.Tool == c.tool && strings.Contains(fmt.Sprint(call.Args), c.value) {
					found = true
				}
			}
			if !found {
				t.Fatalf("%q: the request after the sign-in was dropped: %v\n%q", c.line, p.Calls(), rec.replies())
			}
			if leaks(rec, "1815") {
				t.Fatalf("%q shows the PIN", c.line)
			}
		})
	}
}

// R29, R50 (issue 24 round 11): a name after "open notes" is the owner
// of the sign-in, not a note's title: the PIN typed next opens the notes,
// and "Whose notes?" is never asked. A note named by "the note" is still
// a title.
func TestOwnerAfterOpenNotes(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"open notes ada", "please open my notes ada", "unlock notes ada pls", "open up notes ada", "open notes ada please"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, line)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
				t.Fatalf("%q: the PIN is not asked next: %q", line, rec.replies())
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" || p.CallsOf("get_note") != 0 {
				t.Fatalf("%q then the PIN did not open ada's notes: %q", line, rec.replies())
			}
			if strings.Contains(strings.Join(rec.replies(), "\n"), "Whose notes") {
				t.Fatalf("%q: asked whose notes: %q", line, rec.replies())
			}
		})
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "open the note dentist")
	if strings.Contains(strings.Join(rec.notes(), "\n"), "said with the sign-in") {
		t.Fatalf("a note's title was taken for the owner: %q", rec.notes())
	}
}
