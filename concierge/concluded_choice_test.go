package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// A choice settled on after thinking aloud about several (R28): the last
// one said, closed by a hedge or after "so", "i'd say", is the answer; a
// choice in the middle of a story, or asked with a question mark, is not.
func TestConcludedChoice(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agents[0].Slot("topology")
	for text, want := range map[string]string{
		"home or motor... the trailer sat beside the shed, so home i guess": "Home",
		"motor or home? the boat was in the garage, motor i reckon":         "Motor",
		"house maybe, or car. it was the ute's radio, so car probably":      "Motor",
		"not sure between house or vehicle... i'd say house":                "Home",
		"car or home, well it happened in the driveway so home then":        "Home",
		"is it home or motor i think?":                                      "",
		"home or motor, a branch fell on the car in the garage":             "",
		"home or motor": "",
	} {
		if got := concludedChoice(s, text); got != want {
			t.Errorf("concludedChoice(%q) = %q, want %q", text, got, want)
		}
	}
}

// At the topology question, the choice settled on writes the letter,
// never "I couldn't take".
func TestConcludedChoiceAnswersTheQuestion(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"home or motor... the trailer sat beside the shed, so home i guess": "(Home)",
		"motor or home? the boat was in the garage, motor i reckon":         "(Motor)",
		"not sure between house or vehicle... i'd say house":                "(Home)",
		"house maybe, or car. it was the ute's radio, so car probably":      "(Motor)",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, "decline letter for claim 92VB15", line)
			n := len(e.sess.Artifacts)
			if n == 0 || !strings.Contains(e.sess.Artifacts[n-1].Title, want) {
				t.Errorf("%q: no %s letter: %q", line, want, rec.replies())
			}
		})
	}
}
