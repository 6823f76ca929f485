package concierge

// A new task typed at the sign-in's owner question (issue 24, tryout 37
// notes 02): "I NEED A TODO: CANCEL GYM MEMBERSHIP" at "Whose notes?" was
// judged as a bad owner ("I couldn't take that as the owner") and lost.
// The reader reads it, as it would with nothing waiting, as another
// agent's request with its values: it waits for the sign-in (its
// prerequisite) and runs after it, and the owner is asked again.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// requestAtUserQuestion passes on a request with its values said at the
// sign-in's username question, where nothing in it is a username.
func (e *Engine) requestAtUserQuestion(a *agents.Agent, text, asked string) (step, bool) {
	signIn, user := e.signInAgent()
	if signIn != a || user == nil || user.Name != asked {
		return stop, false
	}
	if _, named := e.readSignInUser(text); named {
		return stop, false // "ada, and add a to-do …": the owner is said
	}
	c, ok := e.taskValueRead(text)
	other := e.domain.Agent(c.Agent)
	if !ok || other == nil || other == a || other.Name == agents.ConciergeName {
		return stop, false
	}
	e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: the message is %s's request with its values, not an answer to %s's question", a.Name, other.Name, a.Name))
	return step{move: moveSwitch, agent: a, text: text, route: agents.Route{Agent: other.Name, Reason: "the request said at the owner's question"}}, true
}
