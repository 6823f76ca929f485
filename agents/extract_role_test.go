package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// R28, R51: amount, source and destination in the ways people say them;
// a value whose role the words do not give is left to be asked.
func TestExtractMoneyRoles(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	transfer, balance := d.Agent("transfer_money"), d.Agent("account_balance")
	tests := []struct {
		a    *agents.Agent
		text string
		want map[string]string
	}{
		// the id first, then the amount
		{transfer, "wire 7654321 $75", map[string]string{"amount": "$75", "destination": "7654321"}},
		{transfer, "send 1234324 60 dollars", map[string]string{"amount": "60 dollars", "destination": "1234324"}},
		// the number right after the id, with a money verb before it, can
		// only be the amount
		{transfer, "pay 7654321 25", map[string]string{"amount": "25", "destination": "7654321"}},
		{transfer, "can u send 1234324 12.50 pls", map[string]string{"amount": "12.50", "destination": "1234324"}},
		{transfer, "transfer to acct 7654321 300 thanks", map[string]string{"amount": "300", "destination": "7654321"}},
		{transfer, "7654321 25", map[string]string{"destination": "7654321"}}, // no verb: not said
		{transfer, "pay 7654321 on the 25th", map[string]string{"destination": "7654321"}},
		{transfer, "send 12345 to 7654321", map[string]string{"amount": "12345", "destination": "7654321"}},
		// a payment of
		{transfer, "i'd like to make a payment of 42.50 to 7654321", map[string]string{"amount": "42.50", "destination": "7654321"}},
		{transfer, "a transfer of 80 to 1234324 please", map[string]string{"amount": "80", "destination": "1234324"}},
		// into names the destination
		{transfer, "put 150 into my checking", map[string]string{"amount": "150", "destination": "my checking"}},
		{transfer, "move 70 bucks out of checking into savings", map[string]string{"amount": "70 bucks", "destination": "savings"}},
		// a share of a balance is an amount
		{transfer, "wire a third of my savings to 7654321", map[string]string{"amount": "a third of my savings", "destination": "7654321"}},
		{transfer, "send 10% of my checking balance to 1234324", map[string]string{"amount": "10% of my checking balance", "destination": "1234324"}},
		{transfer, "send half to 1234324", map[string]string{"destination": "1234324"}},
		// the source: "from" and "out of" give it, "to" and "into" never do
		{balance, "move 70 bucks out of checking into savings", map[string]string{"account": "checking"}},
		{balance, "move 300 from savings into checking", map[string]string{"account": "savings"}},
		{balance, "send 2k into my checking", map[string]string{}},
		{balance, "wire 40 to the savings account", map[string]string{}},
		{balance, "top up my savings with 40", map[string]string{}},
		{balance, "wire a third of my savings to 7654321", map[string]string{"account": "savings"}},
	}
	for _, tt := range tests {
		if got := agents.Extract(tt.a, tt.text, ""); !maps.Equal(got, tt.want) {
			t.Errorf("Extract(%s, %q) = %v, want %v", tt.a.Name, tt.text, got, tt.want)
		}
	}
}

// A share of a balance is worked out from the balance checked for the
// task (its pinned facts), rounded down to the cent; it names the source
// or no account, and waits for a balance.
func TestNormalizeShareOfBalance(t *testing.T) {
	t.Parallel()
	amount := bank.Domain().Agent("transfer_money").Slot("amount")
	checked := agents.Facts{"account_name": "Checking", "account_id": "1234567890", "account_balance": "1000.00"}
	for _, tt := range []struct {
		raw   string
		facts agents.Facts
		want  string // "" for an error
	}{
		{"a third of my checking balance", checked, "333.33"},
		{"25% of my checking", checked, "250.00"},
		{"three quarters of the balance", checked, "750.00"},
		{"everything in my chequing account", checked, "1000.00"},
		{"half my savings", checked, ""},      // not the account the money comes from
		{"half my checking balance", nil, ""}, // no balance checked yet
		{"half my savings balance", agents.Facts{"account_name": "Savings", "account_balance": "5000.00"}, "2500.00"},
	} {
		got, err := amount.Normalize(tt.raw, tt.facts)
		if (tt.want == "") != (err != nil) || got != tt.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", tt.raw, got, err, tt.want)
		}
	}
}
