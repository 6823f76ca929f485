package concierge

// A value kept from before that no longer fits the call (R50): the source
// of a transfer switched to the account the money was going to leaves the
// old destination equal to the new source. Such a call is never shown for
// approval: the value is dropped and asked again, with what is wrong.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// staleValue is the first held slot of a whose own check fails against the
// facts now (the account checked for the call changed since it was
// taken), with the reason; nil when every held value still fits. The facts
// are the task's pinned copy: a side question's balance check at the
// approval ("how much is in checking first") writes the session's facts,
// never the call's source (issue 24 round 16).
func (e *Engine) staleValue(a *agents.Agent) (*agents.Slot, error) {
	w := e.sess.WorkFor(a.Name)
	facts := e.pinnedFacts(a)
	for i := range a.Slots {
		s := &a.Slots[i]
		held, ok := w.Slots[s.Name]
		if !ok || held == "" || s.Check == nil || s.Kind == agents.KindSecret {
			continue
		}
		if err := s.Check(held, facts); err != nil {
			return s, err
		}
	}
	return nil, nil
}

// askStale drops a held value that no longer fits and asks its slot again,
// saying why.
func (e *Engine) askStale(t *turn, a *agents.Agent, s *agents.Slot, problem error) (step, error) {
	w := e.sess.WorkFor(a.Name)
	delete(w.Slots, s.Name)
	e.note(state.NoteApproval, "Not asked: the "+s.LabelOrName()+" no longer fits ("+problem.Error()+")")
	return e.ask(t, a, s, prompts.Clarify(problem.Error(), s.Hint, s.QuestionWith(e.namedValues(w.Slots))))
}
