package offline

// A choice corrected in a request ("a decline letter for 55RT01, it's a
// home claim... wait no, my mistake, it's motor, the car was stolen") is
// one request whose choice was taken back and said again, never two
// requests, one per choice.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// correctsChoice reports a correction marker at that stands between two
// different choices of one enum slot of an agent: the first named before
// it and the first named after it.
func correctsChoice(text string, at int, among []*agents.Agent) bool {
	for _, a := range among {
		for i := range a.Slots {
			sl := &a.Slots[i]
			if len(sl.Choices) < 2 {
				continue
			}
			before, after := firstChoiceIn(sl, text[:at]), firstChoiceIn(sl, text[at:])
			if before != "" && after != "" && before != after {
				return true
			}
		}
	}
	return false
}

// firstChoiceIn is the choice of sl named first in text, by its value or
// an alias as whole words; "" when none is.
func firstChoiceIn(sl *agents.Slot, text string) string {
	lower := strings.ToLower(text)
	value, first := "", -1
	for _, c := range sl.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if i := reading.PhraseIndex(lower, strings.ToLower(w)); i >= 0 && (first < 0 || i < first) {
				value, first = c.Value, i
			}
		}
	}
	return value
}
