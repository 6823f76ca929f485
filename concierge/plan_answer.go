package concierge

// The answer to a plan waiting for its yes (R26, R50): read once into one
// plan command — skip or restore a step, edit a step, correct a value of
// one step, put off, approve, reject, the plan asked again, or a normal
// message (§15 rule 4) — which planAnswer then runs without reading the
// words again.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// planHow is what an answer to a plan does.
type planHow int

const (
	planOther    planHow = iota // a normal message: routed, the plan asked again after it
	planSkip                    // skip_step(n), or its restore
	planNoStep                  // a step number the plan has not
	planEdit                    // edit_step(n, action)
	planFixStep                 // correct_value of one step's value
	planPutOff                  // the answer put off
	planApproved                // approve
	planRejected                // reject(reason)
	planAskAgain                // a yes or a no to something else: the plan asked again
)

// planRead is an answer to a plan, read.
type planRead struct {
	how     planHow
	n       int    // the step, from 1 (planSkip, planNoStep, planEdit)
	restore bool   // planSkip: "unskip N"
	action  string // planEdit
	fix     planStepFix
	reason  string // planRejected
	text    string // the message with its yes-words spelled as the gate knows them
	// restated: planFixStep read from a yes that said another value
	// ("yes send 500"): the change is named, nothing approved
	restated bool
	// planOther: the sign-in a lone word at the plan prompt is for, when
	// the orchestrator names no agent
	signIn *agents.Agent
	user   string
}

// String is the plan command as "Read as:" and `concierge read --at plan`
// show it.
func (r planRead) String() string {
	switch r.how {
	case planSkip:
		if r.restore {
			return fmt.Sprintf("restore_step(%d)", r.n)
		}
		return fmt.Sprintf("skip_step(%d)", r.n)
	case planNoStep:
		return fmt.Sprintf("skip_step(%d: no such step)", r.n)
	case planEdit:
		return fmt.Sprintf("edit_step(%d, %s)", r.n, r.action)
	case planFixStep:
		return fmt.Sprintf("correct_value(step %d: %s → %s)", r.fix.n+1, r.fix.old, r.fix.new)
	case planPutOff:
		return "plan(put off)"
	case planApproved:
		return "approve(plan)"
	case planRejected:
		if r.reason != "" {
			return "reject(plan: " + r.reason + ")"
		}
		return "reject(plan)"
	case planAskAgain:
		return "plan(asked again)"
	}
	return "plan(other: routed)"
}

// readPlanAnswer reads text typed while the plan waits. It only reads.
func (e *Engine) readPlanAnswer(text string) planRead {
	p := e.sess.Plan
	text = yesSpelled(text) // "yeh", "yesss": the approval's yes-words (R50)
	r := planRead{text: text}
	if m := skipCmd.FindStringSubmatch(text); m != nil {
		r.how, r.n, r.restore = planSkip, stepNumber(m[2], len(p.Steps)), m[1] != ""
		if r.n < 1 || r.n > len(p.Steps) {
			r.how = planNoStep
		}
		return r
	}
	if m := editCmd.FindStringSubmatch(text); m != nil {
		r.how, r.action = planEdit, strings.TrimSpace(m[2])
		r.n, _ = strconv.Atoi(m[1])
		if r.n < 1 || r.n > len(p.Steps) {
			r.how = planNoStep
		}
		return r
	}
	if f, ok := e.correctPlanStepRead(text); ok {
		r.how, r.fix = planFixStep, f // "wait no make it 600" (plan_correct.go)
		return r
	}
	switch reason, no := rejection(text); {
	case putsOff(text) && !hasCancel(text):
		// "ok hang on", "ok let me think about it": no yes, whatever
		// yes-word it holds; nothing of the plan starts (R41, R50)
		r.how = planPutOff
	case plainYes(text):
		r.how = planApproved // "ok run it", "sure go ahead with that", "yeh": the approvals' gate
	case no:
		r.how, r.reason = planRejected, reason
	default:
		if how, fix, ok := e.planRestatedRead(text); ok {
			r.how, r.fix, r.restated = how, fix, how == planFixStep // "yes send all 1000" (plan_restated.go)
			return r
		}
		if _, yes := leadingYes(text); yes || read(text).Mentions(reading.Negation) || read(text).Mentions(reading.Hesitation) {
			// "yes, and make the transfer 300": a yes to something else
			// than the plan shown; nothing starts, the plan is asked again
			r.how = planAskAgain
			return r
		}
		r.signIn, r.user = e.signInAtPlan(text)
	}
	return r
}

