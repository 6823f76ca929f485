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
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if reading.PhraseIndex(lower, strings.ToLower(w)) >= 0 {
				return "", "" // named: the choice's own reading takes it
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
	return value, word
}
