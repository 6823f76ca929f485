package concierge

import (
	"strings"
	"testing"
)

// Tryout 41 (notes 06): "let me in" / "lemme in" is a sign-in, and the
// name said with it is the owner; a name said again after a complaint
// ("i just said, ada") is the owner too. Before, the name was dropped
// ("Whose notes?") and the complaint judged as a bad owner.
func TestNotes57LetMeInTakesTheName(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok lemme in. ada", "let me in, ada", "lemme in im ada", "LET ME IN AS ADA", "Let Me In pls. ada"} {
		e, rec, _ := notesEngine(t)
		say(t, e, line)
		if r := rec.replies(); !containsIn(r, "PIN") || containsIn(r, "Whose notes") {
			t.Errorf("%q: want the PIN asked:\n%s", line, strings.Join(r, "\n"))
			continue
		}
		say(t, e, "1815")
		if r := rec.replies(); !containsIn(r, "Your notes are open, ada") {
			t.Errorf("%q: want signed in:\n%s", line, strings.Join(r, "\n"))
		}
	}
}

func TestNotes57OwnerSaidAgainAfterComplaint(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"i just said, ada", "i told you, ada", "like i said ada", "I ALREADY TOLD YOU: ada", "as i said, Ada"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "open my notes")
		n := len(rec.replies())
		say(t, e, line)
		if r := rec.replies()[n:]; !containsIn(r, "PIN") || containsIn(r, "couldn't take") {
			t.Errorf("%q: want the PIN asked:\n%s", line, strings.Join(r, "\n"))
			continue
		}
		say(t, e, "1815")
		if r := rec.replies(); !containsIn(r, "Your notes are open, ada") {
			t.Errorf("%q: want signed in:\n%s", line, strings.Join(r, "\n"))
		}
	}
}
