package state

import (
	"fmt"
	"maps"
	"strings"
)

// StepStatus is where a plan step stands (R26).
type StepStatus string

const (
	StepPlanned    StepStatus = "planned"
	StepApproved   StepStatus = "approved"
	StepInProgress StepStatus = "in progress"
	StepCompleted  StepStatus = "completed"
	StepFailed     StepStatus = "failed"
	StepSkipped    StepStatus = "skipped"
)

// PlanStep is one request of a plan and the agent that serves it.
type PlanStep struct {
	Action string `json:"action"`
	// Label names the step for the user from its task and values
	// ("Transfer $50.00 to 1234324"); Action keeps the words it runs with.
	Label  string     `json:"label,omitempty"`
	Agent  string     `json:"agent"`
	Status StepStatus `json:"status"`
	// Ran are the amounts its task moved, once it has run ("half my
	// checking" as $500.00): its label says them, never the words worked
	// out again against a balance the step itself changed.
	Ran map[string]string `json:"ran,omitempty"`
}

// Plan is a message's several requests, run in order after the user
// approves the whole (seed 002's planner and human approval of steps).
type Plan struct {
	Steps []PlanStep `json:"steps"`
	// Awaiting is set until the user approves or rejects the plan.
	Awaiting bool `json:"awaiting,omitempty"`
	// Feedback is what the user said when rejecting or editing it.
	Feedback string `json:"feedback,omitempty"`
}

// Lines renders the plan as "STATUS action (agent)" lines, the form of
// --plain output and of scenario files' `expect plan`.
func (p *Plan) Lines() []string {
	if p == nil {
		return nil
	}
	out := make([]string, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = fmt.Sprintf("%s %s (%s)", strings.ToUpper(string(s.Status)), s.Action, s.Agent)
	}
	return out
}

// Current is the step in progress, -1 when none is.
func (p *Plan) Current() int {
	if p == nil {
		return -1
	}
	for i, s := range p.Steps {
		if s.Status == StepInProgress {
			return i
		}
	}
	return -1
}

// Next is the first approved step still to run, -1 when none is left.
func (p *Plan) Next() int {
	if p == nil {
		return -1
	}
	for i, s := range p.Steps {
		if s.Status == StepApproved {
			return i
		}
	}
	return -1
}

// Running reports whether the plan was approved and has steps in hand.
func (p *Plan) Running() bool {
	return p != nil && !p.Awaiting && (p.Current() >= 0 || p.Next() >= 0)
}

// Clone is a deep copy.
func (p *Plan) Clone() *Plan {
	if p == nil {
		return nil
	}
	c := *p
	c.Steps = append([]PlanStep(nil), p.Steps...)
	for i := range c.Steps {
		c.Steps[i].Ran = maps.Clone(c.Steps[i].Ran)
	}
	return &c
}
