package concierge

import (
	"strings"
	"testing"
)

// A why about an amount is answered plainly: the product sees figures,
// not what made them (round 37's bank 02: "I don't know that here"), and
// texting shorthand is English (it was told "I only understand English").
func TestWhyThatMuchAnswered(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"WHY IS IT SO LOW", "why is my balance so low", "y is it so high??", "hmm why's that number so big", "how come it's that low"} {
		e, rec := newBank(t, nil)
		say(t, e, "show my savings", "seldo", "monkey")
		say(t, e, line)
		r := rec.lastReply()
		if !strings.Contains(r, "I can't see why") || !strings.Contains(r, "$5,000.00") || strings.Contains(r, "English") {
			t.Errorf("%q: %q", line, r)
		}
	}
}
