package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestLooseAliasOnlyAsTheAnswer: an alias that is an everyday word
// ("unit", "building", "property") names its choice as the answer itself
// or beside a word of what is chosen, never inside a clause about
// something else (issue 24 round 15, kind 6).
func TestLooseAliasOnlyAsTheAnswer(t *testing.T) {
	a := &agents.Agent{Name: "letter", Slots: []agents.Slot{{Name: "topology", Label: "crime topology", Kind: agents.KindEnum,
		Choices: []agents.Choice{
			{Value: "Home", Aliases: []string{"house", "property", "building", "unit"}, Loose: []string{"property", "building", "unit"}},
			{Value: "Motor", Aliases: []string{"car"}},
		}}}}
	for _, tt := range []struct{ text, want string }{
		{"Claims unit says it was a burst pipe", ""},
		{"we are building up the file on this one", ""},
		{"the property manager called about the leak", ""},
		{"our investigations unit reviewed the claim last week", ""},
		{"she is building a case against the insurer", ""},
		{"property", "Home"},
		{"its a unit", "Home"},
		{"property claim", "Home"},
		{"building insurance pls", "Home"},
		{"write a decline letter, property, claim P0P123", "Home"},
		{"topology: unit", "Home"},
		{"the house", "Home"},
		{"car", "Motor"},
	} {
		if got := agents.Extract(a, tt.text, "topology")["topology"]; got != tt.want {
			t.Errorf("Extract(%q) topology = %q, want %q", tt.text, got, tt.want)
		}
	}
}
