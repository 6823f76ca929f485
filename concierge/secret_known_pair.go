package concierge

// A known username and its password typed again at the password prompt
// (R55, R29; issue 24): "lemme login real quick seldo monkey", "ok its
// seldo and monkey". Read by R29's forms, the first word after the login
// cue ("real") became the username and the password was echoed in clear.
// A username the domain names itself, followed by one word, is the pair
// whatever the words around it: the username replaces the one held, the
// word is tried as the password, and the whole line is stored masked.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// knownPairAtSecret reads a line typed at the sign-in's password prompt
// as a username the domain names and its password; ok is false for any
// other line, and for a password of a strict shape (a PIN has its own
// readings).
func (e *Engine) knownPairAtSecret(secret *state.Secret, text string) (user *agents.Slot, name, value string, ok bool) {
	a, u := e.signInAgent()
	if a == nil || a.Name != secret.Agent {
		return nil, "", "", false
	}
	pass := secretSlotAfter(a, u)
	if pass == nil || pass.Name != secret.Slot || agents.SecretShape(pass) != nil {
		return nil, "", "", false
	}
	fields := pairFields(text)
	if len(fields) < 2 {
		return nil, "", "", false
	}
	known := e.knownUsers()
	for i := 0; i+1 < len(fields); i++ {
		if v, pw, _, ok := e.knownPairAt(a, known, fields, i); ok {
			return u, v, pw, true
		}
	}
	return nil, "", "", false
}
