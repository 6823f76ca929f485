package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Issue 24 (round 10): a claim's story tells its topology without naming
// it; a story of both topologies, or one that names a choice, is left to
// the choice's own reading or a question.
func TestSceneChoiceTellsTheTopology(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agent("DeclineLetterAssistance").Slot("topology")
	for _, tt := range []struct{ text, want string }{
		{"claim 44FF21, the kitchen flooded after a pipe burst", "Home"},
		{"water came through the ceiling into the bedroom", "Home"},
		{"burglars got in through the back door and took the jewellery", "Home"},
		{"they were rear-ended at the lights and the bumper came off", "Motor"},
		{"a collision on the motorway cracked the windscreen", "Motor"},
		{"it was written off after the crash", "Motor"},
		// two stories, or a choice named: not this reading's
		{"they crashed into the kitchen wall", ""},
		{"the car got a dent", ""},
		{"its a home claim, the bathroom leaked", ""},
		// no story
		{"please write the decline letter", ""},
	} {
		if got, _ := agents.SceneChoice(s, tt.text); got != tt.want {
			t.Errorf("SceneChoice(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
