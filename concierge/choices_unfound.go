package concierge

// Names in a list that the look-up does not know (issue 24, round 19):
// "apple and Foobarco stock", "aapl, xyzq and msft" gave the prices it
// knew and dropped the other name in silence. The router takes such names
// out of the requests (agents.Route.Unfound); the loop says which it
// could not find, with what it does know, in front of the first answer.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// sayUnfound puts in front of the next reply the names of r's list that
// none of its agent's choices are.
// A message that speaks of signing in has its names left unsaid (R53:
// one may be a password in a form no reader knows).
func (e *Engine) sayUnfound(t *turn, text string, r agents.Route) {
	a := e.domain.Agent(r.Agent)
	if len(r.Unfound) == 0 || a == nil || len(a.Slots) != 1 || e.hasLoginCue(text) {
		return
	}
	sl := &a.Slots[0]
	names := r.Unfound
	e.note(state.NoteRoute, "Not found: "+strings.Join(names, ", ")+" — no choice of "+sl.LabelOrName())
	t.say(prompts.ChoicesUnfound(sl.LabelOrName(), names, sl.Hint))
}
