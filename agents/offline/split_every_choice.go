package offline

// A piece that asks about every choice of a task's slot by the slot's own
// name (issue 24, round 19): "whats in each of my accounts plus send 12
// to 1234324" was one transfer, the balances dropped, because "whats in
// each of my accounts" holds no word of the balance task's own ("account"
// is a word of its choices, "Savings account"). A piece that names the
// slot in the plural after "each", "all", "both" or "every" ("each of my
// accounts", "all my accounts", "both accounts") asks that task, for
// every choice, when one task without side effects has such a slot.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// everyOf is a quantifier before the thing it quantifies: "each of my",
// "all the", "both", "every one of our".
var everyOf = reading.Lazy(`(?i)\b(?:each|all|both|every)(?:\s+one)?(?:\s+of)?(?:\s+(?:my|the|our|ma|mah|me))?\s+([a-z]+)\b`)

// everyChoiceAsker is the one agent without side effects whose enum slot
// the piece names in the plural after a quantifier; nil when none, or
// more than one.
func everyChoiceAsker(piece string, among []*agents.Agent) *agents.Agent {
	var found *agents.Agent
	for _, m := range everyOf.FindAllStringSubmatch(piece, -1) {
		w := strings.ToLower(m[1])
		for _, a := range among {
			if a.HasSideEffects() || a == found {
				continue
			}
			for _, s := range a.Slots {
				if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
					continue
				}
				name := strings.ToLower(s.LabelOrName())
				if w == name+"s" || w == name+"es" || w == "accts" && name == "account" {
					if found != nil {
						return nil
					}
					found = a
				}
			}
		}
	}
	return found
}

// everyChoiceSlot is the label of a's first enum slot, for the reason.
func everyChoiceSlot(a *agents.Agent) string {
	for _, s := range a.Slots {
		if s.Kind == agents.KindEnum {
			return s.LabelOrName()
		}
	}
	return "choice"
}
