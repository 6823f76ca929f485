package concierge

// Someone else's account asked to be shown (issue 24, bank28b): "whats
// the balance on account 7654321" asked "Which account would you like the
// balance of: Checking or Savings?" as if the number had not been said.
// An agent that shows one of the user's own accounts (a choice of them,
// no slot that takes a number) given an account number that is not one
// of the signed-in user's says plainly that only the user's own can be
// shown and names them; its question for one of them follows. A transfer
// to such a number is the transfer's destination, untouched.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// notOwnAccountLine is what is said before a's question when text (read
// as a's own request, the user's own numbers already put as their names)
// names an account number that is not the user's; "" otherwise.
func (e *Engine) notOwnAccountLine(a *agents.Agent, text string) string {
	if a == nil || e.sess.Agenda.Depth() > 0 {
		return "" // a prerequisite of another task ("send 20 to 1234324"): the number is that task's
	}
	var choices []string
	for _, s := range a.Slots {
		switch {
		case s.Kind == agents.KindEnum && len(choices) == 0:
			for _, c := range s.Choices {
				choices = append(choices, c.Value)
			}
		case s.Kind == agents.KindPattern || s.Kind == agents.KindSecret || s.Kind == agents.KindMoney:
			return "" // the number may be this agent's own value
		}
	}
	own := e.ownAccountIDs()
	if len(choices) == 0 || len(own) == 0 {
		return ""
	}
	for _, m := range accountNumber.FindAllString(text, -1) {
		if _, mine := own[m]; !mine && !strings.Contains(strings.ToLower(text), "$"+m) {
			return prompts.OnlyOwnAccountsShown(m, joinAnd(choices))
		}
	}
	return ""
}
