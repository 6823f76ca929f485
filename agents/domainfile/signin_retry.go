package domainfile

import "github.com/concierge-dev/concierge/agents"

// signInTries is how many refused sign-ins in a row ask for the secret
// again before the task ends: R29's three wrong passwords.
const signInTries = 3

// signsIn reports an agent that signs in: it asks for a secret, and its
// success sets an authentication fact (the notes' unlock sets unlocked).
func (b *builder) signsIn(a *AgentSpec, sl []agents.Slot) bool {
	secret := false
	for _, s := range sl {
		secret = secret || s.Kind == agents.KindSecret
	}
	if !secret {
		return false
	}
	for _, st := range a.Sets {
		for _, f := range b.spec.Facts {
			if f.Name == st.Fact && f.Auth {
				return true
			}
		}
	}
	return false
}

// refused counts a sign-in the tool refused and returns the secret slots
// to ask again; once signInTries were refused in a row, none, and last is
// true (the task ends with the tool's words, and the count starts afresh).
func (rt *runtime) refused() (again []string, last bool) {
	if !rt.signIn {
		return nil, false
	}
	rt.failed++
	if rt.failed >= signInTries {
		rt.failed = 0
		return nil, true
	}
	for _, s := range rt.slots {
		if s.Kind == agents.KindSecret {
			again = append(again, s.Name)
		}
	}
	return again, false
}
