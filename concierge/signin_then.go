package concierge

// Two requests in one line with a sign-in (R27, R29; issue 24 round 11):
// "open my notes ada 1815 and add a note titled rent saying paid 1,200.50
// to landlord" signed in and dropped the note: the words left once the
// name and the PIN were taken routed to the sign-in as a whole, so the
// request after "and" was never read. Nothing said is dropped: the
// message's requests other than the sign-in's own run after it, with
// their values.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// requestsBesideSignIn is what text asks besides the sign-in a's own
// request, as one request for after it; "" when it asks nothing else.
func (e *Engine) requestsBesideSignIn(a *agents.Agent, text string) string {
	parts := e.router.SplitRequests(text, e.domain.Agents)
	if len(parts) < 2 {
		return ""
	}
	var others []string
	for _, p := range parts {
		if best, ok := e.router.Best(p, e.domain.Agents); ok && best.Agent == a {
			continue // "open my notes": the sign-in itself
		}
		others = append(others, strings.TrimSpace(p))
	}
	if len(others) == len(parts) {
		return "" // no part is the sign-in's: the message is read as before
	}
	return strings.Join(others, " and ")
}
