package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// Lines at a prompt that a reader may take for a cancel but that are not
// (issue 24, fifth shift): whether a short line is a cancel is decided
// from the reader's likeliest reading at a low floor (promptCancelFloor),
// and a few words of a correction or of the request itself sit near it.

// takesBackOther reports a line at a secret prompt that takes back or
// names again the agent's other value ("not seldo", "wrong username"):
// secretAside asks for it again, so it is no cancel.
func (e *Engine) takesBackOther(secret *state.Secret, text string) bool {
	a := e.domain.Agent(secret.Agent)
	if a == nil {
		return false
	}
	_, _, ok := e.otherValueAgain(a, secret, text)
	return ok
}

// restatesRequest reports a line that is one of the asking agent's own
// examples ("sign in" at the notes' owner question): the request said
// again, never the request dropped.
func (e *Engine) restatesRequest(text string) bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	if e.restatedAt(nil, text) != nil {
		return true // in any words: the task's own and nothing else (restated_question.go)
	}
	n := strings.Join(strings.Fields(strings.ToLower(strings.Trim(text, " .!?"))), " ")
	for _, ex := range a.Examples {
		if strings.ToLower(ex) == n {
			return true
		}
	}
	return false
}
