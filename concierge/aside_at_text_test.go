package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 14), kind 3: a side question at a free-text slot is
// answered and the slot asked again — never taken as the title.
func TestSideQuestionAtTitleIsNoTitle(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"hmm whats the max length of a note btw",
		"what's the max length of a note?",
		"how long can a title be btw",
		"oh is there a limit on notes?",
		"ok how many notes can i have btw",
	} {
		t.Run(q, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "write a note", "ada", "1815")
			n := len(rec.replies())
			say(t, e, q)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.HasSuffix(said, "What is the note's title?") {
				t.Fatalf("%q: the title was not asked again:\n%s", q, said)
			}
			say(t, e, "ideas", "build a treehouse")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, `"ideas"`) {
				t.Fatalf("%q: approval %v %q", q, ok, ap.Summary)
			}
		})
	}
}

// A title that is no question, or only looks like one, is still the title.
func TestTitleNotTakenForAnAside(t *testing.T) {
	t.Parallel()
	for _, title := range []string{"what to pack", "how to bake bread", "questions for the doctor"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "write a note", "ada", "1815", title, "some text")
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, title) {
			t.Errorf("%q: approval %v %q; replies %q", title, ok, ap.Summary, rec.replies())
		}
	}
}
