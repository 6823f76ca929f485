package insurance

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// saidBack is what "Due to …" quotes (R6's `Due to "I am a partner."`):
// the user's answer when it is a clean statement of the value ("I am a
// partner.", "I'm an internal employee") or the value said alone
// ("partner", "internal staff"); ok is false for anything else — a hedge,
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
			if strings.EqualFold(bare, w) {
				return t, true // "partner", "internal staff"
			}
			if m := statement.FindStringSubmatch(bare); m != nil && strings.EqualFold(m[2], w) && m[1] == articleOf(w) {
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
