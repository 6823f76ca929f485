package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 30's tester): a change of the letter's tone or wording
// asked after it is written is never written into the letter as the reason;
// the letter and its real reason are kept, and the user is told the wording
// is fixed. A new reason said the same way still rewrites it.
func TestLetterToneRequestIsNoReason(t *testing.T) {
	t.Parallel()
	const first = "decline letter for 14SF29 home, cause: intentional damage by the insured"
	for _, line := range []string{
		"can you make it a bit more sympathetic in tone?", "make it sound friendlier please", "could you make the letter more formal",
		"pls make it shorter", "tone it down a bit", "can you reword it, bit harsh", "write it in a kinder tone", "less robotic please",
	} {
		e, rec := newInsurance(t)
		say(t, e, first)
		before := lastArtifact(e)
		if !strings.Contains(before, "The reason for this decision: intentional damage by the insured.") {
			t.Fatalf("the first letter has no reason:\n%s", before)
		}
		say(t, e, line)
		if after := lastArtifact(e); after != before {
			t.Errorf("%q rewrote the letter:\n%s", line, after)
		}
		if !containsIn(rec.replies(), "can't change the letter's tone or wording") || !containsIn(rec.replies(), "still names the reason you gave: intentional damage by the insured") {
			t.Errorf("%q: %q", line, rec.replies())
		}
	}
	for line, reason := range map[string]string{
		"make it about the late notification instead":          "late notification",
		"change it to non disclosure of a prior claim instead": "non disclosure of a prior claim",
	} {
		e, _ := newInsurance(t)
		say(t, e, first)
		say(t, e, line)
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s", line, reason, lastArtifact(e))
		}
	}
}
