package concierge

// A request said as a question (tryout 40 notes 01): "yo can u open my
// notes pls" and "uh... open my notes?" were read by the reader as
// start_task, yet answered "I don't know that here … The nearest thing I
// can do is open your notes": the question's mark and "can u" made the
// message a question about the service. When the reader reads a task of
// an agent the user can ask for, and did not read a question, the
// message goes on to that task's routing.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// readsAskedTask reports a reading whose first command starts a task of
// an agent the user can ask for.
func (e *Engine) readsAskedTask(rd understand.Reading) bool {
	if len(rd.Commands) == 0 || rd.Commands[0].Kind != agents.CmdStartTask {
		return false
	}
	a := e.domain.Agent(rd.Commands[0].Agent)
	return a != nil && a.ExposeToUser
}
