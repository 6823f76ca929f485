package concierge

import (
	"strings"
	"testing"
)

// Round 33 (tryout 48): "leave X in A, put the rest in B" said before the
// balance is known is the transfer of A's balance less X, proposed once
// the balance is checked (after the sign-in); nothing moves without the
// yes. A balance no larger than X asks the amount.
func TestLeaveTheRestBeforeTheBalance(t *testing.T) {
	t.Parallel()
	for said, want := range map[string]string{
		"leave 200 in checking and put the rest in savings":                  "Transfer $800.00 from Checking (1234567890) to Savings (2345678901)?",
		"keep 200 in checking, move the rest to savings":                     "Transfer $800.00 from Checking (1234567890) to Savings (2345678901)?",
		"move everything but 200 from checking to savings":                   "Transfer $800.00 from Checking (1234567890) to Savings (2345678901)?",
		"leave $300 in my savings then transfer the remainder into checking": "Transfer $4,700.00 from Savings (2345678901) to Checking (1234567890)?",
		"send all but 200 from checking to savings":                          "Transfer $800.00 from Checking (1234567890) to Savings (2345678901)?",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, said, "seldo", "monkey")
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != want {
				t.Fatalf("after %q the approval is %+v; replies %q", said, ap, rec.replies())
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Fatalf("money moved before a yes: checking = %s", b)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "leave 2000 in checking and put the rest in savings", "seldo", "monkey")
	if _, ok := e.PendingApproval(); ok || !strings.Contains(strings.Join(rec.replies(), "\n"), "How much") {
		t.Fatalf("a balance below what stays did not ask the amount: %q", rec.replies())
	}
}
