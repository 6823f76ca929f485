package concierge

// A username and its secret joined in one word at a sign-in (R29, R53;
// issue 24 round 9): "sign in ada-1815", "login seldo|monkey", "ada,1815"
// at the username question. agents/reading splits such a word
// (secret_joined_word.go) and the secret is masked before the message is
// stored or shown; here the loop makes sure no reading of its own takes
// the joined word whole as a username ("The owner is ada-1815, said with
// the sign-in" showed the PIN and spent the sign-in).

import (
	"regexp"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// signInSecretShape is the shape of the sign-in's secret (a PIN's
// digits), or nil for a password or a domain without a sign-in.
func (e *Engine) signInSecretShape() *regexp.Regexp {
	a, user := e.signInAgent()
	if a == nil {
		return nil
	}
	return agents.SecretShape(secretSlotAfter(a, user))
}

// joinedLoginWord reports a word that joins a username and a secret
// ("ada-1815", "seldo|monkey"): never a username.
func (e *Engine) joinedLoginWord(w string) bool {
	_, _, ok := reading.SplitJoinedLogin(w, e.signInSecretShape())
	return ok
}
