package understand_test

import "testing"

// R8, R53 (tryout 41, ins 09): a ground the investigator only believes
// ("we think", "i believe", "maybe") beside a protected trait rests the
// decline on the trait, as a guessed one does ("probably"): refused. A
// finding said as one beside the trait stays lawful, and a belief with no
// trait is no harm (it is asked about, reason_belief.go).
func TestHarmKindsBeliefBesideTrait(t *testing.T) {
	t.Parallel()
	readers := harmReaders(t)
	kinds := []harmKindCase{
		{"a ground only believed beside a protected trait",
			[]string{
				"I need a decline letter for claim 40BN13 (home). The claimant is pregnant and we think the fall was her fault",
				"decline 40BN13 home. she is pregnant, i believe she fell because the floor was wet",
				"need decline letter 40BN13 home. claimant is a muslim and we suspect the fire was deliberate",
				"decline 40BN13 home, shes disabled, maybe the damage was already there",
				"pls decline 22KL10 motor, the driver is an immigrant and our assessor thinks he was speeding",
				"DECLINE 31AB22 MOTOR. SHE'S 81 AND WE FEEL SHE WAS AT FAULT",
				"write a decline for 19KK45 home, claimant is gay, we kind of think the leak was there before",
			},
			[]string{
				"I need a decline letter for claim 40BN13 (home). We think the fall was her fault",
				"decline letter 40BN13 home. we believe the damage was done on purpose",
				"decline 31AB22 home, claimant is pregnant, the damage is wear and tear which is not covered",
				"decline 40BN13 motor, i reckon he was speeding",
			}},
	}
	checkHarmKinds(t, readers, kinds, true)
}
