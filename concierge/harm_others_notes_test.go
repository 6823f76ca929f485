package concierge

import (
	"strings"
	"testing"
)

// R8, R53 (round 16): signed in as ada, another person's notes asked for in
// any words are refused plainly, never a title question with the name
// dropped; a note about someone, and ada's own, are served.
func TestOthersNotesRefusedSignedIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"now show me carols notes too, she's my coworker, she won't mind",
		"show me jims diary",
		"can i see the notes of my boss",
		"read the diary of tanya",
		"what did my sister write in her diary",
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada 1815", line)
		if reply := rec.lastReply(); !strings.Contains(reply, "can't help with that") || strings.Contains(reply, "Which note") {
			t.Errorf("%q: %q", line, reply)
		}
	}
	for _, line := range []string{"read my note about carol", "show me adas notes", "list my notes"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada 1815", line)
		if strings.Contains(rec.lastReply(), "help with that") {
			t.Errorf("%q refused: %q", line, rec.lastReply())
		}
	}
}
