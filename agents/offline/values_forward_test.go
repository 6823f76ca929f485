package offline

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// Issue 24 (round 5): a value said in background before the request that
// takes it goes with that request, whatever other request the message
// holds; a piece that asks for something stays a request of its own.
func TestValueBeforeItsRequestGoesWithIt(t *testing.T) {
	t.Parallel()
	d := insurance.Domain()
	o := New(d)
	for _, c := range []struct{ text, id string }{
		{"Hi, the customer rang this morning, the claim number is 47HG20, the damage was not covered so I need the standard decline letter for it. Also where do internal staff find claim ids again?", "47HG20"},
		{"ok so the claim id is 31KD77, it was flood, we need a decline letter for that one. and how do partners find the claim id?", "31KD77"},
		{"the policyholder phoned, claim no 88PL02, can you draft the refusal letter for it, also where would a partner find a claim id", "88PL02"},
		{"morning! claim 12ZX90 came in overnight, please write the decline letter for it. Also, where do staff look up claim ids?", "12ZX90"},
	} {
		parts := o.SplitRequests(c.text, d.Agents)
		found := false
		for _, p := range parts {
			best, ok := o.router.Best(p, d.Agents)
			if ok && best.Agent.Name == "DeclineLetterAssistance" && strings.Contains(p, c.id) {
				found = true
			}
		}
		if !found || len(parts) < 2 {
			t.Errorf("%q: parts %q, want the letter's with %s and the question apart", c.text, parts, c.id)
		}
	}
}
