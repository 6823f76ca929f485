package concierge

// A request that moves money is never lost to another task (issue 24
// round 27, bank29): "send 250 to 1234324 from the savings one" was routed
// by its words to the balance check, which showed the Savings balance and
// asked "anything else?": the transfer was gone, and nothing said so. When
// the reader is sure the message asks for a task with side effects, and
// that task takes more of the message's values than the one the words
// chose, the message is that task's.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// moneyTaskKept is the task with side effects a single route lost, nil
// when the route stands.
func (e *Engine) moneyTaskKept(t *turn, r agents.Route, text string) *agents.Agent {
	if len(r.Plan) > 0 || e.reader == nil || e.brain.Name() != "offline" {
		return nil
	}
	rd := e.reading(t, text)
	var cmds []agents.Command // words left unused ("usin the savings one") leave it one task
	for _, c := range rd.Commands {
		if c.Kind != agents.CmdUnused {
			cmds = append(cmds, c)
		}
	}
	if len(cmds) != 1 || cmds[0].Kind != agents.CmdStartTask || cmds[0].Agent == r.Agent {
		return nil
	}
	c := cmds[0]
	if !rd.Sure && (len(rd.Top) == 0 || rd.Top[0].Act != string(agents.CmdStartTask) || rd.Top[0].Agent != c.Agent || rd.Top[0].Confidence < 0.9) {
		// sure of the task, if not of every value's role: the task's own
		// questions and its summary check the values
		return nil
	}
	a := e.domain.Agent(c.Agent)
	if a == nil || !a.HasSideEffects() || e.sess.Agenda.Holds(a.Name) {
		return nil
	}
	took := len(agents.Extract(a, text, ""))
	moved := took > 0 && moveLeads(text) // "move money from checking to savings": the amount asked (transfer_no_amount.go)
	if took < 2 && !moved {
		return nil // an amount and where it goes at least
	}
	if other := e.domain.Agent(r.Agent); other != nil && len(agents.Extract(other, text, "")) >= took && !moved {
		return nil
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the reader is sure the message asks to %s, and %s takes %d of its values, more than %s",
		a.Name, a.TaskPhrase(), a.Name, took, r.Agent))
	return a
}
