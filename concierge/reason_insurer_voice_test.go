package concierge

import (
	"strings"
	"testing"
)

// A reason said in the insurer's voice after the request's values
// ("…, property in Essex is outside our underwriting area") was dropped in
// silence: "our" made it the user's own talk. It is the letter's reason;
// talk of the user's day stays out of the letter.
func TestReasonInInsurersVoice(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, reason string }{
		{"decline 47SD82 home, property in Essex is outside our underwriting area", "outside our underwriting area"},
		{"decline 47SD82 home, property is outside our underwriting area", "outside our underwriting area"},
		{"decline 47SD82 home, its not something we underwrite", "something we underwrite"},
		{"decline 47SD82 motor, vehicle was used for ride share which our policy excludes", "our policy excludes"},
		{"Decline 47sd82 HOME - house sits outside the postcodes we insure", "postcodes we insure"},
		{"decline 47SD82 home, propety is outside of our undewriting area", "our undewriting area"},
		{"decline 47SD82 motor, car is garaged outside our cover area", "outside our cover area"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		if art := lastArtifact(e); !strings.Contains(strings.ToLower(art), c.reason) {
			t.Errorf("%q: letter %q, want the reason %q", c.line, art, c.reason)
		}
		if got := rec.replies(); !containsIn(got, "names the reason you gave") {
			t.Errorf("%q: %q, want the reason said back", c.line, got)
		}
	}
	e, _ := newInsurance(t)
	say(t, e, "decline 47SD82 home, we're swamped today")
	if art := lastArtifact(e); strings.Contains(art, "swamped") {
		t.Errorf("the user's own talk in the letter: %q", art)
	}
}
