package concierge

// The logout step (R29), moved out of loop.go, which holds the loop's
// order of checks.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// logout ends the authentication (R29): the signed-out facts come back,
// and what waits that needs the signed-in user is dropped and said so
// (logout_drops.go); what needs no sign-in keeps waiting.
func (e *Engine) logout(t *turn, text string) (step, error) {
	if e.sess.Pending.Secret != nil {
		return abandonStep(""), nil // "log out" at the password prompt: no login, and no try spent
	}
	if before, after, ok := logoutOrder(text); ok && (e.newRequest(before) || e.readAsTask(before)) {
		// "gimme checking then log me out": the balance first, signed in
		for _, later := range []string{"log me out", after} {
			if later != "" {
				e.sess.Agenda.Request(later)
			}
		}
		e.status()
		return handleStep(before), nil
	}
	changed := false
	for k, v := range e.domain.SignedOut {
		if e.sess.Facts[k] != v {
			e.sess.Facts[k] = v
			changed = true
		}
	}
	if !changed {
		e.speak(t, agents.ConciergeName, join(prompts.NotSignedIn(), e.pendingSummary(t)))
		return stop, nil
	}
	e.note(state.NoteInfo, "Signed out at the user's request")
	e.model.forget() // values read from the signed-out user's words are not the next user's (R52)
	signedOut := prompts.SignedOut()
	if dropped, others := e.dropSignedInWork(); dropped != nil {
		// what needed the signed-in user does not outlive the sign-out,
		// and is said dropped (logout_drops.go)
		signedOut = prompts.LogoutDropped(dropped, others)
	}
	rest := restAfterLogout(text)
	if normalise(rest) == normalise(text) {
		rest = "" // "log me off": the reader read it whole as the logout, no clause was left out
	}
	if rest != "" && e.logoutAgain(rest) {
		// "kill my session, I'm done": the reader read the whole as the
		// logout; "kill my session" is that logout, not a second one to
		// answer "You're not signed in." (issue 24)
		rest = ""
	}
	if rest == "" && switchUserAsked.MatchString(text) {
		// "switch user": signed out, and the sign-in asked for whoever is next
		e.speak(t, agents.ConciergeName, signedOut)
		return handleStep("log in"), nil
	}
	if rest == "" {
		e.speak(t, agents.ConciergeName, join(signedOut, e.pendingSummary(t)))
		return stop, nil
	}
	// "log out and look up AAPL": the rest is a request of its own
	e.speak(t, agents.ConciergeName, signedOut)
	return handleStep(rest), nil
}

// logoutAgain reports a clause left over from a logout that is itself a
// logout, by the lexicon or by the reader: no request of its own.
func (e *Engine) logoutAgain(rest string) bool {
	if isLogout(rest) {
		return true
	}
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(rest, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) == 0 {
		return false
	}
	for _, c := range rd.Commands {
		if c.Kind != agents.CmdLogout && c.Kind != agents.CmdSmallTalk {
			return false
		}
	}
	return rd.Commands[0].Kind == agents.CmdLogout
}
