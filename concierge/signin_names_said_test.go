package concierge

import (
	"strings"
	"testing"
)

// R29, R53 (issue 24, round 13): a sign-in's username comes only from a
// sign-in cue or the username question. "names" as a plural ("people with
// english names, block …") and another's name ("his name's zorbo", "whose
// name is zorbo") name no username; "names ada" at the start still does.
func TestNamesOfOthersAreNoUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i want to send money to people with long names, block the rest",
		"sort my payees by their names, zorbo first",
		"his name's zorbo, send him 50",
		"the guy whose name is zorbo wants 20",
		"pay everyone with short names, quickly",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if strings.Contains(strings.Join(rec.notes(), "\n"), "said with the sign-in") {
				t.Fatalf("%q: a word was taken for the username: %q", line, rec.notes())
			}
		})
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "names ada, open my notes")
	if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
		t.Fatalf("\"names ada\" no longer names the owner: %q", rec.replies())
	}
}
