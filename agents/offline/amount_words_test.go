package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// R50 (issue 24): an amount said in words is the transfer's value, never
// the words that choose the task; a lone "one" still counts as a word of
// the message ("and the checking one?").
func TestAmountInWordsRoutesToTheTransfer(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	r := NewRouter(d.Agents)
	for _, line := range []string{
		"I wish to transfer one thousand five hundred dollars from savings to 7654321.",
		"transfer two thousand from savings to 7654321",
		"please transfer one hundred dollars from savings",
		"transfer seven hundred and fifty bucks out of checking to 7654321",
		"i want to transfer a grand from savings",
	} {
		best, ok := r.Best(line, d.Agents)
		if !ok || best.Agent.Name != "transfer_money" {
			t.Errorf("%q routed to %v (ok %v), want transfer_money", line, best.Agent, ok)
		}
	}
	for _, line := range []string{"and the checking one?", "how much is in the savings one"} {
		if best, ok := r.Best(line, d.Agents); !ok || best.Agent.Name != "account_balance" {
			t.Errorf("%q routed to %v, want account_balance", line, best.Agent)
		}
	}
}
