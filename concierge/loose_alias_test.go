package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 15), kind 6: words of a pasted paragraph that are
// aliases of Home too ("Claims unit", "building up the file", "the
// property manager") never set the topology; the alias said as the answer
// still does.
func TestLooseAliasInAParagraph(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"Claims unit says it was a burst pipe",
		"we are building up the file on this one, still waiting on the assessor",
		"the property manager called about the leak",
		"our investigations unit reviewed it last week",
		"hmm she is building a case against us",
	} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter for 31PX90", line)
		if len(e.sess.Artifacts) != 0 || !strings.Contains(rec.lastReply(), "Home or Motor") {
			t.Errorf("%q: %d letters, %q", line, len(e.sess.Artifacts), rec.lastReply())
		}
	}
	for _, answer := range []string{"property", "its a unit", "building insurance", "property claim"} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter for 31PX90", answer)
		if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "(Home)") {
			t.Errorf("%q: %d letters, %q", answer, len(e.sess.Artifacts), rec.lastReply())
		}
	}
}
