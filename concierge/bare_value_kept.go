package concierge

// Bare values first (R27, R51; issue 24 round 11): "500", then "7654321",
// then "send it" lost both values — the transfer asked for the account
// and the amount again. A value typed alone with nothing waiting still
// starts nothing (what it is for is asked), but it is kept as the value
// of the task that takes it: the request that follows uses it, and it
// shows in the summary the user approves before money moves (R11). A new
// value said with the request replaces a kept one.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// bareMoneyLine is an amount alone: "500", "$500", "500 bucks", "75.50".
var bareMoneyLine = reading.Lazy(`(?i)^\s*[$£€]?\s?\d[\d,]*(?:\.\d{1,2})?\s*(?:k|dollars?|bucks?|usd)?\s*[.!?]?\s*$`)

// bareMoneyOwner is the one agent with side effects whose money slot
// takes said as an amount, and that slot; nil when none or several do,
// or said is long enough to be an id.
func (e *Engine) bareMoneyOwner(said string) (*agents.Agent, *agents.Slot) {
	digits := strings.Count(said, "") - 1 - strings.Count(said, ",") - strings.Count(said, ".")
	if digits >= 5 && !strings.ContainsAny(said, "$£€") {
		return nil, nil // "7654321" is an id before it is an amount
	}
	var owner *agents.Agent
	var slot *agents.Slot
	for _, a := range e.domain.Agents {
		if !a.HasSideEffects() {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindMoney {
				continue
			}
			if _, err := s.Normalize(said, nil); err != nil {
				continue
			}
			if owner != nil && owner != a {
				return nil, nil // two tasks take amounts: which is asked
			}
			owner, slot = a, s
		}
	}
	return owner, slot
}

// keepBareValue keeps said as the value of owner's slot s for the task
// that comes next, when owner has no task under way; shown is the value
// as the reply says it.
func (e *Engine) keepBareValue(owner *agents.Agent, s *agents.Slot, said string) (shown string, ok bool) {
	if e.sess.Agenda.Holds(owner.Name) {
		return "", false
	}
	v, err := s.Normalize(said, nil)
	if err != nil {
		return "", false
	}
	w := e.sess.WorkFor(owner.Name)
	w.Slots[s.Name], w.Said[s.Name] = v, said
	e.note(state.NoteProgress, fmt.Sprintf("Kept %s as the %s of %s, for the request that comes next", v, s.LabelOrName(), owner.Name))
	shown = v
	if s.Kind == agents.KindMoney {
		if c, err := reading.ParseMoney(v); err == nil {
			shown = c.String() // "$500.00"
		}
	}
	return shown, true
}
