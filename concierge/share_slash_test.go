package concierge

import "testing"

// A fraction typed with a slash is a share of the balance, like "a
// quarter" (round 36: "idk like 1/4 of what's in checking" asked $1.00
// and dropped the 4); a date is no share.
func TestSlashFractionIsAShareOfTheBalance(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"send 1/4 of what's in checking to savings"}, "Transfer $250.00 from Checking"},
		{[]string{"move 3/4 of savings to checking"}, "Transfer $3,750.00 from Savings"},
		{[]string{"transfer 2/3 of my checking balance to 7654321"}, "Transfer $666.66 from Checking"},
		{[]string{"pls send 1/10 of my savings to checking"}, "Transfer $500.00 from Savings"},
		{[]string{"move money to savings", "idk like 1/4 of what's in checking"}, "Transfer $250.00 from Checking"},
		{[]string{"wire 1/2 of my checkin to 7654321"}, "Transfer $500.00 from Checking"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey")
		say(t, e, c.lines...)
		if !containsIn(rec.replies(), c.want) {
			t.Errorf("%q: want %q, got %q", c.lines, c.want, rec.replies())
		}
	}
}
