package concierge

// What the user can refer to, in the reader's Moment (R50; issue 24,
// code26): the last task done, the tasks waiting and the list shown
// last. The reader reads "one more", "the second one" and "X instead"
// from them (agents/understand/context_refs.go); the loop runs the
// commands without reading the text again.

import "github.com/concierge-dev/concierge/agents/understand"

// referable fills m with what the user can refer to now.
func (e *Engine) referable(m *understand.Moment) {
	if e.sess.Last != nil {
		m.LastTask = e.sess.Last.Agent
	}
	for _, t := range e.sess.Agenda {
		if t.IsTask() {
			m.Stack = append(m.Stack, t.Agent)
		}
	}
	m.LastList = e.listShown()
}
