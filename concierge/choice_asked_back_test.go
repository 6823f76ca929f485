package concierge

import (
	"strings"
	"testing"
)

// R28, R50 (issue 24 round 11): the choice asked back at the question
// that offers it — with a description, or "how do i check" — is
// explained and asked again: no choice is taken for the user, and it is
// no question of trust. The user's own pick still answers.
func TestChoiceAskedBackIsNeverChosen(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hmm is it home or motor... the hail dented my car parked in the carport",
		"wait is that the house one or the vehicle one, how do i tell",
		"no idea tbh, home or motor?",
		"which do i pick, home or motor, it was the caravan",
		"is this a motor or a home thing? my garage roof fell on the car",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline letter for claim 73DW08")
			say(t, e, line)
			last := rec.lastReply()
			if lastArtifact(e) != "" || e.Speaker() != "DeclineLetterAssistance" {
				t.Fatalf("%q: a choice was made for the user: %q", line, rec.replies())
			}
			if !strings.Contains(last, "Motor covers") || !strings.Contains(last, "Home or Motor only") || strings.Contains(last, "automated assistant") {
				t.Fatalf("%q: not explained and asked again: %q", line, last)
			}
			say(t, e, "home")
			if !strings.Contains(lastArtifact(e), "73DW08") {
				t.Fatalf("%q: the user's pick did not answer: %q", line, rec.replies())
			}
		})
	}
}
