package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R55 (issue 24, round 15): a password inside a note's text is left out
// the same way on every path into the value — the first request, an
// answer at the text question, a correction there or at the approval,
// "<thing> password is X", "pw: X", "the wifi code is X" — and said so.
// "password is hunter2" was left out, but "router password is hunter22"
// typed next went into the approval, the note and the store.
func TestPasswordInNoteTextLeftOutOnEveryPath(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"write a note titled wifi with the text password is hunter22"},
		{"write a note titled wifi", "router password is hunter22"},
		{"write a note titled wifi with the text password is hunter2", "sorry the text should say router password is hunter22"},
		{"write a note titled wifi", "the wifi code is hunter22"},
		{"new note called logins", "my gmail pw: hunter22"},
		{"write a note titled wifi with the text hall cupboard", "make the text say router password is hunter22"},
		{"note titled gate saying the gate code = hunter22, press hash after"},
	} {
		t.Run(strings.Join(lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, append([]string{"ada 1815"}, lines...)...)
			if !strings.Contains(rec.dump(), "left out what looked like a password") {
				t.Errorf("the cut is not said:\n%s", strings.Join(rec.replies(), "\n"))
			}
			if _, ok := e.PendingApproval(); ok {
				say(t, e, "yes")
			}
			for _, secret := range []string{"hunter22", "hunter2"} {
				if strings.Contains(rec.dump(), secret) {
					t.Errorf("%s reached an event:\n%s", secret, rec.dump())
				}
				if strings.Contains(fmt.Sprint(e.Session().Messages), secret) {
					t.Errorf("%s reached a stored message", secret)
				}
				if strings.Contains(fmt.Sprint(p.Calls()), secret) {
					t.Errorf("%s reached a tool call: %v", secret, p.Calls())
				}
			}
		})
	}
}

// A household key's place is no code: "the door key is under the mat" is
// written as said.
func TestKeyPlaceIsNoCode(t *testing.T) {
	t.Parallel()
	e, rec, p := notesEngine(t)
	say(t, e, "ada 1815", "write a note titled keys saying the door key is under the mat", "yes")
	if !strings.Contains(fmt.Sprint(p.Calls()), "under the mat") {
		t.Errorf("the note lost its words: %v\n%s", p.Calls(), rec.dump())
	}
}
