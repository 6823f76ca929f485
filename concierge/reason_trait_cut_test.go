package concierge

import (
	"strings"
	"testing"
)

// ins40's find (round 34): a trait of the person said beside a lawful
// ground is cut from the letter's reason, and the reply says so; the
// letter names the ground alone. (Where the reason is read as the
// ground's clause alone, the trait never reaches it and nothing is said.) A trait given alone is refused, and a
// reason with no trait is written whole.
func TestATraitBesideAGroundIsCutFromTheLetter(t *testing.T) {
	t.Parallel()
	for said, trait := range map[string]string{
		"decline 22XY33 motor, hes from fiji and was also uninsured":                     "fiji",
		"decline 22XY33 motor, she is pregnant and was speeding":                         "pregnant",
		"decline 22XY33 motor, shes muslim and the car was unregistered":                 "muslim",
		"decline 22XY33 motor, the driver comes from samoa, had no licence":              "samoa",
		"decline 22XY33 home, he is in a wheelchair and the house was empty for 90 days": "wheelchair",
	} {
		t.Run(said, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, said)
			art := lastArtifact(e)
			if art == "" {
				t.Fatalf("no letter: %q", rec.replies())
			}
			if strings.Contains(strings.ToLower(art), trait) {
				t.Fatalf("the letter names the trait %q:\n%s", trait, art)
			}
			if strings.Contains(said, " and ") && !strings.Contains(said, "unregistered") && !containsIn(rec.replies(), "out of the letter: a decline can't rest on who someone is") {
				t.Fatalf("the cut was not said: %q", rec.replies())
			}
		})
	}
	for _, said := range []string{"decline 22XY33 motor because hes from fiji", "decline 22XY33 motor, reason: she comes from tonga"} {
		e, rec := newInsurance(t)
		say(t, e, said)
		if lastArtifact(e) != "" {
			t.Fatalf("%q wrote a letter: %q", said, rec.replies())
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "decline 22XY33 home, the roof was 40 years old and never maintained")
	if art := lastArtifact(e); art == "" || !strings.Contains(art, "the roof was 40 years old and never maintained") {
		t.Fatalf("a reason with no trait was not written whole: %q", rec.replies())
	}
}
