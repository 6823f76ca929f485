package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 19: a kind of policy that is neither Home nor Motor,
// said at the topology question or with the request, is said plainly not
// to be covered, the choices named, and the topology asked again: never
// "I couldn't take …", and no letter. Home or Motor is named once: by the
// question when it is the topology's, else with "not covered".
func TestIns19KindNotCovered(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"its a boat", "travel insurance", "it's for my pet", "its life insurance", "hmm its for a jet ski",
		"the claim is on his travel policy", "dog", "health insurance claim", "marine policy i think", "TRAVEL"} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter", "C-1001", line)
		said := rec.lastReply()
		if !strings.Contains(said, "isn't covered: I can't craft a declined letter for it.") || strings.Count(said, "Home or Motor") != 1 ||
			!strings.Contains(said, "Please provide the claim type") || strings.Contains(said, "couldn't take") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q at the topology question: %q (%d letters)", line, said, len(e.sess.Artifacts))
		}
		say(t, e, "home")
		if !strings.Contains(lastArtifact(e), "Policy type: Home") {
			t.Errorf("%q: home after it wrote no home letter: %q", line, rec.lastReply())
		}
	}
	for _, c := range []struct{ line, asks string }{
		{"decline letter for claim C-1001, its a boat", "claim type"},
		{"write a travel insurance decline letter for C-1001", "claim type"},
		{"i need a decline letter for my pet insurance claim", "claim id"},
		{"decline letter 45AB12 life insurance", "claim type"},
		{"can u do a decline for 31QR88, its a yacht", "claim type"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		said := rec.lastReply()
		if !strings.Contains(said, "isn't covered: I can") || strings.Count(said, "Home or Motor") != 1 || !strings.Contains(said, c.asks) ||
			strings.Contains(said, "didn't recognise") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: %q (%d letters)", c.line, said, len(e.sess.Artifacts))
		}
	}
}
