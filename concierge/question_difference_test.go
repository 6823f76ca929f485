package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24): a side question comparing two things of the domain at a
// notes approval is answered from what the agents do, and the approval is
// asked again; nothing runs, nothing changes.
func TestDifferenceAskedAtAnApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"actually what's the diff between a note and a todo?",
		"how is a to-do different from a note",
		"note vs todo?",
		"whats the difference between a todo and a note",
		"hmm, what is the difference between a note and a to-do list?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "add a note titled keys saying spare set is in the shed")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "Adds a note with a title and a text") || !strings.Contains(r, "Puts one thing to do on the list") {
				t.Errorf("%q: not answered from the agents' descriptions: %q", line, r)
			}
			if _, ok := e.PendingApproval(); !ok || !strings.Contains(r, "Add a note titled \"keys\"") || p.CallsOf("add_note") != 0 {
				t.Errorf("%q: the approval is not asked again, or the call ran: %q", line, r)
			}
			say(t, e, "yes")
			if p.CallsOf("add_note") != 1 {
				t.Errorf("%q then yes: the note was not added: %q", line, rec.replies())
			}
		})
	}
}

// Two words no agent names are no such question: answered as before.
func TestDifferenceOfUnknownThings(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "whats the difference between a cat and a dog")
	if strings.Contains(rec.lastReply(), "Adds a note") {
		t.Errorf("answered from the agents: %q", rec.lastReply())
	}
}
