package concierge

// Which requests of one message need a plan (R50): a plan asks the user
// to approve several steps before any runs. Two pieces for the same agent
// are one request ("i want to log in, username is seldo"), and a step for
// the agent that another step needs first runs anyway as its
// prerequisite ("send 900 to 1234324, I am already logged in"): neither is
// a step. Several requests that change nothing run in turn without a
// plan; a plan is for two or more agents with a side effect among them.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// planRule returns the route with its plan trimmed to what R50 asks a
// plan for: the steps merged per agent and prerequisite steps dropped
// (unless the user asked to see what they show: plan_shown_prereq.go);
// when one request is left, no plan at all.
func (e *Engine) planRule(r agents.Route, text string) agents.Route {
	if len(r.Plan) < 2 {
		return r
	}
	var steps []agents.PlanStep
	seen := map[string]int{}
	for _, ps := range e.ownMoneySteps(r.Plan) {
		if i, ok := seen[ps.Agent]; ok && e.onePiece(ps.Agent, steps[i].Action, ps.Action) {
			// one task said in pieces ("i want to log in, username is
			// seldo"): read together
			steps[i].Action = strings.TrimSpace(steps[i].Action + ", " + ps.Action)
			continue
		}
		seen[ps.Agent] = len(steps)
		steps = append(steps, ps)
	}
	steps = e.withSourcesMerged(steps) // "… can you do that from my checking?" (plan_source.go)
	var kept []agents.PlanStep
	for _, ps := range steps {
		if !e.askedToSee(ps) && e.coveredByPrerequisite(ps, steps) {
			// its agent runs anyway, as the prerequisite of another step;
			// "both accounts" asks more than that one check (plan_every_step.go),
			// "check balance and then …" asks to see it (plan_shown_prereq.go)
			continue
		}
		kept = append(kept, ps)
	}
	if len(kept) == 0 {
		kept = steps[:1]
	}
	sideEffect, agentsOf := false, map[string]bool{}
	for _, ps := range kept {
		agentsOf[ps.Agent] = true
		if a := e.domain.Agent(ps.Agent); a != nil && a.HasSideEffects() {
			sideEffect = true
		}
	}
	if len(agentsOf) >= 2 && sideEffect {
		r.Plan = kept
		return r
	}
	if len(kept) == 1 {
		// one request is left: it takes the whole message
		r.Agent, r.Plan, r.Text = kept[0].Agent, nil, text
		e.note(state.NoteContinuation, "No plan needed: the requests are one task")
		return r
	}
	// requests that change nothing run in turn without a plan to approve
	// ("whats tsla and aapl", "checking and savings"), and so do several
	// for one agent ("send 10 to 7654321 and 20 to 1234324"), each asking
	// its own approval: the first now, the others queued for the
	// continuation step (R7)
	r.Agent, r.Plan, r.Text = kept[0].Agent, nil, kept[0].Action
	var more []string
	for _, ps := range kept[1:] {
		more = append(more, ps.Action)
	}
	e.sess.Agenda.RequestFirst(more...)
	e.status()
	if sideEffect {
		e.note(state.NoteContinuation, fmt.Sprintf("No plan needed: the %d requests are all for %s, so they run in turn, each asking its own approval", len(kept), kept[0].Agent))
	} else {
		e.note(state.NoteContinuation, "No plan needed: none of the requests changes anything, so they run in turn")
	}
	return r
}

// onePiece reports two requests for one agent that are one task: no
// slot given in both ("log me in" and "username is seldo"), where "look
// up MSFT" and "look up AAPL" are two.
func (e *Engine) onePiece(agent, first, second string) bool {
	a := e.domain.Agent(agent)
	if a == nil {
		return false
	}
	v1, v2 := agents.Extract(a, first, ""), agents.Extract(a, second, "")
	for k := range v2 {
		if _, both := v1[k]; both {
			return false
		}
	}
	// one of them must only complete the other: values and the words that
	// introduce them ("username is seldo"), or nothing but the task
	// ("i want to log in"); "send 30 to 7654321" and "show tsla" are two
	return agents.OnlyValues(a, second) || agents.OnlyValues(a, first) || len(v1) == 0
}

// valueless reports a step that gives its agent nothing to work with
// ("I am already logged in"): as a prerequisite it runs anyway.
func (e *Engine) valueless(ps agents.PlanStep) bool {
	a := e.domain.Agent(ps.Agent)
	return a == nil || len(agents.Extract(a, ps.Action, "")) == 0
}

// neededBy reports an agent that satisfies a requirement of another
// step's agent.
func (e *Engine) neededBy(name string, steps []agents.PlanStep) bool {
	for _, ps := range steps {
		a := e.domain.Agent(ps.Agent)
		if a == nil || a.Name == name {
			continue
		}
		for _, req := range a.Requires {
			if req.By == name {
				return true
			}
		}
	}
	return false
}
