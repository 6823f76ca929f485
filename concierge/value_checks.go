package concierge

// Checks of the values an engine read, beside the slot's own (agent_turn.go
// stores them).

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// unsaidAmount refuses a money value that is not what the message says: an
// engine's reading of an amount glued to letters ("$5OO" as 500, R55).
func unsaidAmount(s agents.Slot, said, raw string) error {
	if s.Kind != agents.KindMoney {
		return nil
	}
	if bad := agents.UnsaidAmount(said, raw); bad != "" {
		return fmt.Errorf("%q is not an amount of money", reading.Clip(bad, 40))
	}
	return nil
}

// tookAny reports whether the interpretation held a value for any slot.
func tookAny(a *agents.Agent, in agents.Interpretation) bool {
	for _, s := range a.Slots {
		if _, ok := in.Slots[s.Name]; ok && s.Kind != agents.KindSecret {
			return true
		}
	}
	return false
}
