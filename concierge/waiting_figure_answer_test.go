package concierge

import (
	"strings"
	"testing"
)

// Tryout 41 bank 27: a bare figure said with the answer to "Which account
// should the money come from?" is the waiting transfer's amount, kept
// while the amount is missing, and the transfer goes to its yes (never
// past it). An account id or a code's shape beside the answer is no amount.
func TestFigureBesideSourceAnswerIsTheAmount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"60 from checking", "Transfer $60.00 from Checking"},
		{"ok 60 from checking", "Transfer $60.00 from Checking"},
		{"checking, 60", "Transfer $60.00 from Checking"},
		{"um 45.50 out of my savings pls", "Transfer $45.50 from Savings"},
		{"take 80 from savings", "Transfer $80.00 from Savings"},
		{"checkng 60", "Transfer $60.00 from Checking"},
		{"SAVINGS. 300", "Transfer $300.00 from Savings"},
		{"from savings, 75 dollars", "Transfer $75.00 from Savings"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "need to send some cash to 7654321", "seldo", "monkey", c.line)
		p, ok := e.PendingApproval()
		if !ok || !strings.Contains(p.Summary, c.want) {
			t.Errorf("%q: want the approval %q, got %v %q; replies %q", c.line, c.want, ok, p.Summary, rec.replies())
			continue
		}
		if strings.Contains(rec.lastReply(), "Done:") {
			t.Errorf("%q: money moved without a yes: %q", c.line, rec.lastReply())
		}
	}
	for _, line := range []string{"0420 from checking", "checking 7654321", "checking, pin 1815"} {
		e, rec := newBank(t, nil)
		say(t, e, "need to send some cash to 7654321", "seldo", "monkey", line)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "How much would you like to transfer") {
			t.Errorf("%q: want the amount asked, got %q", line, rec.lastReply())
		}
	}
}
