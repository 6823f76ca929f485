package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13): in a pasted paragraph every value comes from words
// that name it: "all" said in passing sets no topology, nor does a story
// that names none, so it is asked. A job said before the request ("I
// handle claims for our team") is no bulk decline.
func TestTopologyOnlyFromWordsThatNameIt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"Hello there. Claim 81NB44 needs a decline letter. The customer lodged it late and the policy had lapsed, so we can't accept it.",
		"Hi, I handle claims for our team and today I need to write a decline for claim 63PL09. The customer says the damage happened while they were away, but our assessor found no evidence.",
		"we process claims all day here, thanks all for the help, can you draft the decline for 20QQ11",
		"hiya all, I work on claims for the south team: decline letter for 20QQ11, it was lodged late",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, line)
		w := e.sess.WorkFor("DeclineLetterAssistance").Slots
		if len(e.sess.Artifacts) != 0 || w["topology"] != "" || w["claim_id"] == "" || !strings.Contains(rec.lastReply(), "Home or Motor") {
			t.Errorf("%q: values %v, %d letters, last reply %q; want the topology asked", line, w, len(e.sess.Artifacts), rec.lastReply())
		}
	}

}
