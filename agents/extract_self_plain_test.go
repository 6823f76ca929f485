package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestExtractPlainSelfName (issue 24 round 16, kind 2): a name typed in
// lower case that is also an English word ("bob", "will", "grace") is the
// owner where "i'm"/"this is"/"it's" opens the sign-in line and the word
// alone ends its clause; how the user is ("im fine", "i'm locked out",
// "its me") names nobody.
func TestExtractPlainSelfName(t *testing.T) {
	a := owners()
	for text, want := range map[string]string{
		"i'm bob, pin is 1234, open my notes":           "bob",
		"hey this is grace, my pin is 1906. open notes": "grace",
		"im jack and my pin is 4321":                    "jack",
		"it's rose - open my notes, pin 1111":           "rose",
		"ok i am mark, unlock my notes":                 "mark",
		"this is frank here, pin is 2020":               "frank",
		"im fine, open my notes":                        "",
		"i'm locked out of my notes":                    "",
		"its me, open my notes":                         "",
		"i'm back, unlock my notes":                     "",
		"open my notes, i think its broken":             "",
		"im sorry, pin is 1234":                         "",
	} {
		if got := agents.Extract(a, text, "")["owner"]; got != want {
			t.Errorf("Extract(%q) owner = %q, want %q", text, got, want)
		}
	}
}
