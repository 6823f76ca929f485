package concierge

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// Plans (R26): a message with several requests becomes ordered steps that
// wait for the user's approval of the whole, then run one after the other
// through the same loop — prerequisites still push, sensitive tools still
// ask — with the continuation step taking the next step first.

// PlanChanged: the plan was made, answered, or a step moved on.
type PlanChanged struct{ Plan state.Plan }

func (PlanChanged) isEvent() {}

// PlanLines renders the current plan, one "STATUS action (agent)" line per
// step; empty when there is none.
func (e *Engine) PlanLines() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sess.Plan.Lines()
}

// PendingPlan is the plan waiting for approval, if any.
func (e *Engine) PendingPlan() (state.Plan, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.planWaits() {
		return *e.sess.Plan.Clone(), true
	}
	return state.Plan{}, false
}

// propose turns a routed message with several requests into a plan that
// waits for approval.
func (e *Engine) propose(t *turn, route agents.Route) {
	p := &state.Plan{Awaiting: true}
	steps := orderedSteps(route.Plan) // "… before i decide": that step first (plan_order.go)
	left := 0
	if len(steps) > maxPlanSteps {
		steps, left = steps[:maxPlanSteps], len(steps)-maxPlanSteps
	}
	for _, s := range steps {
		agent := s.Agent
		if e.domain.Agent(agent) == nil {
			agent = agents.ConciergeName
		}
		p.Steps = append(p.Steps, state.PlanStep{Action: s.Action, Agent: agent, Status: state.StepPlanned})
	}
	e.sess.Plan = p
	e.note(state.NoteContinuation, fmt.Sprintf("Planned %d steps; waiting for the user's approval", len(p.Steps)))
	e.planChanged()
	more := ""
	if left > 0 {
		more = fmt.Sprintf(" (I plan at most %d steps at a time: ask for the other %d afterwards.)", maxPlanSteps, left)
	}
	e.speak(t, agents.ConciergeName, prompts.PlanProposal(e.planItems(p))+more)
}

// planWaits reports whether the plan is the question in front of the
// user: proposed, not yet answered, and no side task holding the turn (a
// side question asked at the plan prompt, SPEC §15 rule 4).
func (e *Engine) planWaits() bool {
	p := e.sess.Plan
	return p != nil && p.Awaiting && e.sess.Speaker == "" && e.sess.Pending.Approval == nil
}

// maxPlanSteps bounds a plan: a longer list is more likely a paste than a
// plan, and each step may ask the user something.
const maxPlanSteps = 6

// planItems are the plan's steps as the reply lists them: each with the
// title of the agent that does it ("Money transfer"), never its id
// (issue 24, R56); the side panel keeps the ids.
func (e *Engine) planItems(p *state.Plan) []prompts.PlanItem {
	return planItemsBy(p, e.domain)
}

// planItemsBy is planItems with the titles of d's agents (nil: the ids).
func planItemsBy(p *state.Plan, d *agents.Domain) []prompts.PlanItem {
	items := make([]prompts.PlanItem, len(p.Steps))
	for i, s := range p.Steps {
		who := s.Agent
		if d != nil {
			if a := d.Agent(s.Agent); a != nil && a.Title != "" {
				who = a.Title
			}
		}
		items[i] = prompts.PlanItem{Action: s.Action, Agent: who, Skipped: s.Status == state.StepSkipped}
		if s.Label != "" {
			items[i].Action = s.Label // "Transfer $50.00 to 1234324", not the user's words (plan_labels.go)
		}
	}
	return items
}

func (e *Engine) planChanged() {
	if e.sess.Plan != nil {
		e.labelSteps(e.sess.Plan)
		e.emit(PlanChanged{Plan: *e.sess.Plan.Clone()})
	}
}

var (
	skipCmd   = reading.Lazy(`(?i)^\s*(?:please\s+|pls\s+|ok\s+)?(un)?skip\s+(?:the\s+)?(?:step\s+)?(\d+|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|last)(?:st|nd|rd|th)?(?:\s+(?:one|step|part|bit))?\s*(?:please|pls)?\s*$`)
	editCmd   = reading.Lazy(`(?i)^\s*(?:edit|change)\s+(?:step\s+)?(\d+)\s*(?:to\s+|:\s*)?(.+)$`)
	planWords = "yes to run it, no to drop it, \"skip N\", or \"edit N <what to do instead>\""
)

// ordinals are the step numbers said in words ("skip the second one").
var ordinals = sync.OnceValue(func() map[string]int {
	return map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9}
})

// stepNumber is a plan step said as a number, an ordinal or "last".
func stepNumber(said string, steps int) int {
	said = strings.ToLower(said)
	if said == "last" {
		return steps
	}
	if n, ok := ordinals()[said]; ok {
		return n
	}
	n, _ := strconv.Atoi(said)
	return n
}

// signInAtPlan is the sign-in agent and its name slot when a message at
// the plan prompt is one word that fits that slot and a step of the plan
// needs that sign-in: a user answering the login before it is asked.
func (e *Engine) signInAtPlan(text string) (*agents.Agent, string) {
	if len(strings.Fields(text)) != 1 || isCancel(text) || isYes(text) || !e.mayBeNameAtPlan(text) {
		return nil, ""
	}
	for _, st := range e.sess.Plan.Steps {
		step := e.domain.Agent(st.Agent)
		if step == nil {
			continue
		}
		req, unmet := step.Unmet(agents.Facts(e.sess.Facts))
		if !unmet {
			continue
		}
		by := e.domain.Agent(req.By)
		if by == nil || !hasSecretSlot(by) {
			continue
		}
		h := agents.SecretHintsFor(by, "")
		if w := e.sess.Work[by.Name]; h.User == nil || w != nil && w.Slots[h.User.Name] != "" {
			continue // the name is known: a word now is no new one
		}
		if _, err := h.User.Normalize(text, agents.Facts(e.sess.Facts)); err == nil && !e.choiceWord(text) {
			return by, h.User.Name
		}
	}
	return nil, ""
}

