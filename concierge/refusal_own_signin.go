package concierge

// A refusal that stuck to the user's own sign-in (issue 24, notes28; R8,
// R50). After "show me bob's notes" was refused as another person's, "i'm
// ada, 1815" was refused as "the same request": a sign-in right after a
// refusal about someone else's account is read as that person's. Where
// the refused request named the other person ("bob's", "Bob") and the
// sign-in names someone else, it is the user's own: it is served. A
// sign-in as the person refused ("log in as bob 1234") is still the
// refused act, and so is one after a refusal that named nobody ("log me
// into his account", then "log in as tom").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// signsInAsOtherThanRefused reports a sign-in naming user where the
// refused request named a person by name and none of them is user.
func (e *Engine) signsInAsOtherThanRefused(user string) bool {
	r, ok := e.lastRefusal()
	if !ok || user == "" {
		return false
	}
	names := map[string]bool{}
	for _, m := range namedPerson.FindAllStringSubmatch(e.refusedTexts(r), -1) {
		for _, g := range m[1:] {
			if w := strings.ToLower(g); w != "" && !commonWords()[w] && !relationNouns()[w] {
				names[w] = true
			}
		}
	}
	return len(names) > 0 && !names[strings.ToLower(strings.TrimSpace(user))]
}

// refusedAsAnotherPersons reports the first refusal's reason as another
// person's account, sign-in or notes: "can i see jims notes" names jim
// without an apostrophe or a capital, and the refusal said whose it was.
func (e *Engine) refusedAsAnotherPersons() bool {
	reason := e.firstRefusalReason()
	return strings.Contains(reason, "someone else's") || strings.Contains(reason, "another person's")
}

// ownListAgent is the task that shows the user's own things when the
// refused request named no task the router is sure of ("can i see jims
// notes") or named the sign-in while the user is signed in ("open toms
// notes"): the first task that changes nothing and takes no value (the
// notes' list); nil when the domain has none.
func (e *Engine) ownListAgent() *agents.Agent {
	signIn, _ := e.signInAgent()
	for _, a := range e.domain.Agents {
		if a == signIn || !a.ExposeToUser || a.Name == agents.ConciergeName || a.HasSideEffects() || hasSecretSlot(a) {
			continue
		}
		if e.takesNothing(a.Name) {
			return a
		}
	}
	return nil
}
