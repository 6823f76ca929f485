package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ChoiceWord is the choice one word (lower case) names the way the slot's
// own question accepts it: by value or alias ("chequing"), shorthand
// ("chk", "sav") or a misspelling of one choice only ("cheking"). Checks
// outside the slot (is this the user's own money? tryout31 bank 01) use it
// so that a spelling the question takes is never unknown to them.
func (s *Slot) ChoiceWord(word string) (string, bool) {
	w := reading.ASCIILower(strings.Trim(word, ` "'.,!?;:`))
	if w == "" || strings.ContainsAny(w, " \t") {
		return "", false
	}
	for _, c := range s.Choices {
		for _, v := range append([]string{c.Value}, c.Aliases...) {
			if strings.EqualFold(v, w) {
				return c.Value, true
			}
		}
	}
	return s.typoChoice(w, nil)
}
