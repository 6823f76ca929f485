package concierge

import "testing"

// A transfer said as growing one account by an amount ("bump savings by
// 75 out of checking", round 36's 05) is a transfer to that account, never
// a balance check; the account grown is never read as the source.
func TestGrowingAnAccountIsATransferToIt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"lets bump savings by 75 out of checking", "Transfer $75.00 from Checking (1234567890) to Savings"},
		{"bump checking by 40 from savings", "Transfer $40.00 from Savings (2345678901) to Checking"},
		{"can u boost my savings by 30 out of checking", "Transfer $30.00 from Checking (1234567890) to Savings"},
		{"top savings up by 75", "Which account should the $75.00 come from"},
		{"bump up savings by 20", "Which account should the $20.00 come from"},
		{"boost checking by 15", "Which account should the $15.00 come from"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", c.line)
		if !containsIn(rec.replies(), c.want) {
			t.Errorf("%q: want %q, got %q", c.line, c.want, rec.replies())
		}
	}
}
