package concierge

import (
	"strings"
	"testing"
)

// A request that holds only on a balance is checked against the balance
// checked for it: a condition that fails proposes nothing and says why;
// one that holds is said in front of the approval; its number is never a
// value "not used" (R27, R7).
func TestBalanceConditionChecked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines  []string
		holds  bool
		amount string
	}{
		{[]string{"login seldo monkey", "what's in checking, and if it is above 800 dollars transfer 100 to 7654321", "yes"}, true, "$100.00"},
		{[]string{"login seldo monkey", "show my checking balance and if it's over $1,500 send 100 to 7654321", "yes"}, false, ""},
		{[]string{"login seldo monkey", "send 50 to 1234324 from checking but only if i have more than 500"}, true, "$50.00"},
		{[]string{"login seldo monkey", "if my savings has at least 6000 in it, move 200 to checking"}, false, ""},
		{[]string{"login seldo monkey", "as long as savings is above 4000 transfer 300 from savings to 7654321"}, true, "$300.00"},
		{[]string{"login seldo monkey", "checking", "pay 7654321 40 dollars if the balance is under 200"}, false, ""},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		last := c.lines[len(c.lines)-1]
		if strings.Contains(all, "didn't use") {
			t.Errorf("%q: the condition's number said back: %q", last, all)
		}
		ap, waits := e.PendingApproval()
		if c.holds {
			if !waits || !strings.Contains(ap.Summary, "Transfer "+c.amount) || !strings.Contains(all, "balance is ") || !strings.Contains(all, ", so:") {
				t.Errorf("%q: want the transfer asked, said to hold: %v %q", last, waits, all)
			}
			continue
		}
		if waits || !strings.Contains(all, "which is not") || e.sess.Facts["account_balance"] != map[bool]string{true: "5000.00", false: "1000.00"}[strings.Contains(all, "Savings balance")] {
			t.Errorf("%q: want nothing asked and the failed condition said: %v %q", last, waits, all)
		}
	}
}
