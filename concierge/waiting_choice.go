package concierge

// The choice of a task that waits, said before its question (moved from
// agent_turn.go, which the 500-line rule caps).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// waitingChoice finds the whole message as one of the choices of a task
// that waits on the agenda ("savings" for the balance that waits for the
// login): the user answered that task's question before this one's.
func (e *Engine) waitingChoice(text string) (*agents.Agent, *agents.Slot, string) {
	said := strings.ToLower(strings.Trim(strings.TrimSpace(text), ".!"))
	for _, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindEnum || e.sess.WorkFor(a.Name).Slots[s.Name] != "" {
				continue
			}
			for _, c := range s.Choices {
				for _, w := range append([]string{c.Value}, c.Aliases...) {
					if strings.ToLower(w) == said {
						return a, s, c.Value
					}
				}
			}
		}
	}
	return nil, nil, ""
}

// waitingUses reports a word that a task waiting on the agenda uses: its
// request is read again when it resumes, so the word is not unused.
func (e *Engine) waitingUses(w string) bool {
	for _, task := range e.sess.Agenda {
		if a := e.domain.Agent(task.Agent); task.IsTask() && a != nil && e.vocab.Unused(a, w, nil) == "" {
			return true
		}
	}
	return false
}
