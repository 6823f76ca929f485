package offline

// A transfer said without its verb (R50, R51; issue plan17): "I owe my
// landlord 300 for the rent, it has to come out of checking and go to
// account 1234324", "the rent is 300, it needs to come out of checking and
// go to 1234324 today". No amount cue ("send", "pay", "$") stands by the
// 300, so the extractor left it, the transfer counted one value (the
// destination) and the balance, whose account the message names, won the
// routing. For the values' count a request that names where money goes
// (a pattern value of an agent with side effects) and one more number
// that reads as money also gives that agent its amount. Nothing moves on
// it: the amount is read again by the agent and shown in the summary the
// user approves (R11).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// bareMoney is a number said as an amount: "300", "$2k", "1,500.50".
var bareMoney = reading.Lazy(`^[$£€]?\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?k?$`)

// valuesGiven is how many of a's values text gives: the extracted ones,
// and a lone amount beside the place the money goes.
func valuesGiven(a *agents.Agent, text string) int {
	got := agents.Extract(a, text, "")
	n := len(got)
	if loneAmountBesideID(a, text, got) {
		n++
	}
	return n
}

// loneAmountBesideID reports an agent with side effects whose pattern
// value the text gives and whose money slot it leaves empty, while the
// text holds exactly one other number that reads as money.
func loneAmountBesideID(a *agents.Agent, text string, got map[string]string) bool {
	if !a.HasSideEffects() {
		return false
	}
	money, place := "", false
	taken := map[string]bool{}
	for _, s := range a.Slots {
		v, ok := got[s.Name]
		switch {
		case s.Kind == agents.KindMoney && !ok:
			money = s.Name
		case s.Kind == agents.KindMoney:
			return false // the amount is read already
		case s.Kind == agents.KindPattern && ok:
			place = true
			taken[strings.ToLower(v)] = true
		}
	}
	if money == "" || !place {
		return false
	}
	amounts := 0
	for _, f := range strings.Fields(text) {
		w := strings.Trim(f, `,.;:!?"'()`)
		if taken[strings.ToLower(w)] || !bareMoney.MatchString(w) {
			continue
		}
		amounts++
	}
	return amounts == 1
}
