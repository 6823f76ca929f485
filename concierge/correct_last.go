package concierge

// A correction after a task finished (R50's correct_value): "oops, it
// should have been motor" once the letter is written. A task without side
// effects runs again with the value corrected and the others as they were;
// one with side effects cannot be changed after the fact, and says so.

import (
	"fmt"
	"maps"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// remember keeps the values a finished task ran with (never a secret:
// those live in the turn only).
func (e *Engine) remember(a *agents.Agent) {
	w := e.sess.Work[a.Name]
	if w == nil || len(w.Slots) == 0 {
		e.sess.Last = nil
		return
	}
	e.sess.Last = &state.LastTask{Agent: a.Name, Slots: maps.Clone(w.Slots)}
}

// correctLast runs the last finished task again with the values a
// correction gives; ok is false when the message is no correction of it.
func (e *Engine) correctLast(t *turn, text string) (step, bool) {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 || !isCorrection(text) {
		return stop, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil {
		return stop, false
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && (best.Agent != a || best.Core) {
		return stop, false // "send 200 to 1234324, not from savings": a request of its own
	}
	vals := agents.Extract(a, text, "")
	for i := 0; len(vals) == 0 && i < len(a.Slots); i++ {
		// "it should have been 50": a bare value, read as each slot's in turn
		if s := a.Slots[i]; s.Kind != agents.KindSecret && l.Slots[s.Name] != "" {
			if raw, ok := agents.Extract(a, text, s.Name)[s.Name]; ok {
				vals = map[string]string{s.Name: raw}
			}
		}
	}
	changed := map[string]string{}
	for name, raw := range vals {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindSecret {
			continue
		}
		if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil && v != l.Slots[name] && l.Slots[name] != "" {
			changed[name] = raw
		}
	}
	if len(changed) == 0 {
		return stop, false
	}
	if a.HasSideEffects() {
		e.cannotUndo(t, a)
		return stop, true
	}
	w := e.sess.WorkFor(a.Name)
	for k, v := range l.Slots {
		w.Slots[k] = v
	}
	if problems := e.take(a, agents.Interpretation{Slots: changed}, text); len(problems) > 0 {
		delete(e.sess.Work, a.Name)
		return stop, false
	}
	e.note(state.NoteProgress, fmt.Sprintf("%s runs again with the value corrected", a.Name))
	return enterStep(a, "", false), true
}
