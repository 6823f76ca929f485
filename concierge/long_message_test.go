package concierge

import (
	"strings"
	"testing"
)

// Every request of a long message is queued or said plainly to be outside
// what the product does (R27, R1): a transfer worded with a verb no agent
// knows ("remit") is still a transfer; a question about past activity is
// answered with "I can't see your transaction history", never sent to the
// balance; and the ordinary words of a story are never quoted as unused.
func TestLongMessageKeepsEveryRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines       []string
		want, never []string
	}{
		{[]string{"Good afternoon. I wish to learn the balance of my savings account, username seldo, password monkey. In addition I would like to remit the sum of forty dollars to account 7654321. Kind regards.", "yes"},
			[]string{"Savings", "Transfer $40.00"}, nil},
		{[]string{"login seldo monkey", "To whom it may concern, kindly tell me my checking balance; moreover please arrange for 30 dollars to be remitted to account number 7654321", "yes"},
			[]string{"Checking account (1234567890)", "Transfer $30.00"}, nil},
		{[]string{"login seldo monkey", "so my paycheck was late and I wonder if it has come in yet, also what is tesla trading at"},
			[]string{"transaction history", "TSLA"}, []string{"didn't use"}},
		{[]string{"login seldo monkey", "did my gym membership get charged twice? whats msft at"},
			[]string{"transaction history", "MSFT"}, nil},
		{[]string{"login seldo monkey", "my roommate swore she paid me back for the groceries, can you check that"},
			[]string{"transaction history"}, []string{"balance of", "didn't use"}},
		{[]string{"login seldo monkey", "show me my last few payments"},
			[]string{"transaction history"}, nil},
		{[]string{"login seldo monkey", "ok so long story short I just got back from a vacation and the hotel was a nightmare, anyway I want to see the balance of my account"},
			[]string{"Which account"}, []string{`"long"`, `"story"`, `"vacation"`, `"hotel"`, `"nightmare"`}},
		{[]string{"login seldo monkey", "checking", "my cousin finally got married last weekend, it was lovely, send 100 to 7654321 as a gift"},
			[]string{"Transfer $100.00"}, []string{`"cousin"`, `"married"`, `"lovely"`}},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%q: %q not said: %q", c.lines[len(c.lines)-1], w, rec.replies())
			}
		}
		for _, w := range c.never {
			if strings.Contains(all, w) {
				t.Errorf("%q: %q said: %q", c.lines[len(c.lines)-1], w, rec.replies())
			}
		}
	}
}
