package offline

import "github.com/concierge-dev/concierge/agents"

// byValues is the agent a message's values choose when its words do not:
// the best agent matched only a name one of its choices has ("put 100
// into my savings" names Savings, a balance's choice), and another agent
// takes more of the message's values, each in the role its cue gives it
// (an amount, and where the money goes). nil when the words stand.
func (o *Brain) byValues(text string, among []*agents.Agent, best Scored) (*agents.Agent, int) {
	if best.Core {
		return nil, 0
	}
	have := valuesGiven(best.Agent, text)
	var found *agents.Agent
	most := max(have, 1) // two values at least, and more than the best's
	for _, a := range among {
		if a == best.Agent {
			continue
		}
		if n := valuesGiven(a, text); n > most {
			found, most = a, n
		} else if n == most && found != nil {
			found = nil // two agents take as many: the values choose none
		}
	}
	return found, most
}

// byValuesAlone is the agent a piece's values choose when none of its
// words is any agent's: "I should like to remit the sum of twenty-five
// dollars to account 7654321" gives an amount and where it goes, a
// transfer's two values, though "remit" is no word of the transfer's. Two
// values at least, and more than any other agent takes; nil else.
func (o *Brain) byValuesAlone(text string, among []*agents.Agent) *agents.Agent {
	var found *agents.Agent
	most := 1
	for _, a := range among {
		if n := valuesGiven(a, text); n > most {
			found, most = a, n
		} else if n == most && found != nil {
			found = nil
		}
	}
	return found
}
