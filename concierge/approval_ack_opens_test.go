package concierge

import (
	"strings"
	"testing"
)

// R50's fixed yes gate (issue 24 round 8): an "ok", "k", "alright" or
// "sure" that opens a question or another request only takes the turn:
// the question is answered or the request queued, the approval asked
// again, and no money moves. A clear yes with a request after it still
// approves, and the request runs after.
func TestAckOpeningMoreDoesNotApprove(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"ok then whats tsla at", "TSLA"},
		{"k whats my savings balance", "Savings account (2345678901) has a balance"},
		{"alright, is there a fee", "Please answer yes or no"},
		{"sure, how much will i have left", "$950.00"},
		{"okay and what's apple trading at", "AAPL"},
		{"all right so how is nvidia doing", "NVDA"},
		{"sure. who do i contact about 7654321", "I can't tell you who is behind account 7654321"},
		{"fine, is the amount right", "The amount is $50.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 50 to 7654321", c.line)
			if containsIn(rec.replies(), "Done: $50.00 sent") || strings.Trim(balance(t, e, "1234567890"), "1000.") != "" {
				t.Fatalf("%q moved the money: %q", c.line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q: the approval is gone: %q", c.line, rec.replies())
			}
			if !containsIn(rec.replies(), c.want) || !strings.Contains(rec.lastReply(), "Transfer $50.00 from Checking (1234567890) to 7654321?") {
				t.Errorf("%q: %q", c.line, rec.replies())
			}
		})
	}
	for _, line := range []string{"yes, then whats tsla at", "yep and after that whats tsla at", "go ahead, then whats tsla at", "ok send it, then whats tsla at", "ok do it and then whats tsla at"} {
		t.Run("yes "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 50 to 7654321", line)
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("%q did not approve: %q", line, rec.replies())
			}
			if !containsIn(rec.replies(), "TSLA") {
				t.Errorf("%q: the request after the yes was lost: %q", line, rec.replies())
			}
		})
	}
}

// At a note's approval, an ok that opens another agent's request queues it
// for after the answer ("After this I'll …"), and nothing is written yet.
func TestAckOpeningRequestQueuesIt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok show me my notes", "k, list my notes", "alright then what notes do i have"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", "add a note titled groceries saying buy milk", line)
			if _, ok := e.PendingApproval(); !ok || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q approved the note: %q", line, rec.replies())
			}
			if got := rec.lastReply(); !strings.Contains(got, "After this I'll") || !strings.Contains(got, "Please answer yes or no") {
				t.Errorf("%q: %q", line, got)
			}
		})
	}
}

func TestAckOpens(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"ok then whats tsla at": "whats tsla at", "k, what's my balance": "what's my balance",
		"all right so is it free": "is it free", "okay": "", "yes and check savings": "", "sure thing, whats nvda at": "thing, whats nvda at",
	} {
		if got, _ := ackOpens(text); got != want {
			t.Errorf("ackOpens(%q) = %q, want %q", text, got, want)
		}
	}
}
