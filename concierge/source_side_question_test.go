package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9 (§15, R50): a side question about another account's
// balance while a transfer waits leaves the transfer's source as it was
// pinned, and a switch said after it ("send it from savings instead") is
// applied against that source, never against the account the side
// question checked: the new summary names Savings and the yes sends from
// it.
func TestSourceSwitchAfterSideQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ side, change string }{
		{"what is my savings balance real quick", "ok no, send it from savings instead"},
		{"how much is in savings", "actually use savings instead"},
		{"whats in my savings account?", "hmm take it from savings then"},
		{"and savings?", "no, from savings"},
		{"quick q, savings balance?", "take it out of my savings instead"},
	} {
		t.Run(c.change, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "transfer 200 to 7654321", c.side)
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from Checking") {
				t.Fatalf("%q: the Checking transfer no longer waits: %q", c.side, rec.replies())
			}
			say(t, e, c.change)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "from Savings") {
				t.Fatalf("%q after %q: the source is not switched: %q", c.change, c.side, rec.replies())
			}
			say(t, e, "yes")
			if !containsIn(rec.replies(), "sent from Savings") || containsIn(rec.replies(), "sent from Checking") {
				t.Fatalf("%q: the money did not leave Savings: %q", c.change, rec.replies())
			}
		})
	}
}

// A side question that names the other account after one of the source's
// cues ("balance of savings") is answered while the call waits; the call
// keeps its source, and the yes sends from it.
func TestSideBalanceQuestionKeepsSource(t *testing.T) {
	t.Parallel()
	for _, side := range []string{"balance of savings pls", "whats the balance of my savings", "what's the balance of savings right now?", "tell me the balance of my savings first"} {
		t.Run(side, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "transfer 200 to 7654321", side)
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from Checking") || !containsIn(rec.replies(), "$5,000.00") {
				t.Fatalf("%q: not answered beside the Checking transfer: %q", side, rec.replies())
			}
			say(t, e, "yes")
			if !containsIn(rec.replies(), "sent from Checking") {
				t.Fatalf("%q: the money did not leave Checking: %q", side, rec.replies())
			}
		})
	}
}
