package concierge

import (
	"strings"
	"testing"
)

// An approval of the letter just written (round 33's ins01) is
// acknowledged: never the fallback, the menu, or a new letter.
func TestResultApprovedAfterLetter(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"yep looks good",
		"that'll do",
		"thatll do mate",
		"spot on",
		"looks great",
		"yeah thats perfect",
		"nailed it cheers",
		"lgtm",
		"perfecto",
		"yep all looks right to me",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 33QP19 home reason: damage happened before the policy started")
		arts := len(e.sess.Artifacts)
		say(t, e, line)
		if r := rec.lastReply(); !strings.Contains(r, "glad that's what you needed") || len(e.sess.Artifacts) != arts || e.sess.Speaker != "" {
			t.Errorf("%q: %q (speaker %q)", line, r, e.sess.Speaker)
		}
	}
	// a question about it, or a complaint, is no approval
	for _, line := range []string{"is that right?", "thats not right"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 33QP19 home", line)
		if r := rec.lastReply(); strings.Contains(r, "glad that's what you needed") {
			t.Errorf("%q read as an approval: %q", line, r)
		}
	}
}
