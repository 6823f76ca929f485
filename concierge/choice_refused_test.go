package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): an answer that is no topology ("claim type",
// "boat") is answered by naming the topologies there are once, and the
// question asked again; the claim id already given stays as it was.
func TestUnknownChoiceNamesTheChoicesOnce(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"claim type", "boat", "travel insurance", "it's a commercial one", "the topology is fire", "pet insurance"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline letter for 12AB34", answer)
		w := e.sess.WorkFor("DeclineLetterAssistance").Slots
		r := rec.lastReply()
		if strings.Count(r, "Home or Motor") != 1 || !strings.HasSuffix(r, "Please provide the claim type of your letter. You can choose from either Home or Motor only.") || w["claim_id"] != "12AB34" || w["topology"] != "" || e.sess.Speaker != "DeclineLetterAssistance" {
			t.Errorf("%q: reply %q, values %v, speaker %q", answer, r, w, e.sess.Speaker)
		}
	}
}
