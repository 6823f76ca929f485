package offline

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Requests run in the order the user means: a request said to come
// "after" or "before" another, or "but first", is put where it belongs,
// and neither is dropped (R27, R50).
func TestSplitRequestsInSaidOrder(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for _, c := range []struct {
		text          string
		first, second string // words of each request, in run order
	}{
		{"what's the NVDA price after you check my savings", "savings", "nvda"},
		{"look up tsla once you've shown me my checking", "checking", "tsla"},
		{"get me the amzn quote, but first my savings balance", "savings", "amzn"},
		{"before you look up googl, check my checking", "checking", "googl"},
		{"after checking my savings, look up MSFT", "savings", "msft"},
		{"check my savings before you get the price of AAPL", "savings", "aapl"},
		{"check savings and after that look up AAPL", "savings", "aapl"},
		{"show my balance in checking, afterwards the price of META", "checking", "meta"},
	} {
		got := o.SplitRequests(c.text, d.Agents)
		if len(got) != 2 || !strings.Contains(strings.ToLower(got[0]), c.first) || !strings.Contains(strings.ToLower(got[1]), c.second) {
			t.Errorf("SplitRequests(%q) = %q, want the %s request then the %s one", c.text, got, c.first, c.second)
		}
		for _, g := range got {
			if strings.HasPrefix(strings.ToLower(g), "after") {
				t.Errorf("SplitRequests(%q): request %q keeps the words that only order it", c.text, g)
			}
		}
	}
	// a time is no request: one transfer, never two
	for _, text := range []string{"send 20 to 1234324 after lunch", "move 50 to savings before friday"} {
		if got := o.SplitRequests(text, d.Agents); len(got) != 1 {
			t.Errorf("SplitRequests(%q) = %q, want one request", text, got)
		}
	}
}
