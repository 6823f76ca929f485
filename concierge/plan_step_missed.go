package concierge

// A plan step whose task found nothing is not done (tryout 39, notes 24b):
// "read meeting notes then delete it" ran both steps on a note that was
// not there ("There is no note titled …"), and the summary still said
// "✓ Read a note …", "✓ Delete a note …". A step's task that ends
// without doing its work (agents.Result.Missed: the item is not in the
// list, the tool reported an error) ends its step as failed, shown ✗ and
// "(not done)"; the plan goes on to its next step as before.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// planStepMissed reports a's result missed the work of the running plan
// step, when a's task is that step's own (not a prerequisite or a
// digression inside it).
func (e *Engine) planStepMissed(a *agents.Agent, res agents.Result) bool {
	p := e.sess.Plan
	i := p.Current()
	return res.Missed && i >= 0 && a != nil && p.Steps[i].Agent == a.Name && e.sess.Agenda.Depth() == 0
}

// stepEnd is how the running plan step ends: failed when its task missed
// its work this turn, completed otherwise.
func stepEnd(t *turn) state.StepStatus {
	if t.missedStep {
		t.missedStep = false
		return state.StepFailed
	}
	return state.StepCompleted
}