// planAgain puts the waiting plan in front of the user again, after a side
// question.
func (e *Engine) planAgain(t *turn) {
	e.note(state.NoteContinuation, "The plan still waits for the user's answer")
	e.planChanged()
	e.speak(t, agents.ConciergeName, prompts.PlanWaiting(e.planItems(e.sess.Plan)))
}

// approvePlan marks the plan's steps approved; they run in order from the
// step it returns.
func (e *Engine) approvePlan() step {
	p := e.sess.Plan
	p.Awaiting = false
	for i := range p.Steps {
		if p.Steps[i].Status == state.StepPlanned {
			p.Steps[i].Status = state.StepApproved
		}
	}
	for i, s := range p.Steps {
		if s.Status == state.StepApproved {
			e.sess.Agenda.AddSteps(state.Task{Kind: state.TaskStep, Agent: s.Agent, Text: s.Action, Step: i + 1})
		}
	}
	e.note(state.NoteApproval, "Approved the plan")
	return step{move: moveNextStep}
}

// rejectPlan drops the plan; nothing of it runs.
func (e *Engine) rejectPlan(t *turn, reason string) {
	p := e.sess.Plan
	for i := range p.Steps {
		p.Steps[i].Status = state.StepSkipped
	}
	p.Awaiting, p.Feedback = false, reason
	e.note(state.NoteApproval, join("Rejected the plan", paren(reason)))
	e.planChanged()
	e.sess.Plan = nil
	e.model.forget() // its steps' values, read with it, go too (R52)
	e.speak(t, agents.ConciergeName, join(prompts.ApprovalRejected(reason), e.anythingElse()))
}

// nextStep marks the step in progress completed and starts the next
// approved one; with none left it sums the plan up. It is the
// continuation step while a plan runs: no engine call (R26, R7).
func (e *Engine) nextStep(t *turn) (step, error) {
	p := e.sess.Plan
	if i := p.Current(); i >= 0 {
		p.Steps[i].Status = stepEnd(t)
	}
	next, ok := e.sess.Agenda.NextStep()
	if st, spread := e.spreadOfStep(next, p); ok && spread {
		return st, nil // "both accounts": the step's Savings after its Checking
	}
	i := next.Step - 1
	if !ok || i < 0 || i >= len(p.Steps) {
		e.planChanged()
		e.note(state.NoteContinuation, "The plan is done")
		if len(e.sess.Agenda.Requests()) > 0 {
			// "yes then sign me out" at the plan's last call: the request
			// queued for after it runs now, never dropped with the plan
			e.speak(t, agents.ConciergeName, prompts.PlanDone(planSummary(p)))
			e.sess.Plan = nil
			return step{move: moveContinue}, nil
		}
		e.speak(t, agents.ConciergeName, prompts.PlanDone(planSummary(p))+"\n"+e.anythingElse())
		e.sess.Plan = nil
		return stop, nil
	}
	p.Steps[i].Status = state.StepInProgress
	// an approved plan is several requests: each step gets the budgets of
	// one message (R9), so a long plan is not cut short by the first's
	t.hops, t.calls, t.startUsage = 0, map[string]int{}, e.brain.Usage()
	e.planChanged()
	ps := p.Steps[i]
	e.note(state.NoteContinuation, fmt.Sprintf("Plan step %d of %d: %s (%s)", i+1, len(p.Steps), ps.Action, ps.Agent))
	a := e.domain.Agent(ps.Agent)
	if a == nil {
		e.speak(t, agents.ConciergeName, e.conciergeAnswer(ps.Action))
		return step{move: moveNextStep}, nil
	}
	// "check my checking, then move half of it to savings": "it" is the
	// account the step before showed, known only now (money_slang.go)
	return enterStep(a, e.moneySlang(ps.Action), true), nil
}

// failPlan ends a running plan early: the step in hand failed (or was
// cancelled), the rest will not run, and the user hears what did and did
// not happen.
func (e *Engine) failPlan(cancelled bool) string {
	p := e.sess.Plan
	if p == nil {
		return ""
	}
	e.sess.Plan = nil
	e.sess.Agenda.DropSteps()
	if p.Awaiting {
		for i := range p.Steps {
			p.Steps[i].Status = state.StepSkipped
		}
		p.Awaiting = false
		e.emit(PlanChanged{Plan: *p}) // the front end closes its question
		return ""
	}
	for i, s := range p.Steps {
		switch s.Status {
		case state.StepInProgress:
			if cancelled {
				p.Steps[i].Status = state.StepSkipped
			} else {
				p.Steps[i].Status = state.StepFailed
			}
		case state.StepApproved, state.StepPlanned:
			p.Steps[i].Status = state.StepSkipped
		}
	}
	e.emit(PlanChanged{Plan: *p})
	e.note(state.NoteContinuation, "The plan stopped early")
	return prompts.PlanStopped(planSummary(p))
}

func planSummary(p *state.Plan) []prompts.PlanItem {
	items := planItemsBy(p, nil)
	for i, s := range p.Steps {
		items[i].Status = string(s.Status)
	}
	return items
}
