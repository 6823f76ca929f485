package concierge

// A no taken back (R41, R50). After a bare "no" at an approval the agent
// asks again for the value the call turns on (the amount); a user who
// changes their mind says "ok send it", "actually go ahead", "yes do it"
// and was answered "I couldn't take "ok send it" as the amount", the
// amount they had seen forgotten. The value the no cleared is kept with
// the task, and a yes said at its question puts it back: the call is
// summarised and asked again with R41's guard afresh, never run on that
// message.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// rejectedValue prefixes the task memory key that keeps a value a bare
// no cleared.
const rejectedValue = "loop.rejected."

// keepRejected keeps the value of slot that a no is about to clear.
func keepRejected(w *state.Work, slot string) {
	if v := w.Slots[slot]; v != "" {
		if w.Memory == nil {
			w.Memory = map[string]string{}
		}
		w.Memory[rejectedValue+slot] = v
	}
}

// restoreRejected puts back the value a no cleared when the answer to its
// question is a yes with no value of its own ("ok send it"); it reports
// whether it did.
func (e *Engine) restoreRejected(a *agents.Agent, s *agents.Slot, text string) bool {
	w := e.sess.WorkFor(a.Name)
	v := w.Memory[rejectedValue+s.Name]
	if v == "" {
		return false
	}
	delete(w.Memory, rejectedValue+s.Name)
	if strings.ContainsAny(text, "0123456789") || !plainYes(text) {
		return false // a new value, or anything else: read as the answer it is
	}
	w.Slots[s.Name] = v
	e.note(state.NoteProgress, "The "+s.LabelOrName()+" the no cleared is back: the call is asked again")
	return true
}
