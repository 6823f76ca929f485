package concierge

import (
	"strings"
	"testing"
)

// A change of kind at a to-do's approval starts a note with the same text
// (and the title said with it, or asks for one), asked for its own yes;
// nothing is written before, and the switch is never the to-do's text.
func TestTodoSwitchedToNoteAtApproval(t *testing.T) {
	t.Parallel()
	for line, title := range map[string]string{
		"actually no make it a regular note instead, title landlord": "landlord",
		"save it as a note called mold":                              "mold",
		"hmm as a normal note pls, titled flat":                      "flat",
		"no not a todo, make it a note":                              "",
		"make it a note instead":                                     "",
		"could u put it as a plain note insted":                      "",
		"NO MAKE IT A NOTE. TITLE RENT":                              "RENT",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada")
			say(t, e, "1815")
			say(t, e, "add a todo: email landlord about the mold")
			say(t, e, line)
			last := rec.replies()[len(rec.replies())-1]
			if p.CallsOf("add_note") != 0 || strings.Contains(last, "to-do list?") {
				t.Fatalf("%q was not a switch to a note: %q", line, rec.replies())
			}
			if title == "" {
				if !strings.Contains(last, "title?") {
					t.Fatalf("%q: the note's title is not asked: %q", line, rec.replies())
				}
				say(t, e, "landlord")
				title = "landlord"
			}
			last = rec.replies()[len(rec.replies())-1]
			if !strings.Contains(last, `titled "`+title+`" saying "email landlord about the mold"?`) {
				t.Fatalf("%q: the note is not asked for approval with the to-do's text: %q", line, rec.replies())
			}
			say(t, e, "yes")
			if p.CallsOf("add_note") != 1 {
				t.Fatalf("%q: the note was not written once on yes: %q", line, rec.replies())
			}
		})
	}
}

// A note's approval switched to a to-do keeps the text and asks again.
func TestNoteSwitchedToTodoAtApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"no, a todo not a note", "put it on as a to do instead", "actualy make it a todo", "save it as a task instead pls", "make it a to-do, not a note"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada")
			say(t, e, "1815")
			say(t, e, "add a note titled rent saying pay rent friday")
			say(t, e, line)
			if last := rec.replies()[len(rec.replies())-1]; p.CallsOf("add_note") != 0 || !strings.Contains(last, `Put "pay rent friday" on your to-do list?`) {
				t.Fatalf("%q was not a switch to a to-do: %q", line, rec.replies())
			}
		})
	}
}
