package concierge

// A transfer between the user's own accounts said by name (R28, R51):
// "put 100 into my savings" names where the money goes; with two accounts
// of one's own, the money comes from the other one. The source is then
// the account whose balance the transfer checks (§15), as if the request
// had said "from checking".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// otherOwnSource is the request with the source it implies said after
// it ("…, from checking"), or the request as it was: the task pins the
// choice of a requirement's enum slot of exactly two choices, the request
// names one of them as where the money goes and none as where it comes
// from. A request the agent does not read (interpret false) is left as
// it is.
func (e *Engine) otherOwnSource(a *agents.Agent, text string, interpret bool) string {
	if !interpret || len(a.Pins) == 0 || text == "" {
		return text
	}
	lower := strings.ToLower(text)
	if _, outside, unsure := e.outsideSource(lower); outside || unsure {
		return text // "take 200 from account 7654321": no own account in its place (outside_source.go)
	}
	for _, s := range e.requiredChoiceSlots(a) {
		if len(s.Choices) != 2 || cuedChoice(s, lower) != "" {
			continue
		}
		for i, c := range s.Choices {
			if namedAsDestination(lower, c) && !choiceSaid(s.Choices[1-i], lower) {
				return text + ", from " + strings.ToLower(s.Choices[1-i].Value)
			}
		}
	}
	return text
}
