package concierge

// A task word is never the username, whichever way of saying a sign-in
// read it (rounds 33–34): "login depost 40", "user transfer 50 to
// savings" sent every password to user "depost" or "transfer" and locked
// the login. The sign-in then asks for the username and the task runs.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// readSignInUser is readSignInUserAny without a task word for a username.
func (e *Engine) readSignInUser(text string) (signInUser, bool) {
	u, ok := e.readSignInUserAny(text)
	if ok && e.taskWordNotUser(reading.ASCIILower(u.value)) {
		return signInUser{}, false
	}
	return u, ok
}

// requestBesideUser passes on the request said with the username at the
// username question ("username seldo transfer 50 to savings", "user
// seldo, move 20 from checking to savings"): the username is taken, the
// password is asked next, and the request waits for the sign-in (its
// prerequisite) instead of being dropped. Its yes is asked as usual.
func (e *Engine) requestBesideUser(a *agents.Agent, text, asked string) (step, bool) {
	h := agents.SecretHintsFor(a, "")
	s := a.Slot(asked)
	if s == nil || h.User == nil || (s.Kind != agents.KindSecret && s != h.User) {
		return stop, false
	}
	named, known := false, ""
	for _, w := range strings.Fields(text) {
		w = strings.Trim(w, `,.;:!?"'()`)
		if s == h.User && known == "" && e.knownUser(w) {
			known = w // "user name seldo, send 30 …" at the username question
		}
		named = named || e.userTakenWith(a, w)
	}
	if !named && known == "" {
		return e.requestAtUserQuestion(a, text, asked) // "I NEED A TODO: …" at "Whose notes?" (signin_request_at_owner.go)
	}
	c, ok := e.taskValueRead(text)
	other := e.domain.Agent(c.Agent)
	if !ok || other == nil || other == a {
		return stop, false
	}
	if known != "" {
		e.sess.WorkFor(a.Name).Slots[h.User.Name] = known
	}
	e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: the request said with the username is %s's task", a.Name, other.Name))
	return step{move: moveSwitch, agent: a, text: text, route: agents.Route{Agent: other.Name, Reason: "the request said with the username"}}, true
}

// userTakenWith reports w as the username a's sign-in holds already, taken
// from this very message ("username seldo transfer 50 to savings" at the
// username question): the request said after it is passed on, to run
// once the sign-in is done, never dropped.
func (e *Engine) userTakenWith(a *agents.Agent, w string) bool {
	h := agents.SecretHintsFor(a, "")
	return h.User != nil && w != "" && strings.EqualFold(e.sess.WorkFor(a.Name).Slots[h.User.Name], w)
}
