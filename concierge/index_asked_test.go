package concierge

import (
	"strings"
	"testing"
)

// Round 32 (bank38, item 6): a market index asked for is said to have no
// quote here, with the symbols there are; never the symbol "s" or "p".
func TestIndexAskedNoQuote(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats the price of the s&p 500",
		"how bout the s&p",
		"nasdaq",
		"whats the dow jones at",
		"how's the nasdaq doing today",
		"s and p 500 price",
		"what is the S&P500 trading at",
		"SPX?",
		"ftse 100?",
		"how is the stock market doing",
	} {
		for _, before := range [][]string{nil, {"whats goog at"}} {
			e, rec := newBank(t, nil)
			say(t, e, append(before, line)...)
			last := rec.lastReply()
			if !strings.Contains(last, "Index quotes like the S&P 500") || !strings.Contains(last, "I have quotes for AAPL") || strings.Contains(last, `"s"`) || strings.Contains(last, `"p"`) {
				t.Errorf("%v then %q: %q", before, line, last)
			}
			if e.Speaker() != "" {
				t.Errorf("%q: a task started (%s)", line, e.Speaker())
			}
		}
	}
	// with more asked, the rest is not dropped for it; a stock is still looked up
	e, rec := newBank(t, nil)
	say(t, e, "whats the s&p and my savings balance")
	if strings.Contains(rec.lastReply(), "Index quotes") {
		t.Errorf("the balance asked with it was dropped: %q", rec.lastReply())
	}
	e, rec = newBank(t, nil)
	say(t, e, "whats the price of msft")
	if !containsIn(rec.replies(), "MSFT (Microsoft") || containsIn(rec.replies(), "Index quotes") {
		t.Errorf("a stock is no index: %q", rec.lastReply())
	}
}
