package concierge

// A title and a text said with no verb of writing (round 32's 01): "call it
// dentist, it says tuesday 3pm", "title: gym, legs on monday". No task's
// words are in the message, so it was offered back as a statement to keep
// ("Do you want me to keep "call it dentist, it says …" as a note?"),
// markers and all. The note taker takes both values from it: it is the
// request, and the note is asked to be approved as it was said.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// titleAndTextKeeper is the note taker when the message gives it both a
// title and a text, at nothing waiting, and no task's words are said;
// nil otherwise.
func (e *Engine) titleAndTextKeeper(text string) *agents.Agent {
	keeper := e.firstKeeper()
	if keeper == nil || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil || e.planWaits() {
		return nil
	}
	if _, ok := e.router.Best(text, e.domain.Agents); ok || len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return nil // a task's own words, or several requests: the router reads them
	}
	if !agents.GivesTitleAndText(keeper, text) {
		return nil
	}
	e.note(state.NoteRoute, fmt.Sprintf("Choosing %s due to: the message gives a title and a text, which %s takes", keeper.Name, keeper.Name))
	return keeper
}
