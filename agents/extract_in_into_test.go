package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// "in" after a verb that moves money and an amount names where it goes;
// elsewhere it names nothing of a transfer ("what's in savings?").
func TestInAfterAmountIsWhereMoneyGoes(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	transfer, balance := d.Agent("transfer_money"), d.Agent("account_balance")
	for _, tt := range []struct {
		a    *agents.Agent
		text string
		want map[string]string
	}{
		{transfer, "put 50 in savings", map[string]string{"amount": "50", "destination": "savings"}},
		{transfer, "can you stick $30 in my checking", map[string]string{"amount": "$30", "destination": "my checking"}},
		{transfer, "deposit twenty bucks in the savings account", map[string]string{"amount": "twenty bucks", "destination": "the savings account"}},
		{transfer, "shift 75.50 in savings please", map[string]string{"amount": "75.50", "destination": "savings"}},
		{balance, "put 50 in savings", map[string]string{}},
		{transfer, "what's in savings?", map[string]string{}},
		{transfer, "how much is in my checking", map[string]string{}},
		{balance, "how much is in savings", map[string]string{"account": "Savings"}},
		{transfer, "send 50 in a minute", map[string]string{"amount": "50"}},
	} {
		if got := agents.Extract(tt.a, tt.text, ""); !maps.Equal(got, tt.want) {
			t.Errorf("Extract(%s, %q) = %v, want %v", tt.a.Name, tt.text, got, tt.want)
		}
	}
}
