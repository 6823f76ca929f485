package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Two stock names set against each other ("msft vs googl") are two
// look-ups, as "msft and googl" are: the second is never dropped.
func TestSplitRequestsVersus(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for _, text := range []string{"msft vs googl today?", "tsla versus nvda", "how is aapl vs. amzn doing", "nvda VS msft"} {
		if got := o.SplitRequests(text, d.Agents); len(got) != 2 {
			t.Errorf("SplitRequests(%q) = %q, want two look-ups", text, got)
		}
	}
}
