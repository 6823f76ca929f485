package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 2: "what do i have", "show me everything i
// saved" ask what the user has kept: the notes are listed (after the
// sign-in), never the menu. A domain with no listing reads them as before.
func TestKeptAskedLists(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what do i have",
		"show me everything i saved",
		"what have i got so far",
		"anything saved?",
		"ok what did i write down",
		"show me all my stuff",
	} {
		e, rec, p := notesEngine(t)
		say(t, e, "ada 1815", line)
		if p.CallsOf("list_notes") != 1 || !strings.Contains(strings.Join(rec.replies(), "\n"), "No notes yet") {
			t.Errorf("%q: %d lists, %q", line, p.CallsOf("list_notes"), rec.lastReply())
		}
		// before the sign-in: the sign-in first, then the list
		e, rec, p = notesEngine(t)
		say(t, e, line, "ada", "1815")
		if p.CallsOf("list_notes") != 1 {
			t.Errorf("%q signed out: %d lists, %q", line, p.CallsOf("list_notes"), strings.Join(rec.replies(), "\n"))
		}
	}
	// the bank has no one listing: not read as a list there
	e, _ := newBank(t, nil)
	if c, ok := e.keptRead("what do i have"); ok {
		t.Errorf("bank: read as %s", c)
	}
}
