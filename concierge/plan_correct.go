package concierge

// A correction at a waiting plan (R50, R27, §15 rule 2): "wait no make it
// 600" while "send 60 from checking to 7654321" waits in a plan edits that
// step — the value the step holds is replaced by the new one, the plan is
// shown again and still waits. Before, the correction was dropped and the
// old value ran on the next yes.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// planStepFix is a value of one plan step corrected: step n (from 0), the
// value held and the one said instead.
type planStepFix struct {
	n        int
	old, new string
}

// correctPlanStepRead reads a correction of the one plan step that holds
// a value the message corrects; ok is false when the message is no
// correction of a step. It only reads.
func (e *Engine) correctPlanStepRead(text string) (planStepFix, bool) {
	p := e.sess.Plan
	if p == nil || !(isCorrection(text) || leadingNo.MatchString(text)) {
		return planStepFix{}, false
	}
	var found []planStepFix
	for i, s := range p.Steps {
		a := e.domain.Agent(s.Agent)
		if a == nil || s.Status == state.StepSkipped {
			continue
		}
		held := agents.Extract(a, s.Action, "")
		said := agents.Extract(a, text, "")
		if len(said) == 0 {
			said = agents.Extract(a, text, approvalAsked(a, text))
		}
		for slot, v := range said {
			old, ok := held[slot]
			if !ok || strings.EqualFold(old, v) || !strings.Contains(s.Action, old) {
				continue
			}
			if sl := a.Slot(slot); sl == nil || sl.Kind == agents.KindText || sl.Kind == agents.KindSecret {
				continue // a note's text is no value to swap word for word
			}
			found = append(found, planStepFix{n: i, old: old, new: v})
		}
	}
	if len(found) != 1 {
		return planStepFix{}, false // none, or several steps hold such a value: "edit N" says which
	}
	return found[0], true
}

// correctPlanStep edits the plan step f corrects (text, the message).
func (e *Engine) correctPlanStep(t *turn, f planStepFix, text string) {
	p := e.sess.Plan
	s := &p.Steps[f.n]
	s.Action = replaceValue(s.Action, f.old, f.new)
	p.Feedback = text
	e.note(state.NoteContinuation, fmt.Sprintf("Edited plan step %d: %s (%s) — %s replaces %s", f.n+1, s.Action, s.Agent, f.new, f.old))
	e.planChanged()
	e.speak(t, agents.ConciergeName, prompts.PlanProposal(e.planItems(p)))
}

// replaceValue replaces the value old, said as a whole word, with new in
// the action: "send 60 from checking" never becomes "send 6000".
func replaceValue(action, old, new string) string {
	for from := 0; ; {
		i := strings.Index(action[from:], old)
		if i < 0 {
			return action
		}
		i += from
		end := i + len(old)
		if (i == 0 || !wordByte(action[i-1])) && (end == len(action) || !wordByte(action[end])) {
			return action[:i] + new + action[end:]
		}
		from = end
	}
}

func wordByte(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '.'
}
