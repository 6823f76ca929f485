package concierge

// A value of the claim corrected right after its decline was refused is
// no new reason for it (ins20a's "make it motor, the car hit the house"
// after "the claimant is black"): "make it", "change it to", "switch to"
// also set a choice of the letter (its claim type), and that correction is
// answered where corrections are ("The claim type is already Motor"), not
// as a lawful-sounding reason standing in for the refused one.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// choiceSetter is a verb that sets a value, with the word it sets after it.
var choiceSetter = reading.Lazy(`\b(?:make|change|switch|swap|set|put|mark|call)\s+(?:it|that|this|the\s+(?:type|claim\s+type|claim|policy))?\s*(?:to\s+|as\s+|into\s+|back\s+to\s+)?(?:a\s+|an\s+)?([a-z]+)`)

// setsAChoice reports raw setting one of a's choices by a setter verb:
// the word after "make it" / "change it to" is a choice value of a slot.
func setsAChoice(a *agents.Agent, raw string) bool {
	for _, m := range choiceSetter.FindAllStringSubmatch(normalise(raw), -1) {
		for i := range a.Slots {
			s := &a.Slots[i]
			if len(s.Choices) == 0 || s.Kind == agents.KindSecret {
				continue
			}
			if _, ok := agents.Extract(a, m[1], "")[s.Name]; ok {
				return true
			}
		}
	}
	return false
}
