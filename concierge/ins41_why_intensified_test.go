package concierge

import (
	"strings"
	"testing"
)

// A rhetorical question at "internal employee or partner?" that names a
// choice is a question, answered and asked again, never the answer
// (round 34's ins 40).
func TestRhetoricalWhyNamingAChoiceIsAQuestion(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"why the hell does it matter if im staff or not",
		"why on earth do you need to know if im a partner",
		"what does it matter if im staff or a broker",
		"why tf do u need to know if im internal",
		"how the heck does it matter whether im staff",
		"why exactly does it matter if im a partner or not",
		"whats it matter if im staff",
	} {
		e, rec := newInsurance(t)
		say(t, e, "where's the claim id kept", text)
		got := strings.Join(rec.replies(), "\n")
		if strings.Contains(got, "As you are") || !strings.Contains(got, "internal employee or a partner") {
			t.Errorf("%q: %q %q", text, got[len(got)-200:], "")
		}
	}
}
