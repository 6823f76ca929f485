package concierge

import (
	"strings"
	"testing"
)

// Money asked of the insurance desk is something it cannot do, said with
// what it can (issue 24 round 10): never a decline letter nor the claim
// id's whereabouts. The bank still routes the same words as a transfer.
func TestMoneyAskedWhereNobodyKeepsMoney(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"send fifty bucks", "move money"},
		{"could you transfer 250 to my sister", "move money"},
		{"wire the claimant 900 dollars", "move money"},
		{"pls lend me twenty quid", "move money"},
		{"what's the balance in my account", "show account balances"},
		{"how much money do i have in my savings", "show account balances"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		got := rec.lastReply()
		if !strings.Contains(got, "I can't "+c.want) || !strings.Contains(got, "craft a declined letter") || e.Speaker() != "" || len(e.Stack()) != 0 {
			t.Errorf("%q: %q (speaker %q, stack %v)", c.line, got, e.Speaker(), e.Stack())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "send fifty bucks")
	if got := rec.lastReply(); strings.Contains(got, "I can't") || !strings.Contains(got, "username") {
		t.Errorf("the bank: %q", got)
	}
}
