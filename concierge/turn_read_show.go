package concierge

// `concierge read --at idle|plan|slot:NAME|username|secret:NAME` shows
// what the head of the loop reads a message as (R50): the same commands
// the Why panel's "Read as:" shows and handle runs, read against a session
// set up at that moment — nothing waiting; a plan of the domain's first
// two tasks; the question for a slot, the slots before it taken from the
// agent's examples; the secret's prompt.

import (
	"context"
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// TurnReading is text read at moment m of a session of d: the commands,
// one a line as "Read as:" shows them (none when the message goes on to
// the loop's checks not yet read as commands), and the moment in words.
// With quote false (a message that holds a secret or a login cue) only
// the commands' kinds are shown: no word of the message is quoted back
// (R53).
func TurnReading(d *agents.Domain, m understand.Moment, text string, quote bool) (commands []string, moment string, err error) {
	e, err := New(Config{Domain: d})
	if err != nil {
		return nil, "", err
	}
	moment = "nothing waiting"
	switch m.At {
	case understand.AtPlan:
		moment, err = samplePlan(e)
	case understand.AtSlot, understand.AtUsername, understand.AtSecret:
		moment, err = sampleQuestion(e, m)
	case understand.AtApproval:
		var a *agents.Agent
		for _, x := range d.Agents {
			if x.HasSideEffects() && a == nil {
				a = x
			}
		}
		if a == nil {
			return nil, "", fmt.Errorf("the domain has no agent with side effects, so nothing is ever approved")
		}
		moment = "the approval " + sampleApproval(e, a).Summary
	}
	if err != nil {
		return nil, "", err
	}
	moment += referred(e, m)
	// as handle reads it, the message is the transcript's last (a
	// throwaway session: nothing is stored)
	e.sess.Messages = append(e.sess.Messages, state.Message{Role: state.RoleUser, Text: text})
	t := &turn{ctx: context.Background(), text: text, calls: map[string]int{}, startUsage: e.brain.Usage(), cp: e.sess.Checkpoint()}
	cs, err := e.readTurn(t, text, text)
	if err != nil {
		return nil, "", err
	}
	cs = shownCommands(cs) // the routing is the loop's, not the reading's
	for _, c := range cs {
		shown := c.String()
		if c.why != "" && len(cs) == 1 {
			shown += " — " + c.why
		}
		if !quote {
			shown = string(c.Kind)
			if c.Scope != "" {
				shown += "(" + c.Scope + ")"
			}
		}
		commands = append(commands, SanitizeLine(e.hidden(shown)))
	}
	return commands, moment, nil
}

// samplePlan sets a plan of the first two tasks users can ask for, each
// as its first example, waiting for its yes.
func samplePlan(e *Engine) (string, error) {
	p := &state.Plan{Awaiting: true}
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && len(a.Examples) > 0 && len(p.Steps) < 2 {
			p.Steps = append(p.Steps, state.PlanStep{Action: a.Examples[0], Agent: a.Name, Status: state.StepPlanned})
		}
	}
	if len(p.Steps) < 2 {
		return "", fmt.Errorf("the domain has fewer than two tasks with examples, so no plan is ever proposed")
	}
	e.sess.Plan = p
	return fmt.Sprintf("a plan: 1. %s; 2. %s", p.Steps[0].Action, p.Steps[1].Action), nil
}

// sampleQuestion sets m's agent speaking, its slots before m's slot taken
// from its examples, so that m's slot is the one asked; at a secret, its
// prompt waits.
func sampleQuestion(e *Engine, m understand.Moment) (string, error) {
	a := e.domain.Agent(m.Agent)
	if a == nil {
		return "", fmt.Errorf("no agent asks for %s", m.Slot)
	}
	e.sess.Speaker = a.Name
	w := e.sess.WorkFor(a.Name)
	w.Entered = true
	for _, s := range a.Slots {
		if s.Name == m.Slot {
			break
		}
		for _, ex := range a.Examples {
			if v := agents.Extract(a, ex, "")[s.Name]; v != "" && s.Kind != agents.KindSecret && w.Slots[s.Name] == "" {
				w.Slots[s.Name] = v
			}
		}
	}
	s := a.Slot(m.Slot)
	if s == nil {
		return "", fmt.Errorf("%s has no slot %s", a.Name, m.Slot)
	}
	if m.At == understand.AtSecret {
		e.sess.Pending.Secret = &state.Secret{Agent: a.Name, Slot: s.Name, Label: s.LabelOrName()}
	}
	return fmt.Sprintf("%s's question for %s", a.Name, s.LabelOrName()), nil
}
