package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// Round 33 (ins 34): a money amount in the words after a decline is no
// second claim id, so the message is one request — never "reject 250.00
// home" made of the figures after a thousands comma.
func TestAMoneyAmountSplitsNoRequest(t *testing.T) {
	t.Parallel()
	d := insurance.Domain()
	o := New(d)
	for _, s := range []string{
		"reject 88UU12 home pls, the excess is $1,250.00 and the repair quote was only $900 so theres nothing payable",
		"decline 88UU12 home, the claim was $2,500.50 and under the excess",
		"decline 88UU12 home, excess of 1,250.00 bigger than the 900 repair",
		"decline 88UU12 home the quote was 3.5k and the excess is 4k",
		"decline 88UU12 home, claimed $12,000 but the limit is $10,000",
		"knock back 45GH67 for car, repairs 900.50 and excess 1000.00",
		"rejct 88UU12 home , excess $ 1,250.00, quote 900 dollars, nothing payable",
	} {
		if got := o.SplitRequests(s, d.Agents); len(got) != 1 {
			t.Errorf("SplitRequests(%q) = %q, want it whole", s, got)
		}
	}
	// two ids are two requests still
	if got := o.SplitRequests("decline 88UU12 and 77KK21 home, excess $1,250.00 not met", d.Agents); len(got) != 2 {
		t.Errorf("two claims read as %q", got)
	}
}
