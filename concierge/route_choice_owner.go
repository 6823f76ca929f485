package concierge

// A choice of one agent's list said with only a verb of showing (R3;
// issue 24 round 10): "show me tsla", "pull up msft", "cancel that and
// show me tesla". The router weighed "show" (a balance's word) above the
// ticker, and a balance task started for a stock the user named. When the
// only thing a message names is one choice of one read-only agent's list
// and every other word only asks to see it, that agent takes the message:
// the value says whose work it is.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// showOnlyWords ask to see something and name nothing: what is left of
// "can you pull up tsla for me please" once the choice is taken out.
var showOnlyWords = lazyWordSet(`show me pull up get give display look at the a an for please pls plz can could would you u i
	see let lets let's now just then and quickly quick real ok okay so on bring fetch find tell about what whats what's how hows
	how's doing is it its it's up bring open view`)

// choiceOwner is the read-only agent among legal whose list holds the one
// choice text names when every other word of text only asks to see it and
// the router would choose another; nil otherwise, and the router decides.
func (e *Engine) choiceOwner(text string, legal []*agents.Agent) (*agents.Agent, string) {
	lower := strings.ToLower(text)
	var owner *agents.Agent
	said := ""
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if s.Kind != agents.KindEnum {
				continue
			}
			for _, c := range s.Choices {
				w := choiceWordsSaid(c, lower)
				if w == "" {
					continue
				}
				if owner != nil && owner != a {
					return nil, "" // a choice two agents share: the router decides
				}
				owner, said = a, w
			}
		}
	}
	if owner == nil || owner.HasSideEffects() || !agentIn(legal, owner) {
		return nil, ""
	}
	rest := reading.PhraseIndex(lower, said)
	left := lower[:rest] + " " + lower[rest+len(said):]
	for _, w := range reading.Words(left) {
		if !showOnlyWords()[w] {
			return nil, ""
		}
	}
	if best, ok := e.router.Best(text, legal); ok && best.Agent == owner {
		return nil, "" // the router sees it too: nothing to set right
	}
	return owner, said
}

// choiceWordsSaid is the value or alias of c that lower says, "" when none.
func choiceWordsSaid(c agents.Choice, lower string) string {
	for _, w := range append([]string{c.Value}, c.Aliases...) {
		w = strings.ToLower(w)
		if w != "" && reading.PhraseIndex(lower, w) >= 0 {
			return w
		}
	}
	return ""
}

// agentIn reports a among as.
func agentIn(as []*agents.Agent, a *agents.Agent) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}

// choiceRoute is the route choiceOwner gives, with its reason.
func choiceRoute(a *agents.Agent, said string) agents.Route {
	return agents.Route{Agent: a.Name, Reason: fmt.Sprintf("the message names %q, one of %s's choices, and only asks to see it", said, a.Name)}
}
