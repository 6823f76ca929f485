package concierge

import (
	"strings"
	"testing"
)

// A stock price and a balance asked in one message, joined by "and while
// youre at it", ", also", "oh and", "plus" (tester 07 of round 32): the
// balance's plain words ("how much do i have") routed the whole message to
// the balance and the stock was dropped. Both are served, in the order
// said, signed in or not.
func TestBank37StockAndBalanceJoined(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, stock, balance string }{
		{"can you tell me what amazon stock is going for, and while youre at it how much do i have in savings", "AMZN", "$5,000.00"},
		{"how much do i have in savings, also whats tesla trading at", "TSLA", "$5,000.00"},
		{"whats apple going for and while ur at it how much have i got in checking", "AAPL", "$1,000.00"},
		{"hows nvidia doing oh and how much is in my savings", "NVDA", "$5,000.00"},
		{"how much money do i have in checking plus the price of msft", "MSFT", "$1,000.00"},
		{"whats in my savings account, also can u check amazon stock", "AMZN", "$5,000.00"},
		{"tell me the google stock price, and while you're at it what's in my checking", "GOOGL", "$1,000.00"},
		{"how much have i got in savings plus hows tesla looking", "TSLA", "$5,000.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey")
			n := len(rec.replies())
			say(t, e, c.line)
			got := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(got, c.stock) || !strings.Contains(got, c.balance) {
				t.Fatalf("replies %q, want both the %s price and the balance %s", rec.replies()[n:], c.stock, c.balance)
			}
			// signed out: the price at once, the balance after the sign-in
			e, rec = newBank(t, nil)
			say(t, e, c.line, "seldo", "monkey")
			got = strings.Join(rec.replies(), "\n")
			if !strings.Contains(got, c.stock) || !strings.Contains(got, c.balance) {
				t.Fatalf("signed out: replies %q, want both the %s price and the balance %s", rec.replies(), c.stock, c.balance)
			}
		})
	}
}
