package concierge

// Words that ask how much there is, not which one (R53, R25; issue 24
// round 8): "how much money I have left", "what do I have remaining",
// "my balance in total", "how much cash have I got altogether". They are
// no account, no value anyone missed, so they are never said back as
// unrecognised ("I didn't recognise "left" as the account"): the question
// of the value is asked plainly.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// quantityWords say how much in all or what remains.
var quantityWords = lazyWordSet(`left leftover remaining remain remains total totals altogether overall combined together sum`)

// moneyWords name money in other words. Asking how much of it there is
// ("how much cash do I have") they name nothing missed; in a request
// to a task that moves money ("i wanna move some cash outta savings",
// bank round 32) they name what it moves, not a wrong amount: "I didn't
// recognise "cash" as the amount" told the user a value was tried that
// was never given. The amount is asked plainly. A task with side effects
// and no money slot still says them back, as every unused word.
var moneyWords = lazyWordSet(`cash funds fund money dough bucks moolah dosh monies`)

// asksHowMuch reports a word of a's request that only says how much.
func asksHowMuch(a *agents.Agent, w string) bool {
	w = strings.ToLower(w)
	return quantityWords()[w] || moneyWords()[w] && (!a.HasSideEffects() || hasMoneySlot(a)) // (foreign_up_front.go)
}
