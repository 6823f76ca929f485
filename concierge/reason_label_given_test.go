package concierge

import (
	"strings"
	"testing"
)

// A reason given under its label, in parentheses or after a dash, writes
// the letter with the id, the type and the reason (round 32, items 27
// and 28); a question about a decision's reasons is still answered so.
func TestReasonUnderLabelIsGiven(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, id, typ, reason string }{
		{"decline letter home 64TU25 (reason: flood damage not covered under this policy)", "64TU25", "Home", "flood damage not covered under this policy"},
		{"decline letter home 64TU25 - reason: flood damage not covered under this policy", "64TU25", "Home", "flood damage not covered"},
		{"decline 44HH21 home, reasons - wear and tear, not covered", "44HH21", "Home", "wear and tear"},
		{"home claim 64TU25 reason = not covered, flood", "64TU25", "Home", "not covered, flood"},
		{"decline letter motor 81QA20 (reason - unlicensed driver)", "81QA20", "Motor", "unlicensed driver"},
		{"pls decline motor claim 81QA20 [reason: not covered for racing]", "81QA20", "Motor", "not covered for racing"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		letter := lastArtifact(e)
		if !strings.Contains(letter, "Claim id: "+c.id) || !strings.Contains(letter, "Policy type: "+c.typ) || !strings.Contains(letter, c.reason) {
			t.Errorf("%q: letter %q, replies %q", c.line, letter, rec.replies())
		}
	}
	for _, line := range []string{"why was my claim declined", "what was the reason 19DE44 was refused"} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if !strings.Contains(rec.lastReply(), "reasons behind it") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
}
