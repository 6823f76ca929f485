package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 5): a request of another agent's said beside a waiting
// approval is queued and said so, the approval is asked again, and after
// the yes both run, each once.
func TestSideRequestAtApprovalIsQueued(t *testing.T) {
	t.Parallel()
	for _, side := range []string{
		"hang on, can you also list my todos after?",
		"oh and show me my notes afterwards",
		"also list my notes when that's done",
		"could you list the notes after this please",
		"wait, list my notes too",
	} {
		e, rec, p := notesEngine(t)
		say(t, e, "write a note", "ada", "1815", "shopping", "buy milk")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("no approval: %q", rec.replies())
		}
		say(t, e, side)
		got := rec.lastReply()
		if _, ok := e.PendingApproval(); !ok || !strings.Contains(got, "After this I'll") || !strings.Contains(got, "Add a note titled") {
			t.Errorf("%q: %q", side, got)
			continue
		}
		say(t, e, "yes")
		if p.CallsOf("add_note") != 1 || p.CallsOf("list_notes") != 1 {
			t.Errorf("%q then yes: add_note %d, list_notes %d calls: %q", side, p.CallsOf("add_note"), p.CallsOf("list_notes"), rec.replies())
		}
	}
	// a pause alone queues nothing
	e, rec, p := notesEngine(t)
	say(t, e, "write a note", "ada", "1815", "shopping", "buy milk", "hang on", "yes")
	if p.CallsOf("list_notes") != 0 || p.CallsOf("add_note") != 1 {
		t.Errorf("a pause queued something: %q", rec.replies())
	}
}
