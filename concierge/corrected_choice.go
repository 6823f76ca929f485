package concierge

// A choice corrected in the same line (R50 correct_value): "Motor.
// Actually no, Home. The car was in the garage of the house" at the
// topology question. The choice said first after the last correction
// marker is the answer; the one taken back is dropped, and the choices the
// explanation mentions after it ("car", "house") neither make it every
// choice nor queue a task for the dropped one.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// correctedChoice is the choice of an enum slot that a correction in the
// text gives: the one named first after the last correction marker, when
// another choice is named before it; "" when the text corrects no choice.
func correctedChoice(s *agents.Slot, text string) string {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return ""
	}
	at := reading.LastCorrection(text)
	if at < 0 {
		return ""
	}
	before, _ := firstChoice(s, strings.ToLower(text[:at]))
	after, _ := firstChoice(s, strings.ToLower(text[at:]))
	if before == "" || after == "" {
		return ""
	}
	return after
}

// firstChoice is the choice of s named first in lower, by its value or an
// alias as whole words, with where it stands.
func firstChoice(s *agents.Slot, lower string) (string, int) {
	value, first := "", -1
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if i := reading.PhraseIndex(lower, strings.ToLower(w)); i >= 0 && (first < 0 || i < first) {
				value, first = c.Value, i
			}
		}
	}
	return value, first
}

// takeCorrected fills an enum slot the message names a choice of, takes
// back and names another of, with the corrected one. It reports whether it
// did, where the engine read another (the first said) or none; a slot
// an earlier message filled is left alone.
func (e *Engine) takeCorrected(a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if w.Slots[s.Name] != "" && w.Said[s.Name] != text {
			continue // filled by an earlier message: a correction of its own
		}
		v, how := correctedChoice(s, text), "said last, after the correction"
		if v == "" {
			v, how = concludedChoice(s, text), "settled on last" // "home or motor... so home i guess" (concluded_choice.go)
		}
		if v == "" || in.Slots[s.Name] == v {
			continue
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		in.Slots[s.Name] = v
		delete(problems, s.Name)
		e.note(state.NoteProgress, fmt.Sprintf("The %s %s: %s", s.LabelOrName(), how, v))
		return true
	}
	return false
}
