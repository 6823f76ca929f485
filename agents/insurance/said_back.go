package insurance

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// saidBack is what "Due to …" quotes (R6's `Due to "I am a partner."`):
// the user's answer when it is a clean statement of the value ("I am a
// partner.", "I'm an internal employee"); ok is false for anything else —
// the value said alone ("partner", "external"), a hedge,
// a request, a line typed in haste ("ok internal then", "im a partner",
// "I am partner", round 17's i24 and i19) — and the reply then says the
// value in the product's words instead of quoting the user.
func saidBack(s *agents.Slot, said, value string) (string, bool) {
	if s == nil {
		return "", false
	}
	t := strings.TrimSpace(said)
	bare := strings.TrimRight(t, ".!")
	for _, c := range s.Choices {
		if c.Value != value {
			continue
		}
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			// the value said alone ("partner", "external", "work here") is
			// never quoted: `Due to "partner"` gives a word as a reason
			// (issue 24, ins21); the product says it in its own words
			if m := statement.FindStringSubmatch(bare); m != nil && strings.EqualFold(m[2], w) && m[1] == articleOf(w) && nounPhrase(w) {
				return t, true // "I am a partner."
			}
		}
	}
	return "", false
}

// statement is "I am a X", "I'm an X", "We are a X", as written with care:
// a capital I, and an article.
var statement = reading.Lazy(`^(?:I am|I'm|I’m|We are|We're|We’re) (a|an) (.+)$`)

// articleOf is the indefinite article before a word: "an" before a vowel.
func articleOf(w string) string {
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an"
	}
	return "a"
}

// nounPhrase reports a choice's word that names what someone is ("a
// partner", "an internal employee"), never how ("external", "in house")
// or what they do ("work here"): "I am an external" is no statement to
// quote.
func nounPhrase(w string) bool {
	l := strings.ToLower(w)
	for _, p := range []string{"work ", "employed ", "on ", "in ", "inside ", "agent of "} {
		if strings.HasPrefix(l, p) {
			return false
		}
	}
	switch l {
	case "external", "internal", "inhouse", "in-house", "third-party":
		return false
	}
	return true
}
