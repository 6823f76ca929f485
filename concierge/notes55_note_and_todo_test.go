package concierge

import (
	"strings"
	"testing"
)

// Tryout 40 (notes, 17): "remember that the plumber comes tuesday and also
// put call mum on my todo list" became ONE to-do holding both. A line that
// writes a note down and also puts a thing on the to-do list is two
// requests: a note and a to-do, each with its own approval.
func TestNoteAndAlsoTodoAreTwoRequests(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"remember that the plumber comes tuesday and also put call mum on my todo list",
		"Remember that the vet is on friday and also add walk the dog to my to-do list",
		"jot down that bins go out monday and also put pay rent on my todo",
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815")
		n := len(rec.replies())
		say(t, e, line)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "1. Write a note") || !strings.Contains(got, "2. Add a to-do") || strings.Contains(got, "and also") {
			t.Errorf("%q: want a note and a to-do planned apart:\n%s", line, got)
		}
	}
}
