package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 5): the items after a list's lead are the note's text,
// taken whole: none of them is a request of its own, nor something the
// product cannot do ("pay council tax" on a to-do list is no bill paid).
func TestListedItemsAreTheNotesText(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, items string }{
		{"add to my to-do list: renew passport, pay council tax", "renew passport, pay council tax"},
		{"please put on my todo list: pay the water bill and buy some shares", "pay the water bill and buy some shares"},
		{"add to my list - cancel the gym membership, book flights", "cancel the gym membership, book flights"},
		{"can you add to my to do list: transfer money to mum, renew the car insurance", "transfer money to mum, renew the car insurance"},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, c.line, "ada", "1815")
		a, ok := e.PendingApproval()
		if !ok || !strings.Contains(a.Args["title"], c.items) {
			t.Errorf("%q: approval %+v (%v), replies %q", c.line, a, ok, rec.replies())
		}
		if got := strings.Join(rec.replies(), "\n"); strings.Contains(got, "I can't") {
			t.Errorf("%q: an item read as a request: %q", c.line, got)
		}
	}
	for _, s := range []string{"show my todo list", "what's on my to-do list", "add a todo", "pay my council tax"} {
		if _, ok := listedItems(s); ok {
			t.Errorf("%q is read as a list's items", s)
		}
	}
	for _, s := range []string{"remind me to call mum and pay the gas", "to-do: milk, rent", "note to self: buy stamps"} {
		if _, ok := listedItems(s); !ok {
			t.Errorf("%q is not read as a list's items", s)
		}
	}
}
