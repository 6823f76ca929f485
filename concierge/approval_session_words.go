package concierge

// The approval's session hint in words (issue 24, R56): what allowing a tool for
// the session lets run without asking is said from the tasks of the
// agents that call it ("write a note or add a to-do"), never the tool's
// id ("allow add_note").

import (
	"slices"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// toolDoes is what a session grant of tool lets run without asking: the
// task of a, then those of the domain's other agents that call the same
// tool of the same server, joined with "or".
func (e *Engine) toolDoes(a *agents.Agent, tool *agents.Tool) string {
	tasks := []string{a.TaskPhrase()}
	for _, o := range e.domain.Agents {
		if o == a || !o.ExposeToUser {
			continue
		}
		for _, ot := range o.Tools {
			if ot.Name == tool.Name && ot.Server == tool.Server && !slices.Contains(tasks, o.TaskPhrase()) {
				tasks = append(tasks, o.TaskPhrase())
			}
		}
	}
	return orList(tasks)
}

// ApprovalDoes is what the approval's session choice allows, in words:
// its Does, or "use this tool" for an approval stored without it.
func ApprovalDoes(ap state.Approval) string {
	if ap.Does != "" {
		return ap.Does
	}
	return "use this tool"
}
