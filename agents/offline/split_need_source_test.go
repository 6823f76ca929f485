package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Round 36's 41: a need in one account and its source is one request.
func TestANeedAndItsSourceIsOneRequest(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for _, s := range []string{
		"i need 150 in checking for a bill, grab it from savings",
		"i want 100 more in savings, use checking",
		"need 60 in savings, take it out of checking",
		"gotta have 80 in my checking for rent, pull it from savings",
		"i need 200 more in savings. take it from checking",
		"need 90 in chequing, take it frm savings",
		"checking needs 45, use savings for it",
	} {
		if got := o.SplitRequests(s, d.Agents); len(got) != 1 {
			t.Errorf("SplitRequests(%q) = %q, want it whole", s, got)
		}
	}
	// two accounts asked about are two requests still
	for _, s := range []string{"whats in checking and savings", "balance of checking, and savings too"} {
		if got := o.SplitRequests(s, d.Agents); len(got) != 2 {
			t.Errorf("SplitRequests(%q) = %q, want two", s, got)
		}
	}
}
