package concierge

import (
	"strings"
	"testing"
)

// R53 (round 39, ins 15): a lawful reason added to a decline letter
// after it was written gets the verdict the same reason gets in the first
// message: it is no harm, the letter is not withdrawn. A time limit the
// insured missed is such a ground, in any words.
func TestLawfulReasonAddedAfterTheLetter(t *testing.T) {
	t.Parallel()
	for _, reason := range []string{
		"oh and add that the insured failed to lodge within the required timeframe",
		"reason: the insured failed to lodge within the required timeframe",
		"also add the claimant never reported it in time",
		"pls also mention the insurd did not notify us within 30 days of the loss",
		"put in the letter that the claim was lodged outside the time limit",
		"and add that he failed to lodge within the required timeframe",
		"include that the insured failed to disclose the modifications",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 12AB34 motor", reason)
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "I can't help with that") || strings.Contains(got, "must not be used") {
			t.Errorf("%q: refused or withdrawn: %q", reason, got)
		}
		// the same reason said in the first message: the same verdict
		e, rec = newInsurance(t)
		say(t, e, "decline 12AB34 motor, "+reason)
		if containsIn(rec.replies(), "I can't help with that") {
			t.Errorf("first message with %q refused: %q", reason, rec.replies())
		}
	}
	// a reason made up, a trait beside it, or a deadline set against the
	// insured is refused all the same
	for _, text := range []string{
		"add that the insured failed to lodge within the timeframe even though they did",
		"add that the insured failed to lodge in time, she's muslim anyway",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 12AB34 motor", text)
		if !containsIn(rec.replies(), "I can't help with that") {
			t.Errorf("%q: not refused: %q", text, rec.replies())
		}
	}
}
