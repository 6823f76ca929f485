package concierge

// An amount in another currency, said up front (R50, R53; issue 24,
// bank22a): "can u chuck 35 quid over to 7654321" went through the
// sign-in and the source question, and only then was the user told the
// product moves dollars. The amount is never converted and never dropped:
// the first time a request for a task with a money slot waits for what it
// needs first (the sign-in, a balance), the reply says at once that
// "35 quid" was not used and that the amount will be asked in dollars;
// the amount question then asks it, as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// foreignAmountSaid is an amount in another currency, in figures or in
// words: "35 quid", "€40", "forty quid", "50 canadian dollars".
var foreignAmountSaid = reading.Lazy(`(?i)` + reading.ForeignAmountPattern +
	`|\b` + reading.NumberWordsPattern + `\s+(?:` + reading.ForeignWordsPattern + `)\b`)

// foreignFirstKey marks in a task's memory that the notice was said.
const foreignFirstKey = "foreign_amount_said"

// foreignUpFront says, once per request, that the amount in another
// currency in text was not used, before what a's request waits for.
func (e *Engine) foreignUpFront(t *turn, a *agents.Agent, text string) {
	if text == "" || !hasMoneySlot(a) {
		return
	}
	said := strings.TrimSpace(foreignAmountSaid.FindString(text))
	if said == "" {
		return
	}
	w := e.sess.WorkFor(a.Name)
	if w.Memory[foreignFirstKey] == said {
		return
	}
	w.Memory[foreignFirstKey] = said
	t.say(prompts.ForeignAmountFirst(reading.Clip(said, 30)))
}

// hasMoneySlot reports an agent that takes an amount of money.
func hasMoneySlot(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindMoney {
			return true
		}
	}
	return false
}
