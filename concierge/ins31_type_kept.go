package concierge

// A vehicle in a finding keeps the claim type given (issue 24, ins31;
// agents/choice_told.go): "home, the damage came from a vehicle reversing
// into the wall" is a Home letter naming what happened, never a Home and a
// Motor letter; "the claimant's van was parked inside the garage that
// burnt" after a Home letter or at its claim id's question keeps Home.
// "actually it's a motor claim" still changes it.

import (
	"github.com/concierge-dev/concierge/agents"
)

// takeStated fills an enum slot whose message states one choice and only
// tells of the others in a finding. It reports whether it did.
func (e *Engine) takeStated(a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum || w.Slots[s.Name] != "" && in.Slots[s.Name] == "" {
			continue
		}
		v := agents.StatedChoice(s, text)
		if v == "" || in.Slots[s.Name] == v && problems[s.Name] == nil {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = v
		delete(problems, s.Name)
		return true
	}
	return false
}
