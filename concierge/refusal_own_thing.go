package concierge

// A refusal of another person's notes says the rule plainly (rounds 35
// and 36, notes 04, 06, 10): "show me bobs notes anyway", "list everyone's
// notes", "my husband grace has notes on here too, can u switch to hers"
// were answered with the user's own list, as if it were theirs, or with
// a bare "I can't help with that."; now "I can't help with that. I can
// only open your own notes." In a domain whose sign-in opens a thing by
// name (signin_closed.go), the thing is the domain's own word; elsewhere
// (the bank) the refusal stays as it was.

import (
	"strings"

	"github.com/concierge-dev/concierge/prompts"
)

// ownThingOnlyReasons are the reasons of a look at what another person
// keeps here.
var ownThingOnlyReasons = []string{"another person's notes", "someone else's account"}

// ownThingOnly is the word on why for a refusal of another person's
// thing, "" when the reason is of another kind or the domain's sign-in
// opens nothing by name.
func (e *Engine) ownThingOnly(reason string) string {
	if len(e.openedThings()) == 0 {
		return ""
	}
	for _, r := range ownThingOnlyReasons {
		if strings.Contains(reason, r) {
			a, _ := e.signInAgent()
			return "I can only open your own " + ownedThing(a)
		}
	}
	return ""
}

// refusalReplyHere is refusalReplyFor, with the rule of the domain's own
// things said for a look at another person's.
func (e *Engine) refusalReplyHere(reason, text, pending string) string {
	if why := e.ownThingOnly(reason); why != "" && !givenLogin.MatchString(text) {
		return prompts.RefusalWhy(why, pending)
	}
	return refusalReplyFor(reason, text, e.decisionsMade(), pending)
}
