package concierge

import (
	"strings"
	"testing"
)

// Round 36's 41 (bank46): a need in one account said with where the money
// comes from is one transfer, source to the needy account, asked for
// approval once, never two balance checks; "top checking up by 25" is the
// Checking account topped up, not "checking up" as what the user does.
// No money moves before a yes.
func TestBank46NeedAndSourceIsOneTransfer(t *testing.T) {
	t.Parallel()
	const toChecking, toSavings = "from Savings (2345678901) to Checking (1234567890)?", "from Checking (1234567890) to Savings (2345678901)?"
	for _, tc := range []struct{ line, want string }{
		{"i need 150 in checking for a bill, grab it from savings", "Transfer $150.00 " + toChecking},
		{"i want 100 more in savings, use checking", "Transfer $100.00 " + toSavings},
		{"need 60 in savings, take it out of checking", "Transfer $60.00 " + toSavings},
		{"top checking up by 25 from savings pls", "Transfer $25.00 " + toChecking},
		{"gotta have 80 in my checking for rent, pull it from savings", "Transfer $80.00 " + toChecking},
		{"i need 200 more in savings. take it from checking", "Transfer $200.00 " + toSavings},
		{"need 90 in chequing, take it frm savings", "Transfer $90.00 " + toChecking},
		{"checking needs 45, use savings for it", "Transfer $45.00 " + toChecking},
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", tc.line)
			if r := rec.lastReply(); !strings.Contains(r, tc.want) {
				t.Fatalf("reply %q, want %q", r, tc.want)
			}
			if balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" || balance(t, e, "2345678901") != "" && balance(t, e, "2345678901") != "5000.00" {
				t.Fatalf("money moved before a yes: checking %s savings %s", balance(t, e, "1234567890"), balance(t, e, "2345678901"))
			}
		})
	}
}
