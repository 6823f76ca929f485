package concierge

// A plan step's amount is the amount its task moved (rounds 35 and 36:
// "move half of my savings to checking" moved $2,500.00, and the wrap-up
// said "✓ Send $1,250.00 …"). A step is labelled afresh at every change
// of the plan, from its words and the facts of the moment; a relative
// amount ("half", "a third", "25%", "everything but 100") worked out
// after the step's own transfer reads the balance it left. Once the
// step's task has run, the amounts it took are kept on the step and its
// label says them from then on.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// keepStepAmounts keeps on the running plan step the amounts a's task ran
// with, when a's task is that step's own (not a prerequisite or a
// digression inside it).
func (e *Engine) keepStepAmounts(a *agents.Agent, w *state.Work) {
	p := e.sess.Plan
	i := p.Current()
	if i < 0 || w == nil || p.Steps[i].Agent != a.Name || e.sess.Agenda.Depth() > 0 {
		return
	}
	ran := map[string]string{}
	for _, s := range a.Slots {
		if s.Kind != agents.KindMoney {
			continue
		}
		if m, err := reading.ParseMoney(w.Slots[s.Name]); err == nil {
			ran[s.Name] = m.String()
		}
	}
	if len(ran) > 0 {
		p.Steps[i].Ran = ran
		p.Steps[i].Label = e.stepLabel(p.Steps[i])
	}
}
