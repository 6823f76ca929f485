package concierge

// A when said in a request is said back, never silently dropped (R27:
// "send 50 on friday" — a task runs once, now), unless it is a value of
// the task: a to-do's text ("call the dentist on thursday"), or a note's
// title (tryout 37, 16). "get rid of mon" and "delete tue" named the
// notes "mon" and "tue", found in the list only after the request was
// read, and were answered "I can't schedule or repeat anything ("mon")"
// above the delete's summary. So the when is weighed once the values are
// all taken, the title from the list included, and said first as before.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// sayNotScheduled says the when of a's request back, ahead of what the
// turn says already, unless a value of the task holds it: the ones read
// from the message (in) or the free-text ones taken since (a title from
// the list).
func (e *Engine) sayNotScheduled(t *turn, a *agents.Agent, in agents.Interpretation, when string) {
	if when == "" || inFreeText(a, in.Slots, when) || e.titleHolds(a, when) || e.namesItem(t, a, when) {
		return
	}
	e.note(state.NoteInfo, fmt.Sprintf("Not used: %q — tasks run once, now", when))
	t.lead = join(prompts.NotScheduled(when), t.lead)
}

// namesItem reports when as an item a task that takes one by title may
// mean: a title seen in the session ("delete wed" after "Noted: wed."),
// or one of the several just named back ("delete mon and tue": "More than
// one note could be that one: mon or tue.").
func (e *Engine) namesItem(t *turn, a *agents.Agent, when string) bool {
	if !e.takesExisting(a) {
		return false
	}
	said := " " + strings.Join(reading.Words(t.lead), " ") + " "
	return e.seenValue(when) || strings.Contains(said, " "+strings.Join(reading.Words(when), " ")+" ")
}

// titleHolds reports when as the whole of a's item title taken so far,
// or a word of it: "mon" is the note "mon", "friday" the note "friday
// plans".
func (e *Engine) titleHolds(a *agents.Agent, when string) bool {
	s := titleSlot(a)
	if s == nil {
		return false
	}
	v := strings.ToLower(e.sess.WorkFor(a.Name).Slots[s.Name])
	w := strings.ToLower(strings.TrimSpace(when))
	if v == "" || w == "" {
		return false
	}
	return v == w || reading.PhraseIndex(v, w) >= 0
}
