package concierge

import (
	"strings"
	"testing"
)

// Issue 24, cls24: three companies in one message are three look-ups, in
// the order said, whatever joins them ("," "and" "n" "+" "&" or nothing),
// with tickers people type ("goog") and oil majors ("bp").
func TestThreeCompanyListsAreThreeLookups(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text string
		want []string
	}{
		{"aapl, msft and goog prices", []string{"AAPL", "MSFT", "GOOGL"}},
		{"quotes for xom cvx bp", []string{"XOM", "CVX", "BP"}},
		{"whats tsla nvda and amzn at", []string{"TSLA", "NVDA", "AMZN"}},
		{"meta + nflx + ibm pls", []string{"META", "NFLX", "IBM"}},
		{"price of apple, microsoft, google", []string{"AAPL", "MSFT", "GOOGL"}},
		{"how r intel amd n nvidia doing", []string{"INTC", "AMD", "NVDA"}},
		{"can u check uber, paypal & cisco for me", []string{"UBER", "PYPL", "CSCO"}},
		{"stock prices for jpm wmt and pfe please", []string{"JPM", "WMT", "PFE"}},
		{"sbux nke gme?", []string{"SBUX", "NKE", "GME"}},
		{"goog bp and xom quotes", []string{"GOOGL", "BP", "XOM"}},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, c.text)
		var got []string
		for _, r := range rec.replies() {
			if i := strings.Index(r, " is trading at "); i >= 0 {
				head := r[:i]
				if j := strings.LastIndex(head, "stock_lookup: "); j >= 0 {
					head = head[j+len("stock_lookup: "):]
				}
				if k := strings.LastIndex(head, ". "); k >= 0 {
					head = head[k+2:]
				}
				got = append(got, strings.Fields(head)[0])
			}
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%q: looked up %q, want %q:\n%s", c.text, got, c.want, strings.Join(rec.replies(), "\n"))
		}
		if containsIn(rec.replies(), "couldn't find") {
			t.Errorf("%q: a company was not found: %q", c.text, rec.replies())
		}
	}
}
