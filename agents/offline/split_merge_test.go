package offline

import (
	"context"
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// R50: a piece of a message that only gives values for its neighbour's
// agent, or a second piece for the same agent, is one task with it — never
// a plan of two; a second value for the same slot is still two requests.
func TestSplitRequestsOneTask(t *testing.T) {
	t.Parallel()
	b, ins := bank.Domain(), insurance.Domain()
	tests := []struct {
		d    *agents.Domain
		text string
		want []string
	}{
		{b, "i'd like to sign in, my username is ada", []string{"i'd like to sign in, my username is ada"}},
		{b, "log me in please, user ada", []string{"log me in please, user ada"}},
		{b, "sign me in; ada is my username", []string{"sign me in; ada is my username"}},
		{ins, "write a decline letter, the claim number is CLM-2024-7", []string{"write a decline letter, the claim number is CLM-2024-7"}},
		{ins, "decline letter please; claim 88QRT1", []string{"decline letter please; claim 88QRT1"}},
		{ins, "i need a decline letter, my claim id is 55-XYZ", []string{"i need a decline letter, my claim id is 55-XYZ"}},
		// still two
		{b, "look up AAPL and MSFT", []string{"look up AAPL", "look up MSFT"}},
		{b, "log in and then check my balance", []string{"log in", "check my balance"}},
		{b, "check my balance and AAPL", []string{"check my balance", "AAPL"}},
	}
	for _, tt := range tests {
		o := New(tt.d)
		if got := o.SplitRequests(tt.text, tt.d.Agents); !slices.Equal(got, tt.want) {
			t.Errorf("SplitRequests(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// The route of such a message is one agent and no plan; its values are
// read from the whole message.
func TestRouteOneTaskWithValues(t *testing.T) {
	t.Parallel()
	b, ins := bank.Domain(), insurance.Domain()
	for _, tt := range []struct {
		d                 *agents.Domain
		text, agent, slot string
		value             string
	}{
		{b, "i'd like to sign in, my username is ada", "authenticate", "username", "ada"},
		{ins, "i need a decline letter, my claim id is 55-XYZ", "DeclineLetterAssistance", "claim_id", "55-XYZ"},
	} {
		o := New(tt.d)
		r, err := o.Route(context.Background(), agents.RouteInput{Text: tt.text, Agents: tt.d.Agents})
		if err != nil || r.Agent != tt.agent || len(r.Plan) != 0 {
			t.Fatalf("Route(%q) = %s, plan %v, %v; want %s and no plan", tt.text, r.Agent, r.Plan, err, tt.agent)
		}
		if got := agents.Extract(tt.d.Agent(tt.agent), tt.text, "")[tt.slot]; got != tt.value {
			t.Errorf("Extract(%q)[%s] = %q, want %q", tt.text, tt.slot, got, tt.value)
		}
	}
}

// Two money moves in one message are two requests, however the second is
// joined ("and another", "plus", "also", "… more"): neither is taken for
// the other's values (R50, R27).
func TestSplitTwoTransfers(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for text, want := range map[string][]string{
		"wire 40 to 7654321 and another 60 to 1234324":     {"wire 40 to 7654321", "wire 60 to 1234324"},
		"send 40 to 7654321 plus 60 to 1234324":            {"send 40 to 7654321", "send 60 to 1234324"},
		"pay 40 to 7654321 also 60 to 1234324":             {"pay 40 to 7654321", "pay 60 to 1234324"},
		"transfer 40 to 7654321 and 60 more to 1234324":    {"transfer 40 to 7654321", "transfer 60 to 1234324"},
		"send 5 to 7654321, 6 to 1234324 and 7 to 5555555": {"send 5 to 7654321", "send 6 to 1234324", "send 7 to 5555555"},
		// an "and" inside an amount in words joins no two requests
		"transfer two hundred and five to 7654321": {"transfer two hundred and five to 7654321"},
		"pay one thousand and fifty to 1234324":    {"pay one thousand and fifty to 1234324"},
	} {
		if got := o.SplitRequests(text, d.Agents); !slices.Equal(got, want) {
			t.Errorf("SplitRequests(%q) = %q, want %q", text, got, want)
		}
		if got := o.router.SplitRequests(text, d.Agents); !slices.Equal(got, want) {
			t.Errorf("Router.SplitRequests(%q) = %q, want %q", text, got, want)
		}
	}
}
