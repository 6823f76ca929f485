package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Issue 24 (round 16): at "internal employee or partner?", a message says
// who the user is in other words: what they are not ("im not staff"), a
// firm that works for Suncorp, a new starter in a team. Of two choices,
// the one denied leaves the other; a message that denies one and tells
// of that same one, or tells of both, is asked, never guessed.
func TestSceneChoiceTellsTheRelationship(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agent("SmartStrategy").Slot("relationship")
	for _, tt := range []struct{ text, want string }{
		{"im not staff, my company does the towing for suncorp", "partner"},
		{"i'm not an employee", "partner"},
		{"i don't work for suncorp, i run the tow trucks they call", "partner"},
		{"we are contractors, we do the smash repairs for suncorp customers", "partner"},
		{"our firm does panel beaters work for them", "partner"},
		{"im a loss adjuster, contracted to yous", "partner"},
		{"i'm freelance, they send me the jobs", "partner"},
		{"consultant, on a contract with you guys", "partner"},
		{"not internal", "partner"},
		{"hi, i'm a new starter and honestly have no idea where anything lives yet", "internal"},
		{"hey so im brand new, just started monday, no idea how any of this works", "internal"},
		{"not sure, im on my first week here", "internal"},
		{"i just joined last week and no one has shown me the system", "internal"},
		{"not a partner", "internal"},
		// asked, never guessed
		{"im not staff but i just started last week", ""},
		{"i just started at my company, we do towing", ""},
		{"not staff and not a partner", ""},
		{"i'm staff", ""}, // named: the choice's own reading takes it
		{"where do i find it", ""},
	} {
		if got, _ := agents.SceneChoice(s, tt.text); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
