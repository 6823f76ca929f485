package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A choice told, not named (issue 24 round 10): a pasted paragraph — "claim
// 44FF21, the kitchen flooded after a pipe burst" — says which topology
// it is by what happened. Where the message names no choice of the slot
// and its story tells of exactly one choice (its Scene words), that
// choice is the value; a story of two ("crashed into the kitchen wall")
// or of none leaves the slot to be asked.

// SceneChoice is the choice of the enum slot s that text tells of, with
// the word that told it; "" when a choice is named, when none is told, or
// when more than one is.
func SceneChoice(s *Slot, text string) (value, word string) {
	if s == nil || s.Kind != KindEnum {
		return "", ""
	}
	lower := reading.ASCIILower(text)
	denied := -1 // the choice said only as what the user is not ("im not staff")
	for i, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			switch named := namedIn(lower, strings.ToLower(w)); {
			case named > 0:
				return "", "" // named: the choice's own reading takes it
			case named < 0 && denied >= 0 && denied != i:
				return "", "" // both denied: nothing is said
			case named < 0:
				denied = i
			}
		}
	}
	for _, c := range s.Choices {
		for _, w := range c.Scene {
			if reading.PhraseIndex(lower, strings.ToLower(w)) < 0 {
				continue
			}
			if value != "" && value != c.Value {
				return "", "" // a story of two choices: asked, never guessed
			}
			if value == "" {
				value, word = c.Value, w
			}
		}
	}
	if value == "" && denied >= 0 && len(s.Choices) == 2 {
		// of two choices, the one the user says they are not leaves the
		// other: "im not staff, i do the towing" is a partner
		other := s.Choices[1-denied]
		return other.Value, "not " + s.Choices[denied].Value
	}
	if denied >= 0 && value == s.Choices[denied].Value {
		return "", "" // "not staff, i just started in claims": asked, never guessed
	}
	return value, word
}

// namedIn reports whether the phrase w is said in lower: 1 said, -1 said
// only negated ("not staff", "don't work for suncorp"), 0 not said.
func namedIn(lower, w string) int {
	said := 0
	for from := 0; from < len(lower); {
		i := reading.PhraseIndex(lower[from:], w)
		if i < 0 {
			break
		}
		i += from
		if !negatedBefore(lower[:i]) {
			return 1
		}
		said, from = -1, i+len(w)
	}
	return said
}
