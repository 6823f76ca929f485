package concierge

import (
	"strings"
	"testing"
)

// "there", "that one", "into it" point at the account id just said, by
// the user or by the product: it is taken, and said back (R50, R53).
func TestPointerTakesAccountJustSaid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"login seldo monkey", "1234324", "send there 20 from checking"}, "Transfer $20.00 from Checking (1234567890) to 1234324?"},
		{[]string{"login seldo monkey", "checking", "7654321", "ok wire 10 over there"}, "Transfer $10.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "savings", "the account is 5556667", "move 30 to that one"}, "Transfer $30.00 from Savings (2345678901) to 5556667?"},
		{[]string{"login seldo monkey", "checking", "what is 7654321", "transfer 15 into that account please"}, "Transfer $15.00 from Checking (1234567890) to 7654321?"},
		{[]string{"login seldo monkey", "checking", "1234324", "transfer 40 to that account"}, "Transfer $40.00 from Checking (1234567890) to 1234324?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || !strings.Contains(all, "the account just mentioned") {
			t.Errorf("%q: replies %q, want %q said with the account taken", c.lines, rec.replies(), c.want)
		}
	}
	// nothing said just before, or "there" that points at no account:
	// read as typed
	for _, lines := range [][]string{
		{"login seldo monkey", "checking", "send 20 there"},
		{"login seldo monkey", "1234324", "is there a fee to send 20"},
		{"login seldo monkey", "checking", "wire 150 to 7654321", "yes", "oh and add another 25 to that"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, lines...)
		if strings.Contains(strings.Join(rec.replies(), "\n"), "the account just mentioned") {
			t.Errorf("%q: took an account: %q", lines, rec.replies())
		}
	}
}
