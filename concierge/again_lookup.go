package concierge

// A look-up asked "again" (round 39 bank 05): at the approval of a
// transfer whose balance check showed Checking, "what was my balance
// again?" asked "which account?", and the approval was lost behind a
// question the user had already had answered. A question that asks for
// what was shown before ("again", "what was", "remind me", "what did you
// say") enters a look-up that changes nothing with the values that look-up
// last ran with, and says so.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// askedBefore is a question after something shown before.
var askedBefore = reading.Lazy(`(?i)\b(?:again|once more|remind me|what was|what were|what did (?:you|it) say|how much was|you (?:just )?(?:said|told me|showed))\b`)

// takeEarlier fills what the request leaves unset with what was said or
// shown before: a look-up's values asked again, an id named earlier
// (ins22a_earlier_id.go).
func (e *Engine) takeEarlier(t *turn, a *agents.Agent, text string) {
	e.takeLastAgain(a, text)
	e.takeEarlierID(t, a, text)
}

// takeLastAgain fills a's choices, left unset by text, with the values a
// last ran with, when text asks again for what a showed.
func (e *Engine) takeLastAgain(a *agents.Agent, text string) {
	if a.HasSideEffects() || !askedBefore.MatchString(text) {
		return
	}
	last := e.lastOf(a)
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		v := last[s.Name]
		if s.Kind != agents.KindEnum || v == "" || w.Slots[s.Name] != "" {
			continue
		}
		w.Slots[s.Name] = v
		e.note(state.NoteInfo, "Taken from earlier: the "+s.LabelOrName()+" "+v+", the one "+a.Name+" showed last")
	}
}
