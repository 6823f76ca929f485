package concierge

import (
	"strings"
	"testing"
)

// Tryout 33: a transfer asked without its amount ("move money from
// checking to savings") was routed to the balance check alone, and the
// transfer was lost. It starts the transfer, which checks the balance
// first (its requirement, in code) and asks the amount; nothing is asked
// to approve before the amount is given.
func TestTransferWithoutAmountStartsTheTransfer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"move money from checking to savings",
		"shift some cash over to savings",
		"i wanna move some funds from savings into checking",
		"can u transfer money frm chk to savings",
		"send money to savings",
		"transfer from checking to savings pls",
		"move cash to savings",
		"Tranfer some money to my savings",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line, "seldo", "monkey")
			if e.Speaker() != "transfer_money" || !strings.Contains(strings.ToLower(rec.lastReply()), "how much") {
				t.Fatalf("%q: no amount asked (speaker %q): %q", line, e.Speaker(), rec.replies())
			}
			if e.Fact("balance_checked") != "true" {
				t.Fatalf("%q: the amount asked before a balance was checked: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); ok {
				t.Fatalf("%q: an approval without an amount: %q", line, rec.replies())
			}
			say(t, e, "50")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$50.00") {
				t.Fatalf("%q: no approval of $50 after the amount: %q", line, rec.replies())
			}
		})
	}
}

// A balance question that names two accounts stays a balance question.
func TestBalanceOfTwoAccountsStaysABalance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"how much money is in checking and savings", "show me checking and savings"} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		if e.Speaker() == "transfer_money" || containsIn(rec.replies(), "How much would you like") {
			t.Fatalf("%q: a transfer started: %q", line, rec.replies())
		}
	}
}
