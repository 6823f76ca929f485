package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// A message whose words only name an account, and whose values another
// agent takes in their roles, goes to that agent: "stick 60 into my
// savings" is a transfer, "savings" alone still a balance.
func TestRouteByValues(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for text, want := range map[string]string{
		"stick 60 into my savings":          "transfer_money",
		"add 25 to checking please":         "transfer_money",
		"shift 90 from savings to checking": "transfer_money",
		"savings":                           "account_balance",
		"my savings please":                 "account_balance",
		"how much is in my savings":         "account_balance",
		"check my savings":                  "account_balance",
	} {
		r, err := o.Route(t.Context(), agents.RouteInput{Text: text, Agents: d.Agents})
		if err != nil || r.Agent != want {
			t.Errorf("Route(%q) = %s (%s), %v; want %s", text, r.Agent, r.Reason, err, want)
		}
	}
}
