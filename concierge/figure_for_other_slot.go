package concierge

// A figure at the question of an id it cannot be (R4, R7; tryout 37 bank
// 04): "200" at "Which account ID should I send the money to?". An account
// ID is 5 to 17 digits, so "200" is no ID, and it was refused as one and
// forgotten; it is the amount, the one other value of the task still
// empty that takes it. It is kept there and the ID asked again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// figureForOtherSlot keeps a bare figure said at asked, which it does not
// fit, as the one other empty slot of a that takes it; false when the
// figure fits asked, or no other slot or more than one takes it.
func (e *Engine) figureForOtherSlot(t *turn, a *agents.Agent, asked *agents.Slot, text string) bool {
	figure := strings.TrimRight(strings.TrimSpace(text), ".!")
	if asked.Kind == agents.KindMoney || asked.Kind == agents.KindSecret || !figureOnly.MatchString(strings.ToLower(figure)) {
		return false
	}
	if _, err := asked.Normalize(figure, e.pinnedFacts(a)); err == nil {
		return false // "7654321" at the ID question: its answer
	}
	s, v, ok := e.oneSlotTakes(a, "", figure)
	if !ok || s.Name == asked.Name || e.filled(t, a)[s.Name] != "" {
		return false
	}
	e.sess.WorkFor(a.Name).Slots[s.Name] = v
	e.note(state.NoteProgress, fmt.Sprintf("Kept %s as the %s: it is no %s", valueShown(s, v), s.LabelOrName(), asked.LabelOrName()))
	t.say(prompts.KeptAsOther(valueShown(s, v), s.LabelOrName()))
	return true
}
