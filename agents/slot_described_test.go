package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// A choice is named by the words its slot's hint describes it with
// (issue 24 round 20): "uh the everyday one" is Checking.
func TestChoiceNamedByItsDescription(t *testing.T) {
	s := &agents.Slot{Name: "account", Kind: agents.KindEnum, Question: "Which account: Checking or Savings?",
		Choices: []agents.Choice{{Value: "Checking", Aliases: []string{"chequing"}}, {Value: "Savings", Aliases: []string{"saving"}}},
		Hint:    "Checking is your everyday account, for payments and transfers; Savings is where money is put aside."}
	for in, want := range map[string]string{
		"uh the everyday one":           "Checking",
		"the everyday account":          "Checking",
		"everyday":                      "Checking",
		"umm the one for payments":      "Checking",
		"the one i put money aside in":  "Savings",
		"the put aside one i guess":     "Savings",
		"the everyday one, not savings": "",
		"whatever":                      "",
		"the one with more money":       "",
	} {
		got, err := s.Normalize(in, nil)
		if want == "" {
			if err == nil && got != "Savings" {
				t.Errorf("%q: took %q, want it refused", in, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("%q: got %q (%v), want %s", in, got, err, want)
		}
	}
}
