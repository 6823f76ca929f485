package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Issue 24, bank24a, kind 3 (and bank26b, kind 5): a source, amount or
// destination said once for a list of requests is each one's that does
// not say its own.
func TestSharedClauseEachRequest(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	tests := []struct {
		text string
		want []string
	}{
		{"send 10 to 1234324 and 10 to 7654321 from checking", []string{"send 10 to 1234324 from checking", "10 to 7654321 from checking"}},
		{"transfer 40 to 1234324 and another 40 to 7654321, both from savings", []string{"transfer 40 to 1234324 from savings", "transfer 40 to 7654321 from savings"}},
		{"pay 1234324 12 and 7654321 13 out of checking", []string{"pay 1234324 12 from checking", "7654321 13 out of checking"}},
		{"send 5 to 1234324 and 6 to 7654321 outta my savings pls", []string{"send 5 to 1234324 from savings", "6 to 7654321 outta my savings pls"}},
		{"move 20 and 30 to 1234324 from savings", []string{"move 20 to 1234324 from savings", "move 30 to 1234324 from savings"}},
		{"transfer 100 and 50 into 7654321 from checking", []string{"transfer 100 into 7654321 from checking", "transfer 50 into 7654321 from checking"}},
		{"from savings send 5 to 1234324 and 6 to 7654321", []string{"from savings send 5 to 1234324", "from savings send 6 to 7654321"}},
		// bank26b: two amounts joined by "&", "+", "plus" or "then", one
		// destination said once ("send $15 & $25 to 7654321" lost the
		// first one's)
		{"send $15 & $25 to 7654321", []string{"send $15 to 7654321", "send $25 to 7654321"}},
		{"send 15 & 25 to 7654321", []string{"send 15 to 7654321", "send 25 to 7654321"}},
		{"transfer $40 + $60 to 1234324", []string{"transfer $40 to 1234324", "transfer $60 to 1234324"}},
		{"pay 12 plus 30 to 1234324", []string{"pay 12 to 1234324", "pay 30 to 1234324"}},
		{"send 5 then 10 to 7654321", []string{"send 5 to 7654321", "send 10 to 7654321"}},
		{"move 20 bucks & 30 bucks to 1234324 from savings", []string{"move 20 bucks to 1234324 from savings", "move 30 bucks to 1234324 from savings"}},
		{"send $15&$25 to 7654321", []string{"send $15 to 7654321", "send $25 to 7654321"}},
		{"can u send 100 and then 50 into 7654321", []string{"can u send 100 into 7654321", "can u send 50 into 7654321"}},
		// each said its own, or nothing shared
		{"send 10 to 1234324 from savings and 20 to 7654321 from checking", []string{"send 10 to 1234324 from savings", "send 20 to 7654321 from checking"}},
		{"send 10 to 1234324 and 20 to 7654321", []string{"send 10 to 1234324", "send 20 to 7654321"}},
		// a figure's comma is no list: one amount
		{"send 1,200 to 7654321", []string{"send 1,200 to 7654321"}},
		{"send 1,200.50 to 7654321 from checking", []string{"send 1,200.50 to 7654321 from checking"}},
		{"send 9,999,999 to 7654321", []string{"send 9,999,999 to 7654321"}},
	}
	for _, tt := range tests {
		if got := o.SplitRequests(tt.text, d.Agents); !slices.Equal(got, tt.want) {
			t.Errorf("SplitRequests(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
