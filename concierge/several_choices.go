package concierge

// Several choices named for one question ("tsla and googl" at "Which
// company?", "apple and microsoft please"): the task runs for the first
// now and is queued for each other (R7), none of them dropped (R27). Only
// for a task without side effects; "tsla or googl?" asks which, and a
// correction ("tsla, no wait, googl") names one.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// choicesNamed are the distinct choices of an enum slot text names, in
// the order said.
func choicesNamed(s *agents.Slot, text string) []string {
	if s.Kind != agents.KindEnum {
		return nil
	}
	lower := strings.ToLower(text)
	type at struct {
		value string
		i     int
	}
	var found []at
	for _, c := range s.Choices {
		best := -1
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if i := reading.PhraseIndex(lower, strings.ToLower(w)); i >= 0 && (best < 0 || i < best) {
				best = i
			}
		}
		if best >= 0 {
			found = append(found, at{c.Value, best})
		}
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].i < found[j].i })
	out := make([]string, len(found))
	for i, f := range found {
		out[i] = f.value
	}
	return out
}

// takeSeveral fills an enum slot the message names several choices of
// with the first and queues the task for the others; it reports whether
// it did.
func (e *Engine) takeSeveral(t *turn, a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	if a.HasSideEffects() || reading.LastCorrection(text) >= 0 || strings.Contains(" "+strings.ToLower(text)+" ", " or ") {
		return false
	}
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if w.Slots[s.Name] != "" && w.Said[s.Name] != text {
			continue // filled by an earlier message
		}
		vals := choicesNamed(s, text)
		if len(vals) < 2 || !onlyChoices(s, text) {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = vals[0]
		delete(problems, s.Name)
		with := carriedValues(a, in, w, s.Name) // the claim id given before (every_choice.go)
		var more []string
		for _, v := range vals[1:] {
			more = append(more, strings.Join(append([]string{fmt.Sprintf("%s: %s", a.TaskPhrase(), v)}, with...), ", "))
		}
		if e.everyBeforeSource(t, a, s, vals[0], more) {
			return true // "checking and savings" at a transfer's source question: both shown, the source asked again (every_before_source.go)
		}
		e.queueSpread(a, more...) // inside a plan step, part of it (plan_every_step.go)
		e.status()
		e.note(state.NoteContinuation, fmt.Sprintf("Each %s named: %s now, then %s", s.LabelOrName(), vals[0], strings.Join(more, "; ")))
		return true
	}
	return false
}

// joinWords join the choices of a list and nothing more.
var joinWords = lazyWordSet(`and n & plus also then too as well please pls thanks the for me of both them and ok okay um just`)

// onlyChoices reports text made of s's choices and words that join them:
// "tsla and googl", never a sentence that names two in passing ("my home
// was hit by a motorbike").
func onlyChoices(s *agents.Slot, text string) bool {
	lower := " " + strings.ToLower(text) + " "
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			w = strings.ToLower(w)
			for i := reading.PhraseIndex(lower, w); i >= 0; i = reading.PhraseIndex(lower, w) {
				lower = lower[:i] + " " + lower[i+len(w):]
			}
		}
	}
	for _, w := range reading.Words(lower) {
		if !joinWords()[w] {
			return false
		}
	}
	return true
}
