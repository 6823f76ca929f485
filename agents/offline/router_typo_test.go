package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// R27: task words and names misspelt, or typed without their vowels,
// still route: a typo is measured against the declared word as written
// ("tradin" → "trading"), not only its stem.
func TestRouterRepairsTypos(t *testing.T) {
	t.Parallel()
	b, ins := bank.Domain(), insurance.Domain()
	for _, tt := range []struct {
		text, want string
	}{
		{"hows nvidea tradin", "stock_lookup"},
		{"wat is microsft tradin at", "stock_lookup"},
		{"teslla stok price", "stock_lookup"},
		{"chek my balnce", "account_balance"},
		{"trnsfr 50 to 1234324", "transfer_money"},
		{"snd 75 to 7654321", "transfer_money"},
		{"tranfser 40 to 7654321", "transfer_money"},
		{"decline lettr for claim 77XYZ9", "DeclineLetterAssistance"},
	} {
		d := b
		if tt.want == "DeclineLetterAssistance" {
			d = ins
		}
		r := NewRouter(d.Agents)
		if best, ok := r.Best(tt.text, d.Agents); !ok || best.Agent.Name != tt.want {
			t.Errorf("Best(%q) = %v, %v; want %s", tt.text, best.Agent, ok, tt.want)
		}
	}
}

// A share of a balance is the amount of a transfer, not a balance check:
// the words around it choose the agent; alone, it is still about a balance.
func TestRouterShareOfBalance(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	r := NewRouter(d.Agents)
	for text, want := range map[string]string{
		"wire a third of my savings balance to 7654321":    "transfer_money",
		"move 25% of my checking balance into savings":     "transfer_money",
		"pay everything in my checking account to 7654321": "transfer_money",
		"what's my savings balance":                        "account_balance",
		"half my checking balance":                         "account_balance",
	} {
		if best, ok := r.Best(text, d.Agents); !ok || best.Agent.Name != want {
			t.Errorf("Best(%q) = %v, %v; want %s", text, best.Agent, ok, want)
		}
	}
}
