package concierge

import (
	"slices"
	"strings"
	"testing"
)

// A misspelt title with one close note takes that note: the approval names
// it, and only its yes deletes it.
func TestMisspeltTitleTakesTheCloseNote(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"delet the shoping note",
		"remove the note shoppng",
		"DELETE THE SHOPING NOTE",
		"erase the note called shoppign pls",
		"bin the shppping note",
		"get rid of my Shoping note",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, s := notesWith(t, "shopping", "bread n jam", "work", "standup at 9")
			say(t, e, "ada 1815", line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != `Delete the note "shopping" for good?` || !containsIn(rec.replies(), `you mean "shopping"`) || len(s.titles) != 2 {
				t.Fatalf("%q: approval %q (%v): %q", line, ap.Summary, ok, rec.replies()[2:])
			}
			say(t, e, "yes")
			if slices.Contains(s.titles, "shopping") || !slices.Contains(s.titles, "work") {
				t.Fatalf("%q: shopping not deleted alone: %q", line, s.titles)
			}
		})
	}
}

// Two close titles are no guess: it is said that there is no such note.
func TestMisspeltTitleTwoCloseNotesNoGuess(t *testing.T) {
	t.Parallel()
	e, rec, s := notesWith(t, "shopping", "bread", "shipping", "parcel")
	say(t, e, "ada 1815", "delete the shiping note")
	if _, ok := e.PendingApproval(); ok || len(s.titles) != 2 || !strings.Contains(strings.Join(rec.replies(), "\n"), `no note called "shiping"`) {
		t.Fatalf("a guess between two: %q", rec.replies()[2:])
	}
}