// planAnswer runs an answer read while the plan waits.
func (e *Engine) planAnswer(t *turn, r planRead) (step, error) {
	p := e.sess.Plan
	switch r.how {
	case planNoStep:
		e.speak(t, agents.ConciergeName, fmt.Sprintf("There is no step %d; the plan has %d. Say %s.", r.n, len(p.Steps), planWords))
		return stop, nil
	case planSkip:
		status, verb := state.StepSkipped, "Skipped"
		if r.restore {
			status, verb = state.StepPlanned, "Restored"
		}
		p.Steps[r.n-1].Status = status
		e.note(state.NoteContinuation, fmt.Sprintf("%s plan step %d: %s", verb, r.n, p.Steps[r.n-1].Action))
		e.planChanged()
		e.speak(t, agents.ConciergeName, prompts.PlanProposal(e.planItems(p)))
		return stop, nil
	case planEdit:
		rt, err := e.decide(t, r.action, e.domain.Agents)
		if err != nil {
			return stop, err
		}
		p.Steps[r.n-1] = state.PlanStep{Action: r.action, Agent: rt.Agent, Status: state.StepPlanned}
		p.Feedback = r.text
		e.note(state.NoteContinuation, fmt.Sprintf("Edited plan step %d: %s (%s)", r.n, r.action, rt.Agent))
		e.planChanged()
		e.speak(t, agents.ConciergeName, prompts.PlanProposal(e.planItems(p)))
		return stop, nil
	case planFixStep:
		if r.restated {
			t.say(prompts.PlanRestatedOther(r.fix.n+1, r.fix.old, r.fix.new))
		}
		e.correctPlanStep(t, r.fix, r.text)
		return stop, nil
	case planPutOff:
		e.note(state.NoteRoute, "Read as: the answer put off — the plan waits, whatever yes-word the message holds")
		e.speak(t, agents.ConciergeName, prompts.TakeYourTime("Your plan"))
		return stop, nil
	case planApproved:
		return e.approvePlan(), nil
	case planRejected:
		e.rejectPlan(t, r.reason)
		return stop, nil
	case planAskAgain:
		e.speak(t, agents.ConciergeName, "The plan is waiting for your answer: "+planWords+".")
		return stop, nil
	}
	// anything else is a normal message (§15 rule 4): a side question is
	// answered by its agent and the plan is asked again after it
	rt, err := e.decide(t, r.text, e.legal(""))
	if err != nil {
		return stop, err
	}
	if e.domain.Agent(rt.Agent) == nil {
		if a := r.signIn; a != nil {
			// "seldo" at the plan prompt: the user is signing in for the
			// plan; the password is asked masked, never echoed in clear,
			// and the plan is asked again after
			e.note(state.NoteContinuation, "The plan waits while "+a.Name+" signs the user in")
			w := e.sess.WorkFor(a.Name)
			w.Slots[r.user] = strings.TrimSpace(r.text)
			return enterStep(a, "", false), nil
		}
		e.speak(t, agents.ConciergeName, "The plan is waiting for your answer: "+planWords+".")
		return stop, nil
	}
	e.note(state.NoteContinuation, "The plan waits while "+rt.Agent+" answers a side question")
	rt.Plan = nil // one side question; the plan holds the rest
	return step{move: moveDispatch, text: r.text, route: rt}, nil
}
