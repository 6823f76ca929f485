package concierge

import (
	"strings"
	"testing"
)

// tryout31 bank 01, 49: a look at one's own account, with the account
// spelt any way its question accepts (chequing, chk, sav, cheking) and a
// word of looking the stock lookup also knows, is the balance check at
// the first choice, and the side panel shows that one choice only.
func TestOwnAccountSpeltAnyWayLooked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"yo whats my chequing looking like", checkingShown},
		{"what does my savings look like", savingsShown},
		{"how's my chk looking", checkingShown},
		{"whats my cheking look like", checkingShown},
		{"how does my sav look rn", savingsShown},
		{"what do my savigns look like today", savingsShown},
		{"how my chequing lookin", checkingShown},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line, "seldo", "monkey")
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, "stock_lookup:") {
			t.Errorf("%q: want %q, no stock lookup:\n%s", c.line, c.want, all)
		}
		chosen := 0
		for _, n := range rec.notes() {
			if strings.HasPrefix(n, "Choosing ") {
				chosen++
				if !strings.HasPrefix(n, "Choosing account_balance") {
					t.Errorf("%q: side panel shows %q", c.line, n)
				}
			}
		}
		if chosen != 1 {
			t.Errorf("%q: %d choices shown, want 1:\n%s", c.line, chosen, strings.Join(rec.notes(), "\n"))
		}
	}
	// a stock still looks like a stock
	e, rec := newBank(t, nil)
	say(t, e, "how is aapl looking")
	if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "AAPL") || strings.Contains(all, "username") {
		t.Errorf("a stock's look was taken for an account:\n%s", all)
	}
}
