package concierge

// A request said after the password on a sign-in line ("my username is
// seldo and my password is monkey can you check savings for me"): the
// router reads the line as the sign-in alone, and the request after the
// password would be lost with it (R26, R27). It waits for the sign-in and
// is served after it, as a further request of the message.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// requestAfterSecret is the part of a sign-in line after its last masked
// secret when another agent's work is asked there, "" otherwise.
func (e *Engine) requestAfterSecret(t *turn, text string, r agents.Route) string {
	a, _ := e.signInAgent()
	if a == nil || r.Agent != a.Name || len(r.Plan) >= 2 || len(t.secretsOf(a.Name)) == 0 || e.signedIn() {
		return ""
	}
	// the request follows the last of the sign-in's values said: the
	// password is taken out of the line before it is routed, the
	// username stays ("my username is seldo can you check savings")
	values := []string{state.SecretMask}
	for _, v := range t.secretsOf(a.Name) {
		values = append(values, v)
	}
	for _, v := range e.sess.WorkFor(a.Name).Slots {
		values = append(values, v)
	}
	end := -1
	lower := strings.ToLower(text)
	for _, v := range values {
		if v == "" {
			continue
		}
		if i := strings.LastIndex(lower, strings.ToLower(v)); i >= 0 && i+len(v) > end {
			end = i + len(v)
		}
	}
	if end < 0 {
		return ""
	}
	tail := strings.TrimSpace(strings.TrimLeft(text[end:], " ,;.!-"))
	for _, lead := range []string{"and then ", "and ", "then ", "also ", "plus ", "so "} {
		tail = strings.TrimPrefix(tail, lead)
	}
	if len(strings.Fields(tail)) < 2 || e.hasLoginCue(tail) {
		return ""
	}
	best, ok := e.router.Best(tail, e.domain.Agents)
	if !ok || !best.Core || best.Agent == nil || best.Agent.Name == a.Name {
		return ""
	}
	return tail
}
