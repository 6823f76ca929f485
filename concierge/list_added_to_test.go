package concierge

import (
	"strings"
	"testing"
)

// Round 41 notes 03: "ADD BUY PRINTER INK TO IT" right after the to-do
// list was shown got "I'm not sure how to help with that". "it", "there",
// "the list" after the to-do list is that list; anywhere else nothing is
// read into it.
func TestAddedToTheToDoListJustShown(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, todo string }{
		{"ADD BUY PRINTER INK TO IT", "BUY PRINTER INK"},
		{"ok put call the bank on there", "call the bank"},
		{"stick renew passport on that list pls", "renew passport"},
		{"also add water the plants to it.", "water the plants"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newDomainFor(t, "notes")
			say(t, e, "ada 1815")
			say(t, e, "whats on my todo list")
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != `Put "`+c.todo+`" on your to-do list?` {
				t.Fatalf("%q after the to-do list: %+v %q", c.line, ap, rec.replies())
			}
		})
	}
	e, rec := newDomainFor(t, "notes")
	say(t, e, "ada 1815")
	say(t, e, "add buy milk to it")
	if ap, ok := e.PendingApproval(); ok && strings.Contains(ap.Summary, "to-do list") {
		t.Errorf("with no list shown, \"it\" was read as the to-do list: %+v %q", ap, rec.replies())
	}
}
