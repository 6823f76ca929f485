package concierge

import (
	"strings"
	"testing"
)

// R28, R50 (issue 24 round 9): a transfer typed in shorthand — a short
// verb, an arrow between its ends, accounts cut short, "k" thousands —
// keeps every value through the questions that follow, signed in or not,
// and the approval shows them all.
func TestTransferShorthandKeepsItsValues(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines    []string
		approval string
	}{
		{[]string{"login seldo monkey", "xfer 1.5k sav -> 7654321"}, "Transfer $1,500.00 from Savings (2345678901) to 7654321?"},
		{[]string{"login seldo monkey", "mv 200 chk→sav"}, "Transfer $200.00 from Checking (1234567890) to Savings (2345678901)?"},
		{[]string{"login seldo monkey", "send 2k from sav to 1234324 pls"}, "Transfer $2,000.00 from Savings (2345678901) to 1234324?"},
		{[]string{"trf 300 chk > 7654321", "seldo", "monkey"}, "Transfer $300.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "pls xfer $75 svgs=>chkg"}, "Transfer $75.00 from Savings (2345678901) to Checking (1234567890)?"},
		{[]string{"login seldo monkey", "send 100 to 7654321", "mv 250 sav->7654321"}, "Transfer $250.00 from Savings (2345678901) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		ap := e.sess.Pending.Approval
		if ap == nil || ap.Summary != c.approval {
			t.Errorf("%q: want the approval %q:\n%s", c.lines, c.approval, strings.Join(rec.replies(), "\n"))
		}
	}
}

// The shorthand is spelled out only where it is one: a figure compared
// with ">" and words that are English stay as typed.
func TestShorthandLeavesOtherTextAlone(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, text := range []string{"if balance > 500 tell me", "save 20 for later", "move on"} {
		if got := e.moneyShorthand(text); got != text {
			t.Errorf("%q became %q", text, got)
		}
	}
}
