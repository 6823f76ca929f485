package concierge

// An amount of zero or less, said up front (R25, R27; round 29's tester):
// "send -100 to 1234324" went through the sign-in and the source question
// in silence, and only then was the user told "The amount must be more
// than zero". Now the first reply says at once that the amount was not
// used and will be asked for; the amount question then asks it, as before.
// Nothing is ever sent for it: the slot's own check refuses it as before.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// notPositiveKey marks in a task's memory that the notice was said.
const notPositiveKey = "amount_not_positive_said"

// notPositiveUpFront says, once per request, that the amount of zero or
// less in text was not used, before what a's request waits for.
func (e *Engine) notPositiveUpFront(t *turn, a *agents.Agent, text string) {
	if text == "" {
		return
	}
	vals := agents.Extract(a, text, "")
	for _, s := range a.Slots {
		raw := vals[s.Name]
		if s.Kind != agents.KindMoney || raw == "" {
			continue
		}
		c, err := reading.ParseMoney(raw)
		if err != nil || c > 0 {
			continue
		}
		if _, err := s.Normalize(raw, e.sess.Facts); err == nil {
			continue
		}
		w := e.sess.WorkFor(a.Name)
		if w.Memory[notPositiveKey] == raw {
			return
		}
		w.Memory[notPositiveKey] = raw
		t.say(prompts.AmountNotPositiveFirst(reading.Clip(raw, 30)))
		return
	}
}
