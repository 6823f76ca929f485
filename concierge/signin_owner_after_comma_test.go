package concierge

import (
	"strings"
	"testing"
)

// The owner said after a sign-in request, set off by a comma or a dash,
// is the owner (round 36's notes 13): the PIN is asked next, never
// "Whose notes?" with the name just given.
func TestOwnerAfterACommaIsTheOwner(t *testing.T) {
	for _, said := range []string{
		"open them, ada",
		"i dont trust this. open them, ada",
		"log me in - ada",
		"unlock - ada",
		"open my notes, ada please",
	} {
		t.Run(said, func(t *testing.T) {
			e, rec := newDomainFor(t, "notes")
			say(t, e, said)
			if !strings.Contains(rec.lastReply(), "PIN") || strings.Contains(strings.Join(rec.notes(), "\n"), "is , said") {
				t.Fatalf("the owner was not taken: %q %q", rec.replies(), rec.notes())
			}
			say(t, e, "1815")
			if !containsIn(rec.replies(), "Your notes are open, ada") {
				t.Fatalf("not signed in as ada: %q", rec.replies())
			}
		})
	}
	for _, said := range []string{"log in please", "open my notes, thanks", "add a note, milk"} {
		t.Run(said, func(t *testing.T) {
			e, rec := newDomainFor(t, "notes")
			say(t, e, said)
			if !strings.Contains(rec.lastReply(), "Whose notes?") {
				t.Fatalf("a word was taken as the owner: %q", rec.replies())
			}
		})
	}
}
