package concierge

import (
	"strings"
	"testing"
)

// Round 35's bank 18: "…the current share price of Nvidia, and
// subsequently the balance of my savings account" looked "subsequently"
// up as a company and lost the balance request. A formal connector
// ("and subsequently", "thereafter", "followed by", "and also", "after
// that", "as well as", "and additionally", "and next") splits a second
// request off; the connector is never looked up as a company; and after
// the sign-in the balance request resumes.
func TestFormalConnectorSplitsRequests(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, quote, balance string }{
		{"Good afternoon. I would like to know the current share price of Nvidia, and subsequently the balance of my savings account.", "NVDA", "$5,000.00"},
		{"price of nvidia and thereafter my checking balance", "NVDA", "$1,000.00"},
		{"tell me the price of apple followed by my savings balance", "AAPL", "$5,000.00"},
		{"the price of meta, followed by the balance in checking", "META", "$1,000.00"},
		{"quote for tesla and also the balance of checking", "TSLA", "$1,000.00"},
		{"whats msft at, after that show me my checking balance", "MSFT", "$1,000.00"},
		{"nvidia price as well as my savings balance", "NVDA", "$5,000.00"},
		{"could you get me tsla's price and additionally my savings balance", "TSLA", "$5,000.00"},
		{"amzn quote pls, subsequntly my savings", "AMZN", "$5,000.00"},
		{"apple stock price and next my checking balance", "AAPL", "$1,000.00"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.text, "seldo", "monkey")
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.quote+" (") || !strings.Contains(all, "has a balance of "+c.balance) {
			t.Errorf("%q: want the %s quote, then after the sign-in the balance %s:\n%s", c.text, c.quote, c.balance, all)
		}
		if strings.Contains(all, "couldn't find") {
			t.Errorf("%q: a connector was looked up as a company:\n%s", c.text, all)
		}
	}
}
