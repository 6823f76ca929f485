package concierge

import (
	"strings"
	"testing"
)

// Money put in an account is a transfer there (tryout 40 bank 24): "put
// half of it in savings" after Checking's balance was shown showed both
// balances. A verb of placing (put, stick, stash, pop, park, chuck) with an
// amount or a share of the shown balance and "in"/"into" an account asks
// the transfer's yes, from the account shown; nothing moves before it.
func TestPlacingMoneyInAnAccountIsATransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"put half of it in savings", "Transfer $500.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"stash all of it in savings", "Transfer $1,000.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"pop a quarter of that into savings", "Transfer $250.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"chuck half of it into my savings acct", "Transfer $500.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"park 300 in savings", "Transfer $300.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"Stick 200 in my Savings", "Transfer $200.00 from Checking (1234567890) to Savings (2345678901)?"},
		{"put half of that into savings pls", "Transfer $500.00 from Checking (1234567890) to Savings (2345678901)?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check checking", "seldo", "monkey", c.line)
			if r := rec.lastReply(); !strings.Contains(r, c.want) {
				t.Fatalf("reply %q, want %q", r, c.want)
			}
			before := balance(t, e, "2345678901")
			if _, waits := e.PendingApproval(); !waits {
				t.Fatal("no approval waits")
			}
			say(t, e, "yes")
			if after := balance(t, e, "2345678901"); after == before {
				t.Fatalf("the yes moved nothing: savings %q", after)
			}
		})
	}
}
