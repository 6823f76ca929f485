package concierge

import (
	"strings"
	"testing"
)

// Round 32's 02: several things said to the to-do list with a count or in
// the plural are one to-do each, each approved on its own; "add X to my
// todos" adds, never lists. A list said to the list in the singular stays
// one to-do (TestListedItemsAreTheNotesText).
func TestTodoItemsOneEach(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line  string
		items []string
	}{
		{"i need 2 things on my todo list: renew passport, book the vet for rex", []string{"renew passport", "book the vet for rex"}},
		{"add milk, eggs and bread to my todos", []string{"milk", "eggs", "bread"}},
		{"add buy milk and call gran to my todos", []string{"buy milk", "call gran"}},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", c.line)
			for i, it := range c.items {
				ap, ok := e.PendingApproval()
				if !ok || !strings.Contains(ap.Summary, `"`+it+`"`) || p.CallsOf("add_note") != i {
					t.Fatalf("%q: item %d: approval %q (%v), want %q: %q", c.line, i, ap.Summary, ok, it, rec.replies())
				}
				say(t, e, "yes")
			}
			if p.CallsOf("add_note") != len(c.items) || containsIn(rec.replies(), "There are no notes") {
				t.Fatalf("%q: %d to-dos written, want %d: %q", c.line, p.CallsOf("add_note"), len(c.items), rec.replies())
			}
		})
	}
}
