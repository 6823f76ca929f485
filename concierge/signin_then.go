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
	"github.com/concierge-dev/concierge/agents/reading"
)

// requestJoin joins two requests: "&", "+", a comma or a semicolon, or
// "and", "then", "also", "plus", with "then" or "also" after them.
var requestJoin = reading.Lazy(`(?i)\s*[,;&+]\s*(?:(?:and|then|also)\s+)*|\s+(?:and|then|also|plus)\s+(?:(?:then|also)\s+)?`)

// requestsBesideSignIn is what text asks besides the sign-in a's own
// request, as one request for after it; "" when it asks nothing else.
func (e *Engine) requestsBesideSignIn(a *agents.Agent, text string) string {
	parts := e.router.SplitRequests(text, e.domain.Agents)
	if len(parts) < 2 {
		// "open my notes & then list them": joined by a mark the
		// router's split does not cut at
		parts = requestJoin.Split(text, -1)
	}
	if len(parts) < 2 {
		return ""
	}
	var others []string
	for _, p := range parts {
		if strings.TrimSpace(p) == "" {
			continue
		}
		best, ok := e.router.Best(p, e.domain.Agents)
		if ok && best.Agent == a {
			continue // "open my notes": the sign-in itself
		}
		if !ok && !e.readsAsTaskBesides(a, p) {
			continue // "hi its", "thanks": no request of its own
		}
		others = append(others, strings.TrimSpace(p))
	}
	if len(others) == len(parts) {
		return "" // no part is the sign-in's: the message is read as before
	}
	return strings.Join(others, " and ")
}

// readsAsTaskBesides reports a part of a message the reader takes for a
// task of an agent other than a ("list them"), where the router's words
// found none.
func (e *Engine) readsAsTaskBesides(a *agents.Agent, part string) bool {
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(part, e.moment(nil))
	return len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask && rd.Commands[0].Agent != "" && rd.Commands[0].Agent != a.Name
}
