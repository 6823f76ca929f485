package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 notes 10, 11: a question about the product at a note's title
// or text is answered from what the product knows and the question asked
// again; it never becomes the note, nor "outside what I can help with".
func TestProductAskedAtNoteSlot(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, want string }{
		{"wait who made you?", "I'm concierge, an automated assistant"},
		{"hang on, who built this app", "I'm concierge, an automated assistant"},
		{"who created u", "I'm concierge, an automated assistant"},
		{"WHO MADE THIS THING?", "I'm concierge, an automated assistant"},
		{"um whos behind this app", "I'm concierge, an automated assistant"},
		{"is this private?", "kept in this app's own store for ada"},
		{"can others see this?", "kept in this app's own store for ada"},
		{"r my notes private", "kept in this app's own store for ada"},
		{"can anyone else read my notes", "kept in this app's own store for ada"},
		{"wait is this note privte? is it confidential", "kept in this app's own store for ada"},
		{"will other people see my notes?", "kept in this app's own store for ada"},
	}
	for _, c := range cases {
		for _, at := range []string{"title", "text"} {
			e, rec, _ := keptNotes(t)
			say(t, e, "ada 1815", "make a new note")
			if at == "text" {
				say(t, e, "recipe")
			}
			n := len(rec.replies())
			say(t, e, c.line)
			after := rec.replies()[n:]
			if !containsIn(after, c.want) || containsIn(after, "outside what I can help") || !containsIn(after, "?") {
				t.Errorf("%q at the %s: want %q and the question again:\n%s", c.line, at, c.want, strings.Join(after, "\n"))
			}
			if _, ok := e.PendingApproval(); ok {
				t.Errorf("%q at the %s: taken as a value:\n%s", c.line, at, strings.Join(after, "\n"))
			}
			if at == "text" {
				say(t, e, "2 cups flour")
				if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != "2 cups flour" {
					t.Errorf("%q: the text after it is not the note's: %v", c.line, ap.Args)
				}
			}
		}
	}
	// a note's text that mentions these words is still the text
	e, _, _ := keptNotes(t)
	say(t, e, "ada 1815", "make a new note", "party", "keep the guest list private")
	if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != "keep the guest list private" {
		t.Errorf("a statement is not taken as the text: %v", ap.Args)
	}
}
