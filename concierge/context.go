package concierge

// What the user can refer to, in the reader's Moment (R50; issue 24,
// code26): the last task done, the tasks waiting and the list shown
// last. The reader reads "one more", "the second one" and "X instead"
// from them (agents/understand/context_refs.go); the loop runs the
// commands without reading the text again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

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

// referred sets up in e's session what m says the user can refer to (the
// `concierge read` flags --last-task, --stack and --last-list): the task
// just done, the tasks waiting, the list a task's reply showed. It says
// so in words, "" when m holds none of them.
func referred(e *Engine, m understand.Moment) string {
	var said []string
	if a := e.domain.Agent(m.LastTask); a != nil {
		e.sess.Last = &state.LastTask{Agent: a.Name, Slots: map[string]string{}}
		said = append(said, "just done: "+a.Name)
	}
	for i := len(m.Stack) - 1; i >= 0; i-- {
		if a := e.domain.Agent(m.Stack[i]); a != nil {
			e.sess.Agenda.Push(state.Task{Agent: a.Name, Kind: state.TaskPrerequisite})
		}
	}
	if len(m.Stack) > 0 {
		said = append(said, "waiting: "+strings.Join(m.Stack, ", "))
	}
	if len(m.LastList) > 0 {
		by := m.LastTask
		for _, a := range e.domain.Agents {
			if by == "" && a.ExposeToUser && a.Name != agents.ConciergeName {
				by = a.Name
			}
		}
		lines := make([]string, len(m.LastList))
		for i, it := range m.LastList {
			lines[i] = "- " + it
		}
		e.sess.Messages = append(e.sess.Messages, state.Message{Role: state.RoleAgent, Agent: by, Text: strings.Join(lines, "\n")})
		said = append(said, "the list shown: "+strings.Join(m.LastList, ", "))
	}
	if len(said) == 0 {
		return ""
	}
	return " (" + strings.Join(said, "; ") + ")"
}
