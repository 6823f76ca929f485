package concierge

// A letter written again from the last task (duplicates found it): the
// redo with the reason left out (reason_left_out.go) and the redo naming
// a reason given after the letter (ins22a_reason_redo.go) each copied the
// last task's values back into the agent's work. One helper does it, so
// that both redo the same letter the same way.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// restoreLastTask puts agent a's last task's values back into its work,
// marked as a redo, and returns that work; nil when a has no last task.
// The caller sets the reason the letter names again.
func (e *Engine) restoreLastTask(a *agents.Agent) *state.Work {
	l := e.lastTaskOf(a.Name)
	if l == nil {
		return nil
	}
	w := e.sess.WorkFor(a.Name)
	for k, v := range l.Slots {
		w.Slots[k] = v
	}
	w.Memory[agents.RedoneMemory] = "yes"
	return w
}
