package concierge

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// A choice taken back and said again in one line is the one said after
// the correction, whatever choices the explanation names after it.
func TestCorrectedChoice(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agents[0].Slot("topology")
	for text, want := range map[string]string{
		"Motor. Actually no, Home. The car was parked in the garage of the house": "Home",
		"home - sorry, i mean motor, it was a car in the driveway of the house":   "Motor",
		"vehicle, or rather property: the flat was flooded and the car too":       "Home",
		"house no wait car, the ute was parked at the house":                      "Motor",
		"Home and Motor":       "",
		"motor":                "",
		"actually it was home": "",
	} {
		if got := correctedChoice(s, text); got != want {
			t.Errorf("correctedChoice(%q) = %q, want %q", text, got, want)
		}
	}
}
