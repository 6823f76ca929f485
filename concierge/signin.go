package concierge

// Signing in first after a resume (R55). A resumed or forked session
// starts signed out (R29), and what waited for the user may need that
// sign-in: a pending approval of a transfer, or the transfer's own
// questions. Answering such an approval before signing in would either
// run a call the user is no longer authorised for or take the username
// and the password as answers to it (stored in the clear). So the sign-in
// is asked at once: the approval is set aside (listed in the Why panel,
// no prompt, no modal), its task waits on the stack, and once signed in
// the task goes on and asks for the approval afresh, with a fresh guard.

import (
	"context"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// signInFirst asks for the sign-in a resumed session's waiting work
// needs, before anything else; false when nothing waits for it.
func (e *Engine) signInFirst() bool {
	if e.readOnly {
		return false // a view of a session open elsewhere changes nothing
	}
	a, ap := e.waitsForSignIn()
	if a == nil {
		return false
	}
	// no user message starts this turn: it is the resume's own, run so
	// that its steps, budgets and saving are those of any turn
	_ = e.runTurn(context.Background(), "", func(t *turn) error {
		if ap != nil {
			e.sess.Pending.Approval = nil
			e.note(state.NoteApproval, "Set aside until you sign in again: "+ap.Summary)
			t.say(prompts.SignInFirst(ap.Summary))
		}
		return e.run(t, enterStep(a, "", false))
	})
	return true
}

// waitsForSignIn is the agent whose waiting work needs the sign-in the
// resume took away, with its pending approval if one waits: nil when the
// work needs nothing the resume changed (an approval of a tool that needs
// no sign-in is asked again as it was).
func (e *Engine) waitsForSignIn() (*agents.Agent, *state.Approval) {
	if e.planWaits() {
		return nil, nil // each step signs in when it runs
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		if a := e.domain.Agent(ap.Agent); a != nil && e.lostSignIn(a) {
			return a, ap
		}
		return nil, nil
	}
	if e.sess.Pending.Secret != nil {
		return nil, nil // the sign-in itself is under way
	}
	if a := e.domain.Agent(e.sess.Speaker); a != nil && e.lostSignIn(a) {
		return a, nil
	}
	return nil, nil
}

// lostSignIn reports an agent whose requirements the resume's sign-out
// left unmet, and which were met before it.
func (e *Engine) lostSignIn(a *agents.Agent) bool {
	if _, unmet := a.Unmet(agents.Facts(e.sess.Facts)); !unmet {
		return false
	}
	before := agents.Facts{}
	for k, v := range e.sess.Facts {
		before[k] = v
	}
	for k, v := range e.wasSignedIn {
		before[k] = v
	}
	_, unmet := a.Unmet(before)
	return !unmet
}
