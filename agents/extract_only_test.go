package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// OnlyValues: values with their cues and no word of their own complete a
// request; anything more is a request of its own.
func TestOnlyValues(t *testing.T) {
	t.Parallel()
	auth := bank.Domain().Agent("authenticate")
	letter := insurance.Domain().Agent("DeclineLetterAssistance")
	for _, tt := range []struct {
		a    *agents.Agent
		text string
		want bool
	}{
		{auth, "username is ada", true},
		{auth, "my user name is ada please", true},
		{auth, "ada is my username", true},
		{letter, "claim number CLM-2024-7", true},
		{letter, "the claim id is 9-QRS", true},
		{letter, "claim 88QRT1 for a car", true},
		{auth, "check my balance", false},
		{auth, "username is ada and show me AAPL", false},
		{letter, "where do I find my claim id", false},
		{letter, "", false},
	} {
		if got := agents.OnlyValues(tt.a, tt.text); got != tt.want {
			t.Errorf("OnlyValues(%s, %q) = %v, want %v", tt.a.Name, tt.text, got, tt.want)
		}
	}
}

// A claim id may hold hyphens between its groups; the whole id is taken.
func TestExtractHyphenatedClaimID(t *testing.T) {
	t.Parallel()
	letter := insurance.Domain().Agent("DeclineLetterAssistance")
	for text, want := range map[string]string{
		"claim id is 9-QRS":             "9-QRS",
		"decline letter for CLM-2024-7": "CLM-2024-7",
		"the claim is AB-77 on a home":  "AB-77",
		"claim 2024-01-05":              "",
		"my e-mail is about a claim":    "",
	} {
		if got := agents.Extract(letter, text, "")["claim_id"]; got != want {
			t.Errorf("Extract(%q) claim_id = %q, want %q", text, got, want)
		}
	}
}
