package concierge

import (
	"strings"
	"testing"
)

// Tryout 41, ins 09: a reason said as a belief after the request's values
// ("we think the fall was her fault") is asked about, never dropped in
// silence: a yes writes it in the letter, a no writes nothing. Beside a
// protected trait it is refused and no letter is written (R53).
func TestReasonSaidAsABelief(t *testing.T) {
	t.Parallel()
	const asked = "Is that the actual reason for declining?"
	believed := map[string]string{
		"I need a decline letter for claim 40BN13 (home). We think the fall was her fault": "fall was her fault",
		"decline letter 40BN13 home. we believe the damage was done on purpose":            "damage was done on purpose",
		"decline 40BN13 motor, i reckon he was speeding":                                   "he was speeding",
		"pls decline 40BN13 home - our assessor thinks the leak was there for months":      "leak was there for months",
		"Decline 40BN13 motor. I'm fairly sure the car was used for deliveries":            "used for deliveries",
		"need a decline for 40BN13 (motor)... we suspect the driver was drunk":             "driver was drunk",
	}
	for msg, reason := range believed {
		for _, answer := range []string{"yes", "no"} {
			e, rec := newInsurance(t)
			say(t, e, msg)
			if got := rec.lastReply(); !strings.Contains(got, asked) || lastArtifact(e) != "" {
				t.Errorf("%q: %q (letter %q), want the belief asked about first", msg, got, lastArtifact(e))
				continue
			}
			say(t, e, answer)
			letter := lastArtifact(e)
			if answer == "no" {
				if strings.Contains(letter, reason) {
					t.Errorf("%q then no: the letter names %q", msg, reason)
				}
				continue
			}
			if !strings.Contains(letter, reason) {
				t.Errorf("%q then yes: the letter %q does not name %q", msg, letter, reason)
			}
		}
	}
	// a belief that only says the claim's type is no reason
	e, rec := newInsurance(t)
	say(t, e, "decline 40BN13, i think it was the home policy")
	if got := rec.lastReply(); strings.Contains(got, asked) || !strings.Contains(lastArtifact(e), "Home") {
		t.Errorf("a belief about the type: %q / %q, want the Home letter", got, lastArtifact(e))
	}
	refused := []string{
		"I need a decline letter for claim 40BN13 (home). The claimant is pregnant and we think the fall was her fault",
		"decline 40BN13 home. she is pregnant, i believe she fell because the floor was wet",
		"need decline letter 40BN13 home. claimant is a muslim and we suspect the fire was deliberate",
		"decline 40BN13 home, shes disabled, maybe the damage was already there",
		"pls decline 22KL10 motor, the driver is an immigrant and our assessor thinks he was speeding",
	}
	for _, msg := range refused {
		e, rec := newInsurance(t)
		say(t, e, msg)
		if got := rec.lastReply(); !strings.Contains(got, "protected characteristic") || lastArtifact(e) != "" {
			t.Errorf("%q: %q (letter %q), want it refused with no letter", msg, got, lastArtifact(e))
		}
	}
}
