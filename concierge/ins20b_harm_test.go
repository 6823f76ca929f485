package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 20, ins20b): a protected trait said bare beside an
// answer in a decline is its reason, and refused; the letter is not
// written.
func TestBareTraitInDeclineRefused(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"home, they're muslims",
		"home they are jewish",
		"motor. the driver is black",
		"home - theyre gay",
		"motor, hes an immigrant",
		"home, shes a single mum",
		"its home. theyre muslim btw",
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter", "77AB12")
		got := replyTo(t, e, rec, s)
		say(t, e, "yes")
		if !strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q at the topology question: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
	// at the claim id's question
	for _, s := range []string{"77AB12, theyre muslim", "its 77AB12. shes pregnant", "77ab12 - theyre aboriginal"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter")
		got := replyTo(t, e, rec, s)
		say(t, e, "home", "yes")
		if !strings.Contains(got, "can't help with that") || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q at the claim id's question: %q (%d letters)", s, got, len(e.sess.Artifacts))
		}
	}
	for _, s := range []string{"home", "motor, the car was unregistered", "home, the house was empty for 90 days", "home, theyre renting", "motor, driver was drunk", "home. the owner is overseas", "home theyre tenants", "motor, the car is old", "home, it was a rental"} {
		e, rec := newInsurance(t)
		say(t, e, "decline letter", "77AB12")
		if got := replyTo(t, e, rec, s); strings.Contains(got, "help with that") {
			t.Errorf("innocent %q refused: %q", s, got)
		}
	}
}
