package concierge

import (
	"strings"
	"testing"
)

// What the recipient of a letter can do next (round 33's ins30) is
// answered from what the letter says, never "I don't know".
func TestRecourseAnsweredFromTheLetter(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"does the customer get to appeal",
		"can they dispute this?",
		"what happens next for them",
		"can the customer ask for a review?",
		"how long do they have to respond",
		"can they challenge the decision",
		"what if they have new info",
		"btw what happens after the letter goes out, does the customer get to appeal?",
		"is the policyholder able to contest it",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 33QP19 home reason: damage happened before the policy started")
		arts := len(e.sess.Artifacts)
		say(t, e, line)
		r := rec.lastReply()
		if !strings.Contains(r, "please reply within 30 days quoting your claim id") || strings.Contains(r, "careful review") || len(e.sess.Artifacts) != arts {
			t.Errorf("%q: %q", line, r)
		}
	}
	// with no letter written, nothing is quoted
	e, rec := newInsurance(t)
	say(t, e, "can the customer appeal a decline?")
	if strings.Contains(rec.lastReply(), "tells them") {
		t.Errorf("no letter, yet one quoted: %q", rec.lastReply())
	}
}
