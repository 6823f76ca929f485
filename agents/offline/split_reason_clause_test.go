package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Round 39's insurance tester (18): a reason clause opened by a label or
// a connective is part of the request before it, whatever words it holds
// ("claim", "outside" are the claim-id lookup's); a request said after it
// is still its own.
func TestSplitKeepsReasonClause(t *testing.T) {
	t.Parallel()
	ins := insurance.Domain()
	o := New(ins)
	one := []string{
		"pls decline 71VB30 motor, reason: claim lodged outside the required timeframe",
		"decline 22AB11 home, because claim was lodged outside the time limit",
		"decline 33CD44 motor, as the claim was lodged outside the window",
		"can u decline 44EF55 motor - the grounds are claim id lookup found it outside the policy period",
		"Decline 55GH66 motor; due to claim being lodged outside timeframe",
		"decline 66JK77 home, reason being the claim was filed outside of the allowed period",
		"DECLINE 77LM88 MOTOR, REASONS: CLAIM LODGED OUTSIDE TIMEFRAME",
		"decline 88NP99 motor, resons: claim lodged outside the window and not within time",
	}
	for _, text := range one {
		if got := o.SplitRequests(text, ins.Agents); len(got) != 1 {
			t.Errorf("SplitRequests(%q) = %q, want one request", text, got)
		}
	}
	two := map[string][]string{
		"decline 77LM88 motor and find my claim id": {"decline 77LM88 motor", "find my claim id"},
	}
	for text, want := range two {
		if got := o.SplitRequests(text, ins.Agents); !slices.Equal(got, want) {
			t.Errorf("SplitRequests(%q) = %q, want %q", text, got, want)
		}
	}
	b := bank.Domain()
	ob := New(b)
	if got := ob.SplitRequests("log in and then check my balance", b.Agents); len(got) != 2 {
		t.Errorf("bank: %q", got)
	}
}
