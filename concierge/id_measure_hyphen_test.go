package concierge

import (
	"strings"
	"testing"
)

// An age or a measure joined by hyphens in a claim's story is no claim id:
// "the policyholder's 19-year-old son" wrote a second letter, for claim
// 19-YEAR-OLD (round 22's tester). One message, one letter.
func TestHyphenedMeasureIsNoClaimID(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decline 27YU03 motor. the person driving was the policyholder's 19-year-old son who isn't a named driver on the policy.",
		"decline 27YU03 motor, the driver was a 17-yr-old learner",
		"decline 27YU03 motor - the 20-year-old car failed its roadworthy",
	} {
		e, _ := newInsurance(t)
		say(t, e, line)
		var letters []string
		for _, a := range e.sess.Artifacts {
			letters = append(letters, a.Title)
		}
		if len(letters) != 1 || !strings.Contains(letters[0], "27YU03") {
			t.Errorf("%q: letters %q, want one for 27YU03", line, letters)
		}
	}
}
