package agents

// Kinds outside an enum slot's choices (issue 24 round 19): "its a boat",
// "travel insurance" or "it's for my pet" at the topology question was
// answered "I couldn't take …", as if the words were not understood. A
// slot lists the kinds a user may name that it does not cover (Outside),
// so that the reply says plainly that only its choices can be done.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// OutsideNamed is the kind of Outside that text names as whole words (the
// longest, when several overlap), when it names none of the slot's
// choices; "" otherwise.
func (s *Slot) OutsideNamed(text string) string {
	if s.Kind != KindEnum || len(s.Outside) == 0 {
		return ""
	}
	lower := strings.ToLower(text)
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if reading.PhraseIndex(lower, strings.ToLower(w)) >= 0 {
				return ""
			}
		}
	}
	best := ""
	for _, w := range s.Outside {
		if len(w) > len(best) && reading.PhraseIndex(lower, w) >= 0 {
			best = w
		}
	}
	return best
}
