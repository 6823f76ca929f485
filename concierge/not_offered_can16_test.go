package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 16: "can u X" where no agent does X is read as "do you
// do X": a plain no and what can be done here, never "I'm not sure how to
// help" with the whole menu; work an agent does still runs.
func TestCanYouDoWhatNobodyDoes(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"btw can u set reminders with alarms?",
		"can you sync with google calendar",
		"could u ring me when its due?",
		"hey can you also print things out",
		"could you play some music",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada", "1815")
			before := len(rec.replies())
			say(t, e, line)
			got := strings.Join(rec.replies()[before:], " ")
			if !strings.Contains(got, "No, I can't ") || !strings.Contains(got, "Here I can write a note") || strings.Contains(got, "not sure how to help") {
				t.Fatalf("%q answered %q", line, got)
			}
		})
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "ada", "1815", "can you add a note titled gym saying monday")
	if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "\"gym\"") {
		t.Fatalf("the note was not asked for: %q", rec.replies())
	}
}
