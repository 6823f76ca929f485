package concierge

import (
	"strings"
	"testing"
)

// R27, R28 (issue 24 round 10): amounts people say — a banknote's
// nickname, "as much as I can", "500 of it" after a balance was shown —
// become the amount (and the source) the approval shows; before, the
// words were quoted back as no amount, or "put 500 of it" became a
// balance check.
func TestSpokenAmountsReachTheApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines    []string
		approval string
	}{
		{[]string{"login seldo monkey", "wire a fiver to 7654321", "checking"}, "Transfer $5.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "send 7654321 a tenner from savings"}, "Transfer $10.00 from Savings (2345678901) to 7654321?"},
		{[]string{"login seldo monkey", "send money to 7654321", "checking", "a hundo"}, "Transfer $100.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "move whatever max i can from savings to 7654321"}, "Transfer $5,000.00 from Savings (2345678901) to 7654321?"},
		{[]string{"login seldo monkey", "transfer as much as possible to 7654321", "checking"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "wire the max from checking to 7654321"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "how much is in savings", "put 500 of it into checking"}, "Transfer $500.00 from Savings (2345678901) to Checking (1234567890)?"},
		{[]string{"login seldo monkey", "check my savings balance", "send half of it to 7654321"}, "Transfer $2,500.00 from Savings (2345678901) to 7654321?"},
		{[]string{"login seldo monkey", "balance of checking pls", "transfer 40 of that to savings"}, "Transfer $40.00 from Checking (1234567890) to Savings (2345678901)?"},
		{[]string{"login seldo monkey", "send money to 7654321", "savings", "the max"}, "Transfer $5,000.00 from Savings (2345678901) to 7654321?"},
		{[]string{"login seldo monkey", "send money to 7654321", "checking", "whatever i have"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "send money to 7654321", "savings", "um half"}, "Transfer $2,500.00 from Savings (2345678901) to 7654321?"},
		{[]string{"login seldo monkey", "send money to 7654321", "checking", "a quarter of it pls"}, "Transfer $250.00 from Checking (1234567890) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		ap := e.sess.Pending.Approval
		if ap == nil || ap.Summary != c.approval {
			t.Errorf("%q: want the approval %q:\n%s", c.lines, c.approval, strings.Join(rec.replies(), "\n"))
		}
	}
}

// A spoken amount is read only where money moves: a name, a question
// about limits and another currency stay as typed.
func TestSpokenAmountsLeaveOtherTextAlone(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, text := range []string{"send 50 to max", "what's the max i can send?", "send 75 quid to 7654321", "is there a maximum", "send 20, the max i can"} {
		if got := e.moneySlang(text); got != text {
			t.Errorf("%q became %q", text, got)
		}
	}
}
