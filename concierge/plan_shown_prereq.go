package concierge

// A prerequisite the user asked for by name stays a step of the plan
// (R50, R27): "check balance and then send 100 to 1234324 and then apple
// price" asks to see the balance. Folded into the transfer as its
// prerequisite it still ran on a yes, but the plan said "2 things", and
// when the transfer was left out ("scrap the transfer and do the rest")
// the balance the user asked for was silently dropped with it. A sign-in
// is different: it shows nothing, and "I am already logged in" is no
// request at all, so those still run only as the prerequisite they are.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// askedToSee reports a valueless step the user asked for in its own
// right: its agent shows something (it asks for no secret, as a sign-in
// does), and the step's words claim nothing done already.
func (e *Engine) askedToSee(ps agents.PlanStep) bool {
	a := e.domain.Agent(ps.Agent)
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret {
			return false // a sign-in: nothing to see, it runs as the prerequisite
		}
	}
	for _, w := range reading.Words(ps.Action) {
		if alreadyClaim()[w] {
			return false // "I already checked my balance": a claim, not a request
		}
	}
	// the step must ask for the agent's own work ("check balance", "look
	// at my balance"), not share a loose word with it ("hi, im 74 and my
	// granddaughter showed me this")
	named := reading.Terms(strings.ReplaceAll(a.Name, "_", " ") + " " + a.Title)
	for _, t := range reading.Terms(ps.Action) {
		if slices.Contains(named, t) {
			return true // "check balance": the work the agent is named for
		}
	}
	return e.ownMoneyAsked(ps.Action) == a
}

// alreadyClaim are the words that make a step a claim about what is done.
var alreadyClaim = lazyWordSet(`already done did checked logged signed`)

// ownMoneySteps are the steps with a look at the user's own money given
// to the agent that shows it, as a message alone is (own_money_seen.go):
// "look at my balance, then send 100 to 1234324, then what's msft at"
// had its first step routed to the stock look-up for "look", and merged
// into the price step there, so the balance was no step at all.
func (e *Engine) ownMoneySteps(steps []agents.PlanStep) []agents.PlanStep {
	out := make([]agents.PlanStep, len(steps))
	for i, ps := range steps {
		if a := e.ownMoneyOver(agents.Route{Agent: ps.Agent}, ps.Action); a != nil {
			ps.Agent = a.Name
		}
		out[i] = ps
	}
	return out
}
