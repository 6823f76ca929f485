package concierge

// The after-this promise (R50, R29; round 18): a request queued beside a
// waiting call is named back to the user ("After this I'll list your
// notes."). The name comes from the agent the request routes to, but a
// logout is no agent's act: "log me out after" routes, if anywhere, to the
// sign-in, whose act is the opposite ("log you in"). The promise names
// the act the request asks for.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// logoutPhrase names the sign-out the engine itself does (logout_step.go).
const logoutPhrase = "log you out"

// queuedActPhrase names what the queued request asks for: a logout by its
// own name, a logout beside another request after that request's task,
// any other request by its agent's task.
func (e *Engine) queuedActPhrase(b *agents.Agent, request string) string {
	if !isLogout(request) && !logoutClause(request) {
		if b == nil {
			return "do that"
		}
		return b.TaskPhrase()
	}
	rest := restAfterLogout(request)
	if rest == "" {
		return logoutPhrase // "log me out after"
	}
	if o := e.routesTo(rest); o != nil && o.ExposeToUser {
		return o.TaskPhrase() + " and then " + logoutPhrase // "show my notes and log me out after"
	}
	return logoutPhrase
}

// afterThisPromise is the sentence that says the request waits its turn.
func (e *Engine) afterThisPromise(b *agents.Agent, request string) string {
	return fmt.Sprintf("After this I'll %s.", e.queuedActPhrase(b, request))
}

// queuedText is the request kept for after the call: a logout without the
// words that only say when ("log me off when you're done" is "log me
// off"), so the continuation reads it as the logout it is; any other
// request as said.
func queuedText(request string) string {
	core := strings.TrimSpace(sideTail.ReplaceAllString(sideLead.ReplaceAllString(strings.TrimSpace(request), ""), ""))
	if core != "" && !isLogout(request) && isLogout(core) {
		return core
	}
	return request
}
