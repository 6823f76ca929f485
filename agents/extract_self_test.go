package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// owners is a domain file's unlock: the owner's name (SelfNamed, as
// agents/domainfile marks the slot asked before a secret) and a PIN.
func owners() *agents.Agent {
	return &agents.Agent{Name: "unlock", Title: "Unlock", Examples: []string{"unlock my notes", "open my notes"},
		Slots: []agents.Slot{
			{Name: "owner", Label: "owner", Kind: agents.KindText, SelfNamed: true, Cues: []string{"owner", "my name is", "sign in as"}},
			{Name: "pin", Label: "PIN", Kind: agents.KindSecret, Cues: []string{"pin"}},
		}}
}

// TestExtractSelfNamed: "im X", "this is X" give the owner with the
// request when X reads as a name; "I'm locked out" names nobody, and an
// answer to "whose notes?" that is a request is no name.
func TestExtractSelfNamed(t *testing.T) {
	a := owners()
	cases := []struct {
		text, asked string
		want        map[string]string
	}{
		{"hiya, unlock my notes, im zoe", "", map[string]string{"owner": "zoe"}},
		{"this is Oscar, open my notes please", "", map[string]string{"owner": "Oscar"}},
		{"open my notes i am ravi", "", map[string]string{"owner": "ravi"}},
		{"It's Hazel here, unlock my notes", "", map[string]string{"owner": "Hazel"}},
		{"unlock my notes, im locked out", "", map[string]string{}},
		{"I'm trying to open my notes", "", map[string]string{}},
		{"i am already unlocked?", "", map[string]string{}},
		{"show em", "owner", map[string]string{}},
		{"read my notes", "owner", map[string]string{}},
		{"ada lovelace", "owner", map[string]string{"owner": "ada lovelace"}},
		{"Grace Hopper", "owner", map[string]string{"owner": "Grace Hopper"}},
		{"ravi", "owner", map[string]string{"owner": "ravi"}},
	}
	for _, c := range cases {
		if got := agents.Extract(a, c.text, c.asked); !maps.Equal(got, c.want) {
			t.Errorf("Extract(%q, asked %q) = %v, want %v", c.text, c.asked, got, c.want)
		}
	}
}

// TestExtractChoiceInOtherWords: an enum's value said in another form of
// its word or one of its aliases ("partnered", "a brokerage", "on staff").
func TestExtractChoiceInOtherWords(t *testing.T) {
	a := insurance.Domain().Agent("SmartStrategy")
	cases := map[string]string{
		"our brokerage is partnered with suncorp, where is the claim id": "partner",
		"we're partnering with them, where do i find the claim number":   "partner",
		"i'm an intermediary, where's my claim id":                       "partner",
		"im employed by suncorp, where is it":                            "internal",
		"I'm on staff there":                                             "internal",
		"not a broker, I'm a suncorp employee":                           "internal",
	}
	for text, want := range cases {
		if got := agents.Extract(a, text, "")["relationship"]; got != want {
			t.Errorf("Extract(%q) relationship = %q, want %q", text, got, want)
		}
	}
}
