package concierge

import (
	"strings"
	"testing"
)

// R28, R7 (issue 24 round 9): "how many shares could I buy with …" is
// said plainly (nothing is bought, the sum is not done here) and answered
// with both numbers: the balance of the account named, then the price of
// the stock named or asked; no word of it is quoted back as unused.
func TestSharesAffordableGivesBothNumbers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, balance, price string }{
		{"how many shares could i buy with my checking", checkingShown, "Which company or ticker symbol"},
		{"could i afford tesla shares with my savings?", savingsShown, "TSLA (Tesla Inc.) is trading"},
		{"how many apple shares can i get from checking", checkingShown, "AAPL (Apple Inc.) is trading"},
		{"how many msft stocks could i purchase using savings", savingsShown, "MSFT (Microsoft"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", c.line)
		all := strings.Join(rec.replies(), "\n")
		for _, w := range []string{"can't buy shares", c.balance, c.price} {
			if !strings.Contains(all, w) {
				t.Errorf("%q: %q not said:\n%s", c.line, w, all)
			}
		}
		if strings.Contains(all, "didn't use") || strings.Contains(all, "didn't recognise") {
			t.Errorf("%q: words quoted back as unused:\n%s", c.line, all)
		}
	}
}
