package concierge

import "testing"

// Tryout 33 (notes 04): the owner's name said with "name" beside the
// request to open the notes is the owner: the PIN is asked next, never the
// name again, and the owner is never the word "name".
func TestOwnerSaidWithName(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"open my notes pls, name ada",
		"open my notes, the name's ada",
		"unlock my notes - name: ada",
		"open my notes, my name is ada",
		"open my notes names ada",
		"sign in, name is ada",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, line)
			if !containsIn(rec.replies(), "Please give the owner's PIN.") || containsIn(rec.replies(), "Whose notes?") {
				t.Fatalf("%q: %q", line, rec.replies())
			}
			say(t, e, "1815")
			if !containsIn(rec.replies(), "Your notes are open, ada.") {
				t.Fatalf("%q: %q", line, rec.replies())
			}
		})
	}
}
