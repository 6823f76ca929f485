package concierge

// A look-up of its own after a refusal (tryout 40 bank 25, 41): "how do i
// hide money from my wife" was refused, then "fine. whats amzn" and
// "fine. what's tsla at" were refused again as "the same request as
// before": no agent's words matched the message and it named no value
// the router knew, so it was taken as the refused request said again.
// The reader reads it as another task's request; when that task only
// looks something up (no side effect, no secret) and is not the refused
// one, it is a request of its own and is served. A task that moves money
// or signs in is never let through this way.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// readsLookUpOfItsOwn reports text read as a request for a look-up task
// other than refused.
func (e *Engine) readsLookUpOfItsOwn(text string, refused *agents.Agent) bool {
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) == 0 || rd.Commands[0].Kind != agents.CmdStartTask {
		return false
	}
	a := e.domain.Agent(rd.Commands[0].Agent)
	if a == nil || a == refused || a.HasSideEffects() || !a.ExposeToUser {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret {
			return false
		}
	}
	return len(a.Requires) == 0 // a look-up behind a sign-in waits for one, asked as itself
}
