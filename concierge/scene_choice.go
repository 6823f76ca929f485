package concierge

// A pasted paragraph's values, every one of them (issue 24 round 10): "…
// claim 44FF21, the kitchen flooded after a pipe burst" names the claim id
// and tells the topology without naming it. A choice the story tells of
// alone (agents.SceneChoice) fills its slot, so it is not asked again;
// named choices, and stories of two, are read as before.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// takeScene fills each enum slot the message left empty with the choice
// its story tells of. It reports whether it filled one.
func (e *Engine) takeScene(a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	w := e.sess.WorkFor(a.Name)
	took := false
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum || w.Slots[s.Name] != "" || in.Slots[s.Name] != "" && problems[s.Name] == nil {
			continue
		}
		v, word := agents.SceneChoice(s, text)
		if v == "" {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = v
		delete(problems, s.Name)
		e.note(state.NoteProgress, fmt.Sprintf("The %s told by the message: %s (from %q)", s.LabelOrName(), v, word))
		took = true
	}
	return took
}
