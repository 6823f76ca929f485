package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 notes 05: a correction naming only the part of a to-do it
// changes replaces that part; one sharing no word replaces the whole.
func TestPartialCorrectionOfTodo(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ todo, fix, want string }{
		{"add buy milk and eggs to my todo", "actually oat milk", "buy oat milk and eggs"},
		{"add buy milk and eggs to my todo", "wait, make it oat milk", "buy oat milk and eggs"},
		{"add ring mum on sunday to my todo", "sorry i meant saturday", "ring mum on saturday"},
		{"add buy milk and eggs to my todo", "make it call mum instead", "call mum"},
		{"add get milk n bread to my todo", "Actually OAT milk", "get OAT milk n bread"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", c.todo, c.fix)
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, `"`+c.want+`"`) {
			t.Errorf("%q then %q: want %q asked:\n%s", c.todo, c.fix, c.want, strings.Join(rec.replies(), "\n"))
		}
	}
}
