package understand_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/reading"
)

// An amount in another currency is never taken as dollars (issue 24): "25
// pounds" filled the amount with 25, "€40" with 40, "forty quid" with
// $40.00. It is reported unused, whole, so the reply can say the product
// sends dollars and ask the amount in dollars. Written for this test; none
// is in the corpus.
func TestForeignAmountIsNeverDollars(t *testing.T) {
	r := readers(t)["bank"]
	for _, c := range []struct{ at, text, unused string }{
		{"none", "can u move 25 pounds to 7012345", "25 pounds"},
		{"none", "wire 300 euro over to 5566778", "300 euro"},
		{"none", "pls send €75 to 6120340", "€75"},
		{"none", "transfer EUR 60 to 7012345 thx", "EUR 60"},
		{"none", "pay twenty quid to 5566778", "twenty quid"},
		{"none", "send 3k yen to 6120340", "3k yen"},
		{"none", "send 80 aussie dollars to 7012345", "80 aussie dollars"},
		{"slot:amount", "90 euros", "90 euros"},
		{"approval", "actually make it 45 pounds", "45 pounds"},
	} {
		rd := r.Read(c.text, moment(t, c.at, bank.Domain()))
		var unused []string
		for _, cmd := range rd.Commands {
			if cmd.Values["amount"] != "" {
				t.Errorf("at %s, %q: %v took an amount in dollars", c.at, c.text, rd.Commands)
			}
			switch {
			case cmd.Slot == "amount":
				// the bare answer at the amount question is the whole
				// message, which the slot's check refuses with its reason
				if _, err := reading.ParseMoney(cmd.Value); !errors.Is(err, reading.ErrNotDollars) {
					t.Errorf("at %s, %q: %v took an amount in dollars", c.at, c.text, rd.Commands)
				}
				unused = append(unused, cmd.Value)
			case cmd.Kind == agents.CmdUnused:
				unused = append(unused, cmd.Words...)
			}
		}
		if !strings.Contains(strings.Join(unused, "|"), c.unused) {
			t.Errorf("at %s, %q: unused %q, want %q (%v)", c.at, c.text, unused, c.unused, rd.Commands)
		}
	}
	// dollars stay dollars
	for _, text := range []string{"send 40 dollars to 7012345", "send $40 to 7012345", "send forty bucks to 7012345"} {
		rd := r.Read(text, moment(t, "none", bank.Domain()))
		if len(rd.Commands) == 0 || rd.Commands[0].Values["amount"] == "" {
			t.Errorf("%q: %v, want an amount", text, rd.Commands)
		}
	}
}
