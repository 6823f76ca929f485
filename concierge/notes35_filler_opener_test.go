package concierge

import (
	"strings"
	"testing"
)

// Tryout 35's notes 01 and 13: after a task is done, a question, a
// thanks or a goodbye that opens with a filler ("ok", "so", "alright",
// "k", "well", "um") is read as what it is. Before, "ok whats in
// groceries" and "ok thx bye" were offered as note text ("Do you want me
// to keep … as a note?"), and "so what did i save" listed notes about
// "save". A plain statement, filler first or not, is still offered.
func TestFillerOpenerIsNoStatement(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		// questions about what is kept
		{"ok whats in groceries", "buy oat milk and eggs"},
		{"so what did i save", "groceries"},
		{"well what notes do i have", "groceries"},
		{"okay so whats in my notes", "groceries"},
		{"um wat notes have i got", "groceries"},
		{"hmm what did i write down", "groceries"},
		{"alright whats on my todo list", `"todo"`},
		// thanks
		{"k cool thanks", "welcome"},
		{"ok ty so much", "welcome"},
		{"alright cheers", "welcome"},
		// goodbyes
		{"ok thx bye", "Goodbye"},
		{"ok bye", "Goodbye"},
		{"k thanks see ya", "Goodbye"},
		{"well thats all, bye", "Goodbye"},
		{"alright im off, bye", "Goodbye"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := keptNotes(t)
			say(t, e, "ada 1815", "jot this down: buy oat milk and eggs, title it groceries", "yes")
			n := len(rec.replies())
			say(t, e, c.line)
			got := strings.Join(rec.replies()[n:], "\n")
			if strings.Contains(got, "as a note?") {
				t.Fatalf("%q offered as a note: %q", c.line, got)
			}
			for _, filler := range []string{"ok", "so", "well", "alright", "save", "um", "hmm", "write"} {
				if strings.Contains(got, `"`+filler) || strings.Contains(got, filler+`"`) {
					t.Errorf("%q: the filler %q is taken as a value: %q", c.line, filler, got)
				}
			}
			if !strings.Contains(got, c.want) {
				t.Errorf("%q: want %q in %q", c.line, c.want, got)
			}
		})
	}
	for _, line := range []string{"ok the bins go out on tuesday", "so the plumber comes at nine", "the shed key is under the pot"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := keptNotes(t)
			say(t, e, "ada 1815", "jot this down: buy oat milk and eggs, title it groceries", "yes", line)
			if !strings.Contains(rec.lastReply(), "as a note?") {
				t.Errorf("the statement %q is not offered as a note: %q", line, rec.replies())
			}
		})
	}
}
