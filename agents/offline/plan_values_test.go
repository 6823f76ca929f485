package offline

import (
	"context"
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// R26, R50: each step of a plan keeps the values the message gave it, and
// goes to the agent those values are for: a transfer said after a balance
// check keeps its own source, amount and destination, and one said only
// by its values ("put 50 in savings") is a transfer, never words of the
// balance check before it.
func TestPlanStepsKeepTheirValues(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	type step struct {
		agent string
		vals  map[string]string
	}
	for _, tt := range []struct {
		text  string
		steps []step
	}{
		{"check my savings then send 15 to 7654321 from checking", []step{
			{"account_balance", map[string]string{"account": "Savings"}},
			{"transfer_money", map[string]string{"amount": "15", "destination": "7654321"}},
		}},
		{"whats in checking and stick 40 in my savings", []step{
			{"account_balance", map[string]string{"account": "Checking"}},
			{"transfer_money", map[string]string{"amount": "40", "destination": "my savings"}},
		}},
		{"show me apple's price and also pay my landlord 900 for rent, acct 1234324", []step{
			{"stock_lookup", map[string]string{"company": "AAPL"}},
			{"transfer_money", map[string]string{"amount": "900", "destination": "1234324"}},
		}},
		{"how much is in savings and send my sis 22.40 for the tickets her account is 7654321", []step{
			{"account_balance", map[string]string{"account": "Savings"}},
			{"transfer_money", map[string]string{"amount": "22.40", "destination": "7654321"}},
		}},
	} {
		r, err := o.Route(context.Background(), agents.RouteInput{Text: tt.text, Agents: d.Agents})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Plan) != len(tt.steps) {
			t.Errorf("%q: plan %+v, want %d steps", tt.text, r.Plan, len(tt.steps))
			continue
		}
		for i, ps := range r.Plan {
			want := tt.steps[i]
			got := agents.Extract(d.Agent(ps.Agent), ps.Action, "")
			if ps.Agent != want.agent || !maps.Equal(got, want.vals) {
				t.Errorf("%q step %d: %s %q %v, want %s %v", tt.text, i+1, ps.Agent, ps.Action, got, want.agent, want.vals)
			}
		}
	}
}
