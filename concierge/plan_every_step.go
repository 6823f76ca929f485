package concierge

// A request for every account is a step of its own (R50, R7; round 17):
// "whats my balance on both accts and whats nvda doing, also can i send 30
// to 1234324 from checking" planned the price and the transfer only — the
// balance request gives no value, and the transfer checks a balance first
// anyway, so the plan rule took it for that prerequisite. But the
// prerequisite checks one account, the transfer's source; a request for
// both (or all, or "my balances") asks more than it, and dropping it lost
// the other account's balance in silence. A valueless request the
// prerequisite does cover is still merged, and the Why panel says where
// it went.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// coveredByPrerequisite reports a step that asks its agent for nothing
// the prerequisite run of it for another step will not do: no value, and
// no "both" or "all" over a slot's choices. A step it reports is noted
// as merged.
func (e *Engine) coveredByPrerequisite(ps agents.PlanStep, steps []agents.PlanStep) bool {
	if !e.neededBy(ps.Agent, steps) || !e.valueless(ps) || e.asksEveryChoice(ps) {
		return false
	}
	for _, other := range steps {
		if a := e.domain.Agent(other.Agent); a != nil && other.Agent != ps.Agent {
			for _, req := range a.Requires {
				if req.By == ps.Agent {
					e.note(state.NoteContinuation, fmt.Sprintf("Not a step of its own: %q — %s runs first for %s anyway", ps.Action, ps.Agent, other.Agent))
					return true
				}
			}
		}
	}
	return true
}

// asksEveryChoice reports a step that asks for every choice of one of its
// agent's slots: "both accounts", "all my accounts", "my balances".
func (e *Engine) asksEveryChoice(ps agents.PlanStep) bool {
	a := e.domain.Agent(ps.Agent)
	if a == nil {
		return false
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		if namesEvery(s, ps.Action) || asksPlural(a, s, ps.Action) {
			return true
		}
	}
	return false
}

// queueSpread queues the rest of a task spread over several choices ("both
// accounts": Checking now, Savings after). Inside a running plan step the
// rest belongs to that step and runs before the next one — queued as a
// request it came after the plan and was never run (round 17); elsewhere
// it is a request first in line (R7).
func (e *Engine) queueSpread(a *agents.Agent, more ...string) {
	cur := e.sess.Plan.Current()
	if cur < 0 || e.sess.Plan.Awaiting {
		e.sess.Agenda.RequestFirst(more...)
		return
	}
	at := len(e.sess.Agenda)
	for i, t := range e.sess.Agenda {
		if t.Kind == state.TaskStep || t.Kind == state.TaskRequest {
			at = i
			break
		}
	}
	var spread state.Agenda
	for _, m := range more {
		spread = append(spread, state.Task{Kind: state.TaskStep, Agent: a.Name, Text: m, Step: cur + 1})
	}
	out := append(append(append(state.Agenda(nil), e.sess.Agenda[:at]...), spread...), e.sess.Agenda[at:]...)
	e.sess.Agenda = out
}

// spreadOfStep is the step that runs the rest of the plan step in hand
// (a queueSpread entry): ok is false for the plan's own next step.
func (e *Engine) spreadOfStep(next state.Task, p *state.Plan) (step, bool) {
	i := next.Step - 1
	if i < 0 || i >= len(p.Steps) || next.Text == "" || next.Text == p.Steps[i].Action {
		return stop, false
	}
	a := e.domain.Agent(next.Agent)
	if a == nil {
		return stop, false
	}
	p.Steps[i].Status = state.StepInProgress
	e.note(state.NoteContinuation, fmt.Sprintf("Plan step %d of %d goes on: %s (%s)", i+1, len(p.Steps), next.Text, a.Name))
	return enterStep(a, next.Text, true), true
}
