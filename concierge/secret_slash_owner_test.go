package concierge

import (
	"strings"
	"testing"
)

// Round 35's notes 11 (severe): an owner and a PIN joined by a slash or a
// bar, with more requests after them, showed the PIN in clear. It is
// masked wherever the line is shown or kept, and the notes open with it.
func TestAPinAfterASlashBesideTheOwnerIsMasked(t *testing.T) {
	t.Parallel()
	for _, said := range []string{
		"need to get into my notes, ada / 1815, then add 2 todos: pay rent and water plants",
		"ada / 1815, then add a todo: pay rent",
		"ada | 1815, then show my notes and add a todo: call mum",
		"open my notes - ada / 1815 - and list them",
		"ada/1815, then add a todo: email the landlord",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newDomainFor(t, "notes")
			say(t, e, said)
			if strings.Contains(rec.dump(), "1815") {
				t.Fatalf("the PIN shows: %s", rec.dump())
			}
			for _, m := range e.sess.Messages {
				if strings.Contains(m.Text, "1815") {
					t.Fatalf("the PIN is kept in clear: %q", m.Text)
				}
			}
		})
	}
}
