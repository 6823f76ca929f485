package concierge

// A number alone with nothing in hand ("123456" at the greeting): the
// reader may guess a task from it, but no value of that task takes it (a
// claim id has letters and digits), so starting the task would ask for
// the very thing the user seems to have given. The user is asked what the
// number is instead, with the shape the task's value has.

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// digitsOnly reports a message of digits and separators only, no letter.
func digitsOnly(text string) bool {
	digits := 0
	for _, r := range text {
		switch {
		case unicode.IsDigit(r):
			digits++
		case unicode.IsLetter(r):
			return false
		case unicode.IsSpace(r) || strings.ContainsRune("-./#,:+()", r):
		default:
			return false
		}
	}
	return digits > 0
}

// askWhatNumber answers a bare number no agent takes a value from, with
// the shape of the value of the task the reader guessed, if any. It
// reports whether it did.
func (e *Engine) askWhatNumber(t *turn, rd understand.Reading, text string) bool {
	if !digitsOnly(text) || e.strongValuesOwner(text) != nil {
		return false
	}
	var unfit *agents.Slot // the guessed task's value it is not, to say its shape
	if len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask {
		a := e.domain.Agent(rd.Commands[0].Agent)
		if a == nil {
			return false
		}
		var ok bool
		if unfit, ok = e.unfitSlot(a, text); !ok {
			return false
		}
	}
	said := reading.Clip(strings.TrimSpace(text), 30)
	e.note(state.NoteRoute, fmt.Sprintf("Not started: %q alone is no value of any task", said))
	reply := fmt.Sprintf("I'm not sure what %q is.", said)
	if unfit != nil {
		reply += fmt.Sprintf(" It isn't a %s: %s", unfit.LabelOrName(), lowerFirst(unfit.Hint))
	}
	reply += " What would you like to do with it?"
	e.speak(t, agents.ConciergeName, reply)
	return true
}

// unfitSlot is the first of a's slots with a hint that the number is no
// value of; ok is false when a takes the number after all, asked or not.
func (e *Engine) unfitSlot(a *agents.Agent, text string) (unfit *agents.Slot, ok bool) {
	if len(agents.Extract(a, text, "")) > 0 {
		return nil, false
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindSecret || s.Kind == agents.KindText {
			continue
		}
		if raw, ok := agents.Extract(a, text, s.Name)[s.Name]; ok {
			if _, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil {
				return nil, false // a value of the task after all, when asked for
			}
		}
		if unfit == nil && s.Hint != "" {
			unfit = s
		}
	}
	return unfit, true
}

// lowerFirst is s with its first letter in lower case ("A claim id has…"
// inside a sentence).
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
