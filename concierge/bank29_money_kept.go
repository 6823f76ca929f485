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
	if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Agent == r.Agent {
		return nil
	}
	c := rd.Commands[0]
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
	if took < 2 {
		return nil // an amount and where it goes at least
	}
	if other := e.domain.Agent(r.Agent); other != nil && len(agents.Extract(other, text, "")) >= took {
		return nil
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the reader is sure the message asks to %s, and %s takes %d of its values, more than %s",
		a.Name, a.TaskPhrase(), a.Name, took, r.Agent))
	return a
}
