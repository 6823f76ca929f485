package concierge

import (
	"strings"
	"testing"
)

// R50, R53 (issue 24 round 10, kind 3): the last transfer asked for again
// in any words starts a new transfer with the same values — and a figure
// said with it as the new amount — which asks for its own approval;
// nothing moves on the old yes. Before, "again same thing" and "do that
// again" were not understood, "do it again but 20" was refused as an
// undo, and "same again but 20" sent the old amount with "20" unused.
func TestTheLastTransferAgain(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		again, approval string
	}{
		{"again same thing", "Transfer $500.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"do that again pls", "Transfer $500.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"ok one more time", "Transfer $500.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"same again but 20", "Transfer $20.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"do it again but with 35.50", "Transfer $35.50 from Savings (2345678901) to Checking (1234567890)?"},
		{"same thing for 75 this time", "Transfer $75.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"same again to 1234324", "Transfer $500.00 from Savings (2345678901) to 1234324?"},
		{"repeat my last transfer", "Transfer $500.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"again pls", "Transfer $500.00 from Savings (2345678901) to Checking (1234567890)?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "transfer 500 from savings to checking", "yes")
		if e.sess.Last == nil || e.sess.Last.Agent != "transfer_money" {
			t.Fatalf("setup: no finished transfer:\n%s", strings.Join(rec.replies(), "\n"))
		}
		moved := e.Fact("account_balance")
		say(t, e, c.again)
		ap := e.sess.Pending.Approval
		if ap == nil || ap.Summary != c.approval {
			t.Errorf("%q: want the approval %q:\n%s", c.again, c.approval, strings.Join(rec.replies(), "\n"))
			continue
		}
		if e.Fact("account_balance") != moved {
			t.Errorf("%q: money moved before a yes", c.again)
		}
		if containsIn(rec.replies(), "didn't use") {
			t.Errorf("%q: a value was left unused:\n%s", c.again, strings.Join(rec.replies(), "\n"))
		}
	}
}

// Asking for words again is no repeat of the work.
func TestSayItAgainIsNoRepeat(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"can you say that one more time?", "sorry, tell me the same thing again"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "transfer 500 from savings to checking", "yes", text)
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: started a transfer:\n%s", text, strings.Join(rec.replies(), "\n"))
		}
	}
}
