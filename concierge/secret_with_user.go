package concierge

// A username said again with the password at the password prompt (R29,
// R55; issue 24): "user seldo pw monkey", "seldo/monkey", "login seldo
// password monkey". The line is a whole sign-in: the username it gives
// replaces the one held and the password is tried with it, where only the
// username was taken and the password asked again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// pairAtSecret reads a line at the secret prompt that gives the owner's
// value and the secret together; ok is false for any other line.
func (e *Engine) pairAtSecret(secret *state.Secret, text string) (user *agents.Slot, name, value string, ok bool) {
	a := e.domain.Agent(secret.Agent)
	if a == nil || a.Slot(secret.Slot) == nil {
		return nil, "", "", false
	}
	hints := agents.SecretHintsFor(a, "")
	if hints.User == nil {
		return nil, "", "", false
	}
	ms := agents.FindSecrets(a.Slot(secret.Slot), text, hints)
	if len(ms) == 0 || ms[len(ms)-1].Username == "" {
		return nil, "", "", false
	}
	last := ms[len(ms)-1]
	if e.choiceWord(last.Username) || e.choiceWord(last.Value) {
		return nil, "", "", false // "checking/savings" names two accounts
	}
	v, err := hints.User.Normalize(last.Username, agents.Facts(e.sess.Facts))
	if err != nil || strings.ContainsAny(v, " \t") {
		return nil, "", "", false
	}
	return hints.User, v, last.Value, true
}

// takePairAtSecret keeps the owner's value given with the secret, for the
// try that follows, and returns the note that says so when it changed.
func (e *Engine) takePairAtSecret(secret *state.Secret, user *agents.Slot, name, value string) []string {
	e.typed.Remember(value)
	w := e.sess.WorkFor(secret.Agent)
	var notes []string
	if w.Slots[user.Name] != name {
		notes = append(notes, fmt.Sprintf("The %s is now %s, said with the %s", user.LabelOrName(), name, secret.Label))
	}
	w.Slots[user.Name] = name
	return notes
}

// usernameQuestionWords are lines that ask rather than answer: a bare "what" or
// "huh" at the username question is no username (issue 24: "what" was
// tried as one, a login try spent).
var usernameQuestionWords = lazyWordSet(`what wat wut whut why who how huh eh where when which pardon sorry come again say again what's whats`)

// asksAtUsername reports a line typed at the sign-in's username question
// that is only a question word or two ("what?", "huh", "come again"),
// never a username.
func (e *Engine) asksAtUsername(a *agents.Agent, s *agents.Slot, text string) bool {
	if h := agents.SecretHintsFor(a, s.Name); !h.UserAsked {
		return false
	}
	words := strings.Fields(strings.ToLower(strings.Trim(text, " ?!.")))
	if len(words) == 0 || len(words) > 2 {
		return false
	}
	for _, w := range words {
		if !usernameQuestionWords()[strings.Trim(w, "?!.,")] {
			return false
		}
	}
	return true
}
