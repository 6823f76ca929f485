package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): asking for a hand with a claim of a car or a house
// starts the letter with the topology the thing names; a word that is no
// claim id ("help", "hand", "assistance") is never tried as one nor said
// back as one, and the missing id is asked.
func TestIndirectTopologyTakenAndIDAsked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, topology string }{
		{"can it help me with my car insurance claim", "Motor"},
		{"could you help me with a claim on my house", "Home"},
		{"i need a hand with my flat claim", "Home"},
		{"can you give me some assistance with my apartment claim", "Home"},
		{"help with the claim on our flat please", "Home"},
		{"hoping you can deal with my car claim", "Motor"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		got := e.sess.WorkFor("DeclineLetterAssistance").Slots
		last := rec.lastReply()
		if got["topology"] != c.topology || got["claim_id"] != "" || !strings.Contains(last, "claim id") || strings.Contains(last, "recognise") {
			t.Errorf("%q: values %v, last reply %q; want topology %s and the id asked", c.line, got, last, c.topology)
		}
	}
}
