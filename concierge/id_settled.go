package concierge

// Ids ruled out and settled on in one message (issue 24 round 10): "99KL00?
// or 99KL08 … use 99KL08", "not 44FF21, I mean 44FF12". The task takes the
// value the user settled on, never one ruled out, and never runs once for
// each; unsure between two ("12AB34 or 12AB43, can't remember"), it asks
// which (agents.SettleValues reads the message).

import (
	"fmt"
	"maps"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// takeSettled fills a pattern slot the message thinks aloud over with the
// value it settles on, or asks which where it stays unsure. It reports
// whether it decided the slot. A task with side effects keeps its own
// reading (a transfer's ids are checked at its approval).
func (e *Engine) takeSettled(a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	if a.HasSideEffects() {
		return false
	}
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if w.Slots[s.Name] != "" && w.Said[s.Name] != text {
			continue // filled by an earlier message
		}
		got := agents.SettleValues(s, text)
		if !got.Thought() {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		if problems == nil {
			return false // nowhere to ask from: the reading stands
		}
		switch {
		case got.Value != "":
			in.Slots[s.Name] = got.Value
			delete(problems, s.Name)
			why := fmt.Sprintf("The %s settled on: %s", s.LabelOrName(), got.Value)
			if len(got.RuledOut) > 0 {
				why += fmt.Sprintf(" (ruled out: %s)", strings.Join(got.RuledOut, ", "))
			}
			e.note(state.NoteProgress, why)
		case len(got.Between) > 0:
			e.untake(a, s, in, text)
			problems[s.Name] = problem(prompts.WhichOfValues(got.Between, s.LabelOrName()))
			e.note(state.NoteProgress, fmt.Sprintf("Unsure which %s: %s", s.LabelOrName(), strings.Join(got.Between, ", ")))
		default:
			e.untake(a, s, in, text)
			problems[s.Name] = problem(prompts.AllRuledOut(got.RuledOut, s.LabelOrName()))
		}
		return true
	}
	return false
}

// untake drops the value this message gave s (the first of several, taken
// before the message was read as a whole), so the slot is asked again.
func (e *Engine) untake(a *agents.Agent, s *agents.Slot, in *agents.Interpretation, text string) {
	delete(in.Slots, s.Name)
	w := e.sess.WorkFor(a.Name)
	if w.Said[s.Name] != text {
		return
	}
	if s.Fact != "" && e.sess.Facts[s.Fact] == w.Slots[s.Name] {
		delete(e.sess.Facts, s.Fact)
	}
	delete(w.Slots, s.Name)
	delete(w.Said, s.Name)
}

// thoughtWords are the words of a message that thinks aloud over the
// values of a's pattern slots: the values ruled out or weighed and the
// words that did it ("no", "use"), none of them said back as unused.
func thoughtWords(a *agents.Agent, text string) map[string]bool {
	out := map[string]bool{}
	if a.HasSideEffects() {
		return out
	}
	for i := range a.Slots {
		if got := agents.SettleValues(&a.Slots[i], text); got.Thought() {
			maps.Copy(out, got.Words)
		}
	}
	return out
}
