package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// Not knowing a value is said in many ways; a value, a cancel or a
// question about where to look is none of them.
func TestNotKnown(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"no idea what the claim number is", "dunno", "i don't have it on me", "not sure what my id is",
		"I've lost the claim number", "forgot it sorry", "I can't find it anywhere", "idk", "no clue tbh"} {
		if !notKnown.MatchString(text) {
			t.Errorf("%q is not read as not knowing", text)
		}
	}
	for _, text := range []string{"12AB34", "forget it", "where do I find it?", "motor", "never mind"} {
		if notKnown.MatchString(text) {
			t.Errorf("%q is read as not knowing", text)
		}
	}
}

// The choices of a slot are explained from their aliases, never their
// inflections, with the slot's hint.
func TestExplainChoices(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agents[0].Slot("topology")
	got := explainChoices(s, []string{"whats", "the", "difference"})
	for _, want := range []string{"Home or Motor only", "Home covers: house", "Motor covers: car"} {
		if !strings.Contains(got, want) {
			t.Errorf("explainChoices = %q, want it to hold %q", got, want)
		}
	}
	if got := explainChoices(s, []string{"motor"}); got != "" {
		t.Errorf("a bare choice is no question about the choices: %q", got)
	}
	if got := explainChoices(insurance.Domain().Agents[0].Slot("claim_id"), []string{"difference"}); got != "" {
		t.Errorf("a slot without choices has none to explain: %q", got)
	}
}
