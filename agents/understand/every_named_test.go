package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// A quantifier names its slot past "of my" ("each of my accounts") and by
// the task it counts ("all of my balances" are account_balance's
// accounts), not only by the word right after it: the slot is then
// certain, where the role head was left unsure which slot "each" fills
// (issue 24).
func TestEveryNamedPastFillers(t *testing.T) {
	r := readers(t)["bank"]
	d := bank.Domain()
	for _, text := range []string{"what's in each of my accounts", "show all of my balances", "both of my balances please"} {
		rd := r.Read(text, moment(t, "none", d))
		if len(rd.Commands) == 0 || rd.Commands[0].Values["account"] != "*" {
			t.Errorf("%q reads as %v, want every account", text, rd.Commands)
		}
		if strings.Contains(rd.Doubt, "which slot") {
			t.Errorf("%q: %s", text, rd.Doubt)
		}
	}
}
