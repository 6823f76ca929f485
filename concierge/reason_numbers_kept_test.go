package concierge

import (
	"strings"
	"testing"
)

// Round 33: a decline's reason was cut inside a figure or after an
// abbreviation, and the customer's letter said "$1; 00" or ended at
// "blood alcohol 0.". The reason is written as the user said it.
func TestAReasonKeepsItsFiguresAndAbbreviations(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"decline letter home claim 48NB20 because the excess of $1,250.00 exceeds the claimed amount", "the excess of $1,250.00 exceeds the claimed amount"},
		{"just give me the letter for 22XY33 motor, driver was over the limit (blood alcohol 0.12)", "driver was over the limit (blood alcohol 0.12)"},
		{"decline 22XY33 motor, reason: 142 km/h in a 100 zone, i.e. reckless driving", "142 km/h in a 100 zone, i.e. reckless driving"},
		{"decline 22XY33 motor, reason: unlisted driver, e.g. the son drove it daily", "unlisted driver, e.g. the son drove it daily"},
		{"decline 31QR88 home because repairs of $12,400 were done without approval", "repairs of $12,400 were done without approval"},
		{"decline 31QR88 home, reason: damage was 3.5 months old when reported", "damage was 3.5 months old when reported"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, c.line)
			if body := lastArtifact(e); !strings.Contains(body, "The reason for this decision: "+c.want+".") {
				t.Errorf("want the reason %q: %q %q", c.want, body, rec.replies())
			}
		})
	}
}
