package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// Issue 24 (round 13), kind 3: a clause that only announces, vaguely and
// with no value, a request said concretely later in the message ("i want
// to move some of it around", then "put 100 into 7654321") is no step of
// its own; a clause with no value that asks for something else, or a
// request with no vague word, stays a step.
func TestSplitRequestsDropsAnnouncingContext(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	o := New(d)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"ok so basically i got paid today and i want to move some of it around, first tell me whats in checking, then i want to put 100 into 7654321 from checking because i owe my buddy for pizza lol",
			[]string{"tell me whats in checking", "i want to put 100 into 7654321 from checking because i owe my buddy for pizza lol"}},
		{"hey so i wanna move some money around today. check savings then send 40 from savings to 7654321",
			[]string{"check savings", "send 40 from savings to 7654321"}},
		{"i have a couple of transfers to deal with, check my savings and then send 25 to 7654321 from savings",
			[]string{"check my savings", "send 25 to 7654321 from savings"}},
		{"need to shuffle a bit of cash around lol. whats in checking? then pay 60 to 7654321 from checking",
			[]string{"whats in checking", "pay 60 to 7654321 from checking"}},
		{"alright got a few things to sort out with my accounts: check my checking balance and then transfer 25 to 7654321 from checking",
			[]string{"check my checking balance", "transfer 25 to 7654321 from checking"}},
		// kept: no vague word, or no concrete request of the same agent
		{"send some money to my mom, and check my savings", []string{"send some money to my mom", "check my savings"}},
		{"check my balance and send 50 to 7654321", []string{"check my balance", "send 50 to 7654321"}},
	} {
		if got := o.SplitRequests(c.text, d.Agents); !slices.Equal(got, c.want) {
			t.Errorf("SplitRequests(%q)\n = %q\nwant %q", c.text, got, c.want)
		}
	}
}
