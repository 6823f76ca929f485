package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Issue 24, bank26b, kind 5: two amounts with one destination, joined by
// "&", "and", "+", "plus" or "then", are two transfers to it, each with
// its own amount and the destination said once ("send $15 & $25 to
// 7654321" lost the destination of the first).
func TestBank26bTwoAmountsOneDestination(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	tests := []struct {
		text string
		want []string
	}{
		{"send $15 & $25 to 7654321", []string{"send $15 to 7654321", "send $25 to 7654321"}},
		{"send 15 & 25 to 7654321", []string{"send 15 to 7654321", "send 25 to 7654321"}},
		{"transfer $40 + $60 to 1234324", []string{"transfer $40 to 1234324", "transfer $60 to 1234324"}},
		{"pay 12 plus 30 to 1234324", []string{"pay 12 to 1234324", "pay 30 to 1234324"}},
		{"send 5 then 10 to 7654321", []string{"send 5 to 7654321", "send 10 to 7654321"}},
		{"move 20 bucks & 30 bucks to 1234324 from savings", []string{"move 20 bucks to 1234324 from savings", "move 30 bucks to 1234324 from savings"}},
		{"send $15&$25 to 7654321", []string{"send $15 to 7654321", "send $25 to 7654321"}},
		{"can u send 100 and then 50 into 7654321", []string{"can u send 100 into 7654321", "can u send 50 into 7654321"}},
		// not two amounts for one destination
		{"send 1,200 to 7654321", []string{"send 1,200 to 7654321"}},
		{"send 10 to 1234324 and 20 to 7654321", []string{"send 10 to 1234324", "send 20 to 7654321"}},
	}
	for _, tt := range tests {
		if got := o.SplitRequests(tt.text, d.Agents); !slices.Equal(got, tt.want) {
			t.Errorf("SplitRequests(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
