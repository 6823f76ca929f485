package concierge

// A correction at an open question (R27, R50): "wait no make it 600" while
// the transfer asks for the destination after "send 50 from checking".
// The new value cannot answer the question (600 is no account ID), but it
// corrects a value given before: it replaces that value, and the question
// is asked again. Before, it was refused as the answer and the old amount
// ran.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// noItIs is a "no" that says what a value is instead ("no it's 45XZ12",
// "hang on no thats 800"): a correction, though no correction word is in
// it.
var noItIs = reading.Lazy(`(?i)\b(?:no+|nope|nah)\b[\s,.!]*(?:it'?s|it’s|it is|thats|that'?s|that’s|that is)\s`)

// correctGiven replaces the one value given before that a correction at
// the question for slot asked names; ok is false when the message answers
// the question or corrects nothing given.
func (e *Engine) correctGiven(t *turn, a *agents.Agent, text, asked string) (step, bool) {
	if s, ok := e.givenValueAsked(t, a, text, asked); ok {
		return s, true // "wait what was the claim id i gave you" (slot_value_question.go)
	}
	if asked == "" || !(isCorrection(text) || leadingNo.MatchString(text) || noItIs.MatchString(text) || offeredInstead.MatchString(text)) {
		return stop, false
	}
	facts := agents.Facts(e.sess.Facts)
	if raw, ok := agents.Extract(a, text, asked)[asked]; ok {
		if _, err := a.Slot(asked).Normalize(raw, facts); err == nil {
			return stop, false // "actually 7654322" at the account question: the answer
		}
	}
	w := e.sess.WorkFor(a.Name)
	type fix struct {
		slot *agents.Slot
		raw  string
	}
	var found []fix
	for i := range a.Slots {
		s := &a.Slots[i]
		old, given := w.Slots[s.Name]
		if !given || s.Name == asked || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
			continue
		}
		raw, ok := agents.Extract(a, text, "")[s.Name]
		if !ok {
			raw, ok = agents.Extract(a, text, s.Name)[s.Name]
		}
		if !ok {
			continue
		}
		if v, err := s.Normalize(raw, facts); err != nil || v == old {
			continue
		}
		found = append(found, fix{s, raw})
	}
	if len(found) != 1 {
		return stop, false
	}
	f := found[0]
	old := w.Slots[f.slot.Name]
	if problems := e.take(a, agents.Interpretation{Slots: map[string]string{f.slot.Name: f.raw}}, text); len(problems) > 0 {
		return proceedStep(a, agents.Interpretation{}, problems), true // said why, and asked again
	}
	v := w.Slots[f.slot.Name]
	e.note(state.NoteProgress, fmt.Sprintf("Corrected the %s: %s replaces %s", f.slot.LabelOrName(), v, old))
	t.say(prompts.ValueReplaced(f.slot.LabelOrName(), shownValue(f.slot, v)))
	return advanceStep(a), true
}
