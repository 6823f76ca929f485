package concierge

// A yes at a plan that says its values again (issue 24 round 20): "yes
// send all 1000" at a plan that sends 1000 was answered "The plan is
// waiting for your answer", as if the yes were to something else. A yes
// whose other words only restate values the plan's steps hold approves
// the plan (the yes-word gate holds: the message has one); a yes that says
// another value of one step ("yes send 500") is a correction of that step,
// shown in the plan asked again, never approved silently; any other yes
// is asked again as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// planRestatedRead reads a leading yes whose rest restates the plan:
// planApproved when every value it says is one a step holds, planFixStep
// (with the fix) when it says another value of exactly one step's slot;
// ok is false for any other message. It only reads.
func (e *Engine) planRestatedRead(text string) (planHow, planStepFix, bool) {
	p := e.sess.Plan
	rest, yes := yesLead(text)
	if p == nil || !yes || strings.TrimSpace(rest) == "" {
		return 0, planStepFix{}, false
	}
	facts := agents.Facts(e.sess.Facts)
	norm := func(sl *agents.Slot, v string) string {
		if n, err := sl.Normalize(v, facts); err == nil {
			return strings.ToLower(n)
		}
		return strings.ToLower(strings.TrimSpace(v))
	}
	// every value the steps hold, normalised: a value one step holds is
	// restated, whichever agent's extractor finds it
	heldAll := map[string]bool{}
	held := make([]map[string]string, len(p.Steps))
	for i, s := range p.Steps {
		a := e.domain.Agent(s.Agent)
		if a == nil || s.Status == state.StepSkipped {
			continue
		}
		held[i] = agents.Extract(a, s.Action, "")
		for slot, v := range held[i] {
			if sl := a.Slot(slot); sl != nil {
				heldAll[norm(sl, v)] = true
			}
		}
	}
	matched := 0
	var fixes []planStepFix
	for i, s := range p.Steps {
		a := e.domain.Agent(s.Agent)
		if a == nil || s.Status == state.StepSkipped {
			continue
		}
		for slot, v := range agents.Extract(a, rest, "") {
			sl := a.Slot(slot)
			if sl == nil || sl.Kind == agents.KindText || sl.Kind == agents.KindSecret {
				continue // a note's text is no value to compare word for word
			}
			if heldAll[norm(sl, v)] {
				matched++
				continue
			}
			old, ok := held[i][slot]
			if !ok || !strings.Contains(s.Action, old) {
				return 0, planStepFix{}, false // a value no step holds: a yes to something else
			}
			fixes = append(fixes, planStepFix{n: i, old: old, new: v})
		}
	}
	switch {
	case len(fixes) == 1:
		return planFixStep, fixes[0], true // "yes send 500" where the plan sends 1000
	case len(fixes) == 0 && matched > 0:
		return planApproved, planStepFix{}, true // "yes send all 1000"
	}
	return 0, planStepFix{}, false
}

// yesLead is leadingYes, or a yes-phrase of up to three words in front of
// the rest ("ok go ahead send the 1000 …"): the rest, and whether a yes
// leads.
func yesLead(text string) (string, bool) {
	if rest, ok := leadingYes(text); ok {
		return rest, true
	}
	f := strings.Fields(text)
	for k := min(3, len(f)-1); k >= 2; k-- {
		if isYes(strings.Trim(strings.Join(f[:k], " "), ",.!")) {
			return strings.Join(f[k:], " "), true
		}
	}
	return "", false
}
