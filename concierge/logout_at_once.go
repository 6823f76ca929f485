package concierge

// A logout never waits behind a goodbye (R29; round 34, notes 10/11).
// "ok thats all, log me out, bye" put the logout behind "ok thats all",
// which was answered "Goodbye!": the turn ended, the notes stayed open,
// and the queued logout ran only after the next person's "show notes".
// "great thats all, sign me out thx, bye" kept "thx" with the logout's
// words and said "I can't sign you out thx here". The closing words are no
// request (logout_order.go), a courtesy is no part of a task's words, and
// a logout still queued when a turn ends with nothing in hand runs then.

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// politeWords are said around a request and add nothing to it.
var politeWords = lazyWordSet(`please pls plz plse thx thanks thank thankyou you ty tysm cheers ta kindly`)

// withoutCourtesy is a clause with the courtesy words at its ends taken
// off: "sign me out thx" is "sign me out", "pls log me out" "log me out".
func withoutCourtesy(clause string) string {
	words := strings.Fields(clause)
	trim := func(w string) string { return strings.ToLower(strings.Trim(w, ".,!?;:")) }
	for len(words) > 0 && politeWords()[trim(words[len(words)-1])] {
		words = words[:len(words)-1]
	}
	for len(words) > 0 && politeWords()[trim(words[0])] {
		words = words[1:]
	}
	return strings.Join(words, " ")
}

// queuedLogout takes a logout still queued when the turn would end with
// nothing in hand, and returns the step that signs out now: a queued
// request waits for the task before it, and with no task left nothing
// else would run it before the next message, which may be someone
// else's. ok is false when none waits, or something is still in hand
// (its question comes first; the logout follows it as before).
func (e *Engine) queuedLogout() (step, bool) {
	if len(e.domain.SignedOut) == 0 || !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return stop, false
	}
	for i, task := range e.sess.Agenda {
		if task.Kind == state.TaskRequest && logoutClause(normalise(task.Text)) {
			e.sess.Agenda = append(e.sess.Agenda[:i:i], e.sess.Agenda[i+1:]...)
			e.status()
			return step{move: moveLogout, text: task.Text}, true
		}
	}
	return stop, false
}
