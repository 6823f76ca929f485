package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 7): another agent's own request said at an approval,
// with no "after" word, is queued and said so, the approval is asked
// again (never "I don't know that"), and after the yes both run, once.
func TestRequestAtApprovalIsQueued(t *testing.T) {
	t.Parallel()
	for _, side := range []string{
		"what's left to do",
		"show me my notes",
		"erm what notes have i got",
		"list my todos",
		"What's on my to-do list",
		"how many notes have i got",
		"hold on whats already on my todo list",
	} {
		e, rec, p := notesEngine(t)
		say(t, e, "unlock my notes", "ada", "1815", "add to my to-do list water the plants")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("no approval: %q", rec.replies())
		}
		say(t, e, side)
		got := rec.lastReply()
		if _, ok := e.PendingApproval(); !ok || !strings.Contains(got, "After this I'll list the notes") || !strings.Contains(got, "Put \"water the plants\"") || strings.Contains(got, "don't know") {
			t.Errorf("%q at the approval: %q", side, got)
			continue
		}
		if p.CallsOf("list_notes") != 0 {
			t.Errorf("%q ran the list before the answer", side)
		}
		say(t, e, "yes")
		if p.CallsOf("add_note") != 1 || p.CallsOf("list_notes") != 1 {
			t.Errorf("%q then yes: add_note %d, list_notes %d calls: %q", side, p.CallsOf("add_note"), p.CallsOf("list_notes"), rec.replies())
		}
	}
}

// The bank's "check my balance" at a transfer's approval is still
// answered at once (its digression), not queued.
func TestBalanceAtTransferApprovalStillAnswered(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "seldo", "monkey", "send 20 from checking to 2345678901")
	if _, ok := e.PendingApproval(); !ok {
		t.Fatalf("no approval: %q", rec.replies())
	}
	say(t, e, "check my balance")
	if got := rec.lastReply(); strings.Contains(got, "After this") {
		t.Errorf("queued: %q", got)
	}
}
