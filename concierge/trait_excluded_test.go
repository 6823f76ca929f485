package concierge

import "testing"

// A protected trait "excluded" by pointing back at it ("owner is muslim
// and our policy excludes that") wrote the letter: "excludes" read as a
// policy term. It is refused and no letter is written; a real ground
// excluded the same way is still written.
func TestTraitExcludedByPointingBackRefused(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decline 47SD82 home, owner is muslim and our policy excludes that",
		"decline 12AB34 motor, driver is a woman and our policy excludes them",
		"decline 12AB34 motor, hes gay and we dont insure people like that",
		"DECLINE 55GH21 HOME, THEY ARE IMMIGRANTS AND WE DONT COVER THOSE",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if art := lastArtifact(e); art != "" || !containsIn(rec.replies(), "protected characteristic") {
			t.Errorf("%q: replies %q, letter %q; want a refusal and no letter", line, rec.replies(), art)
		}
	}
	e, _ := newInsurance(t)
	say(t, e, "decline 12AB34 home, the house was unoccupied for 90 days and our policy excludes that")
	if lastArtifact(e) == "" {
		t.Errorf("a lawful ground excluded by pointing back: want the letter written")
	}
}
