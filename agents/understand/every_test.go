package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// A quantifier next to a slot's name fills that slot with every choice
// ("each account" is every account), whatever the role head thinks.
func TestQuantifierNextToItsSlot(t *testing.T) {
	r := readers(t)["bank"]
	for _, text := range []string{"give me the balance of each account", "balances on both accounts, thanks", "the totals in every account please", "how much is in each account right now", "check every account for me", "both accounts"} {
		rd := r.Read(text, understand.Moment{})
		got := ""
		for _, c := range rd.Commands {
			if v := c.Values["account"]; v != "" {
				got = v
			}
			if c.Slot == "account" {
				got = c.Value
			}
		}
		if got != understand.EveryChoice {
			t.Errorf("%q: account %q", text, got)
		}
	}
}
