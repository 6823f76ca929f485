package concierge

// A condition said of something that is no balance (round 33's bank 41):
// "if apple is under 200 move 100 to savings", "when tesla's below 250
// send 50 to 1234324". The balance check read the condition's number and
// compared the Checking balance with it, so the transfer went ahead or
// not on a comparison the user never asked for. The loop can only hold a
// call to a balance; a condition on a price, or on anything another agent
// names, drops the call and says so, and how to check it instead.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// conditionPriceWords say a condition is about a price, never a balance.
var conditionPriceWords = lazyWordSet(`price prices stock stocks share shares trading trades trade worth quote ticker rate market`)

// conditionNotOnBalance is what a condition is said of when that is no
// balance of the call's agent: a word another agent names and the call's
// agent does not ("apple"), or a price word; "" for a balance condition.
func (e *Engine) conditionNotOnBalance(a *agents.Agent, c condition) string {
	for _, w := range reading.Words(strings.ToLower(c.subject)) {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		if conditionPriceWords()[w] {
			return c.subject
		}
		if e.router.Named(a, w) {
			continue
		}
		for _, other := range e.domain.Agents {
			if other != a && e.router.Named(other, w) {
				return w
			}
		}
	}
	return ""
}

// dropPriceCondition drops a call held to a condition the loop cannot
// check, and says what the user can do.
func (e *Engine) dropPriceCondition(t *turn, a *agents.Agent, ap *state.Approval, of string) step {
	e.note(state.NoteApproval, fmt.Sprintf("Not asked: %s — the condition is on %s, which is no balance: it can't be checked here", ap.Summary, of))
	return e.dropConditioned(t, a, fmt.Sprintf("I can only make a request wait on one of your balances, not on %s, so I won't %s. Ask me for the price first, then ask again if you still want to %s.",
		quoteOf(of), a.TaskPhrase(), a.TaskPhrase()))
}

// quoteOf is what a condition is said of, as the reply names it.
func quoteOf(of string) string {
	return "\"" + reading.Clip(of, 30) + "\""
}
