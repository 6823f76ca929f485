package concierge

import (
	"strings"
	"testing"
)

// Tryout 37 (01, 05): "what've i got in there", "whats in there" and the
// like list the notes, never "Do you want me to keep … as a note?"; a
// sentence of self-talk before the question ("i forgot.", "oh right i
// never made that one.") narrows nothing: every note is listed.
func TestKeptAskedInThereListsAll(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"k what've i got in there now",
		"whats in there",
		"whatve i got",
		"what do i have",
		"ok what do i have in there",
		"so whats there then?",
		"WHAT DO I HAVE",
		"oh right i never made that one. fine whats there then",
		"i forgot. ok what have i got then",
		"ugh i forgot. so whats in there",
	} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "add a note titled gym saying legs", "yes", "add a note titled rent saying pay landlord", "yes")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if !containsIn(after, "Notes: gym, rent") || containsIn(after, "as a note?") || containsIn(after, "Nothing matches") {
			t.Errorf("%q: want every note listed:\n%s", line, strings.Join(after, "\n"))
		}
	}
}
