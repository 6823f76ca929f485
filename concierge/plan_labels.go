package concierge

// Plan steps named from their task (issue 24, bank21b): a step was shown
// in the user's own words ("1. send like 50 bucks to 1234324 or
// whatever"). Each step is labelled from its agent's task and the values
// its words hold, normalised as the task will take them ("Transfer $50.00
// to 1234324", "Show the Savings balance", "Read a note with title
// shopping"); the step still runs with its own words (Action), and a step
// the concierge answers keeps them.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// labelSteps labels every step of p afresh: its words may have changed
// (a correction, an edit, a source added).
func (e *Engine) labelSteps(p *state.Plan) {
	if p == nil {
		return
	}
	for i := range p.Steps {
		p.Steps[i].Label = e.stepLabel(p.Steps[i])
	}
}

// stepLabel is the label of one step, "" when its words stay its name.
func (e *Engine) stepLabel(st state.PlanStep) string {
	a := e.domain.Agent(st.Agent)
	if a == nil || st.Agent == agents.ConciergeName {
		return ""
	}
	values := map[string]string{}
	for name, v := range st.Ran {
		values[name] = v // the amount it moved (plan_step_ran.go)
	}
	e.stepValues(a, st.Action, values, false)
	for _, r := range a.Requires {
		if by := e.domain.Agent(r.By); by != nil && !hasSecretSlot(by) {
			e.stepValues(by, st.Action, values, true) // "from checking": the source of a transfer
		}
	}
	return a.StepLabel(e.namedValues(values)) // "to Savings (2345678901)", never a bare own id
}

// stepValues adds to values the values of a's slots said in words,
// normalised as the task takes them; choices only, when choicesOnly.
func (e *Engine) stepValues(a *agents.Agent, words string, values map[string]string, choicesOnly bool) {
	for name, raw := range agents.Extract(a, words, "") {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindSecret || choicesOnly && s.Kind != agents.KindEnum || values[name] != "" {
			continue
		}
		v, err := s.Normalize(raw, agents.Facts(e.sess.Facts))
		if n := s.NamedWord(raw); err != nil && n != "" {
			// "to savings" before sign-in: the account is named, its id
			// not known yet, and the step still says where the money goes
			v, err = titleWord(n), nil
		}
		if err != nil {
			continue
		}
		if s.Kind == agents.KindMoney {
			if m, err := reading.ParseMoney(v); err == nil {
				v = m.String()
			}
		}
		values[name] = reading.Clip(v, 40)
	}
}

// replacedLine says what replaces the task dropped, when a request for
// the same task replaces it ("send 30 to 7654321 instead" after a no):
// "OK, not that one: I'll transfer $30.00 to 7654321 instead.", never a
// plain "OK, I won't transfer money." before the new one is asked. ""
// when dropped holds another task than a's.
func (e *Engine) replacedLine(a *agents.Agent, dropped []string, request string) string {
	if a == nil || len(dropped) != 1 || dropped[0] != a.Name {
		return ""
	}
	label := e.stepLabel(state.PlanStep{Agent: a.Name, Action: request})
	if label == "" {
		return ""
	}
	return prompts.Replaced(strings.ToLower(label[:1]) + label[1:])
}
