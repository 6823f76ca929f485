package concierge

// A message that already gives the value an agent finds is not asking to
// find it (issue 24, found trying the product as a new user). "I have to
// turn down a claim, id 45TRE9", "reject the claim, id 45TRE9", "deny
// claim id 45TRE9": the router chose SmartStrategy for the words "claim"
// and "id" (it finds your claim id), which then asked whether the user is
// internal or a partner and said back the id as a wrong relationship. The
// message holds the claim id: the agent that takes that value (the decline
// letter) is the one asked for. A message that asks where the value is
// ("where is the claim id 45TRE9 from?") still goes to the finder.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// givenValueOwner is the agent to take text the router gave to r's agent
// when that agent finds a value the message already gives: the one agent
// whose slot the value fills. nil when r stands.
func (e *Engine) givenValueOwner(r agents.Route, text string) *agents.Agent {
	finder := e.domain.Agent(r.Agent)
	if finder == nil || len(r.Plan) > 0 || seekCue.MatchString(text) || len(agents.Extract(finder, text, "")) > 0 {
		return nil
	}
	var owner *agents.Agent
	for _, a := range e.domain.Agents {
		if a == finder || e.sess.Agenda.Holds(a.Name) {
			continue
		}
		given := agents.Extract(a, text, "")
		for i := range a.Slots {
			s := &a.Slots[i]
			if _, ok := given[s.Name]; !ok || s.Kind == agents.KindSecret || e.finderOf(a, s) != finder {
				continue
			}
			if owner != nil && owner != a {
				return nil // two agents take it: no guess
			}
			owner = a
		}
	}
	if owner != nil {
		e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message already gives the value %s finds, and %s takes it (%s)",
			owner.Name, finder.Name, owner.Name, owner.TaskPhrase()))
	}
	return owner
}
