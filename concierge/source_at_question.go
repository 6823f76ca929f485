package concierge

// A new source said while a task's question is open (R50, §15; issue 24
// round 13): "oh then take it from savings instead" at "How much would you
// like to transfer?", right after "$2,000.00 is more than the Checking
// balance". The account the money comes from is a requirement's value, so
// the message switches it (its balance is checked, and the task pins it),
// and the amount the new source was not asked about — the one the old
// source's balance refused — is offered again with it: checked against
// the new balance, it goes straight to the approval's summary, where only
// a yes moves money. It was passed on as a balance question: Savings'
// balance was shown, the source stayed Checking and the 2000 was lost.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// refusedPrefix prefixes the task memory key of a value the task's pinned
// source refused (more than its balance), by slot.
const refusedPrefix = "loop.refused_by_source."

// keepRefused remembers raw, the value of s that err refused, when only
// the task's pinned facts refused it (the amount is fine, the source's
// balance too small); a value taken (err nil) forgets it.
func (e *Engine) keepRefused(a *agents.Agent, s agents.Slot, raw string, err error) {
	w := e.sess.WorkFor(a.Name)
	key := refusedPrefix + s.Name
	if err == nil || len(a.Pins) == 0 || s.Kind == agents.KindSecret {
		delete(w.Memory, key)
		return
	}
	if _, bad := s.Normalize(raw, e.factsWithoutPins(a)); bad != nil {
		delete(w.Memory, key) // wrong whatever the source: nothing to offer again
		return
	}
	w.Memory[key] = raw
}

// factsWithoutPins are the session's facts without a's pinned ones: what
// a value is checked against when the source is about to change.
func (e *Engine) factsWithoutPins(a *agents.Agent) agents.Facts {
	facts := agents.Facts{}
	for k, v := range e.sess.Facts {
		facts[k] = v
	}
	for _, f := range a.Pins {
		delete(facts, f)
	}
	return facts
}

// sourceAtQuestion switches a task's source named at one of its questions
// (asked): the values said with it and the ones the old source refused go
// with the request the task reads again once the new source is checked.
// ok is false for any other message; a question about the source ("is
// that from savings?") is none.
func (e *Engine) sourceAtQuestion(t *turn, a *agents.Agent, text, asked string) (step, bool, error) {
	if asked == "" || len(a.Pins) == 0 || e.sess.Pending.Approval != nil || askedAboutCall(text) || hasCancel(text) {
		return stop, false, nil
	}
	s := a.Slot(asked)
	if s == nil || s.Kind == agents.KindSecret {
		return stop, false, nil
	}
	// enter notes the switch as it makes it
	named, _, _ := e.sourceSwitched(a, text) // "from savings": said as the source
	if named == "" && len(s.Named) == 0 && (isCorrection(text) || switchWords(text)) {
		// "savings instead"; at a question an account name may answer
		// ("my savings account" for where the money goes), a bare name is
		// that answer
		named, _ = e.sourceNamedIn(a, text)
	}
	if named == "" {
		named = e.sourceReadAt(t, a, text) // "take 30 off my savings to 1234324" (bank28a_restated.go)
	}
	if named == "" {
		return stop, false, nil
	}
	vals, err := e.valuesBesideSource(t, a, text)
	if err != nil {
		return stop, true, err
	}
	w := e.sess.WorkFor(a.Name)
	for _, s := range a.Slots {
		if raw := w.Memory[refusedPrefix+s.Name]; raw != "" && w.Slots[s.Name] == "" && vals[s.Name] == "" {
			vals[s.Name] = raw // the 2000 Checking could not cover
		}
	}
	request := "from " + strings.ToLower(named)
	facts := e.factsWithoutPins(a)
	for _, s := range a.Slots {
		raw, ok := vals[s.Name]
		if !ok || s.Kind == agents.KindSecret {
			continue
		}
		v, err := s.Normalize(raw, facts)
		if err != nil {
			continue // not a value of the call: asked for again, never guessed
		}
		delete(w.Slots, s.Name)
		delete(w.Memory, refusedPrefix+s.Name)
		request += ", " + s.LabelOrName() + " " + v
	}
	e.note(state.NoteProgress, fmt.Sprintf("The source changes at the %s question: %s", a.Slot(asked).LabelOrName(), request))
	return enterStep(a, request, true), true, nil
}
