package concierge

// A choice said again after a task finished (R50's correct_value, R28;
// issue 24 round 7): "ok go with home then", "home then", "let's use
// motor" right after the motor letter — said at once or after a side
// question ("hang on, is a caravan home or motor?") — is the last task's
// choice changed, and the task runs again with it, never a fresh task
// that asks for the claim id again.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// choosingWords say a choice is taken ("go with", "then", "use"); at
// least one of the pickers must be said with the value.
var (
	choosingWords = lazyWordSet(`ok okay k alright fine sure yeah yes yep right so hmm well then go with use pick choose take lets let's let us i'll ill i'd id do make it is be one the that in case instead please pls just we'll well better rather guess think maybe probably`)
	pickerWords   = lazyWordSet(`then go use pick choose take instead rather better guess`)
)

// picksLastChoice reports a message that is only a choice of the last
// finished task's, other than the one it ran with, said as picked ("ok
// go with home then").
func (e *Engine) picksLastChoice(l *state.LastTask, a *agents.Agent, text string) bool {
	if l == nil || a == nil {
		return false
	}
	choosing, pickers := choosingWords(), pickerWords()
	picked := false
	var rest []string
	for _, w := range reading.Words(text) {
		switch {
		case pickers[w]:
			picked = true
		case choosing[w]:
		default:
			rest = append(rest, w)
		}
	}
	if !picked || len(rest) == 0 || len(rest) > 3 {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind != agents.KindEnum || l.Slots[s.Name] == "" {
			continue
		}
		raw, ok := agents.Extract(a, text, s.Name)[s.Name]
		if !ok {
			continue
		}
		if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil && v != l.Slots[s.Name] {
			return len(agents.Extract(a, text, "")) <= 1 // that choice and no other value
		}
	}
	return false
}
