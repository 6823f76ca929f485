package concierge

// A bare figure for a task that waits (R4, R7, R50's ordering; issue 24
// round 14): "pay 7654321", then "80.5" at the balance check's "Checking
// or Savings?". The figure is no account, and a bare figure names no slot
// by itself, so it was refused as the account and the amount asked again
// later. When exactly one value the waiting task still needs takes it
// (the transfer's amount), it is kept there — said back, the open
// question asked again — and used when the task resumes.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// figureOnly is a message that is one figure and at most a currency word:
// "80.5", "$80.50", "80 dollars".
var figureOnly = reading.Lazy(`^(?:[$€£]\s*)?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars?|bucks|usd|\$))?$`)

// keepWaitingValuesAt is keepWaitingValues for a message said at asked,
// the open question: a bare figure that is none of asked's choices is
// kept for the one value of a waiting task that takes it; and so is one
// that is no valid answer to a free question ("200" at the username
// question while the transfer waits for its amount: issue 24, bank30).
func (e *Engine) keepWaitingValuesAt(asked *agents.Slot, text string) (*agents.Agent, []string) {
	if owner, said := e.keepWaitingValues(text, nil); owner != nil {
		return owner, said
	}
	figure := strings.TrimRight(strings.TrimSpace(text), ".!")
	if asked.Kind != agents.KindEnum && asked.Kind != agents.KindText || !figureOnly.MatchString(strings.ToLower(figure)) {
		return nil, nil
	}
	if _, err := asked.Normalize(figure, agents.Facts(e.sess.Facts)); err == nil {
		return nil, nil // one of the question's own choices
	}
	for i, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil {
			continue
		}
		s, v, ok := e.oneSlotTakes(a, task.Text, figure)
		if !ok {
			continue
		}
		e.sess.WorkFor(a.Name).Slots[s.Name] = v
		e.sess.Agenda[i].Text = strings.TrimRight(task.Text, " .!") + ", " + s.LabelOrName() + " " + v
		e.note(state.NoteProgress, fmt.Sprintf("Kept %s as the %s for %s, which waits", v, s.LabelOrName(), a.Name))
		return a, []string{valueShown(s, v)}
	}
	return nil, nil
}

// oneSlotTakes is the one slot of a, empty in its work and its task's
// words, that reads figure as a value of a precise kind; ok is false when
// none or more than one does.
func (e *Engine) oneSlotTakes(a *agents.Agent, taskText, figure string) (*agents.Slot, string, bool) {
	w := e.sess.WorkFor(a.Name)
	inWords := agents.Extract(a, taskText, "")
	facts := e.pinnedFacts(a)
	var found *agents.Slot
	var value string
	for i := range a.Slots {
		s := &a.Slots[i]
		if w.Slots[s.Name] != "" || inWords[s.Name] != "" || s.Kind == agents.KindText || s.Kind == agents.KindSecret || s.Kind == agents.KindEnum {
			continue
		}
		raw, ok := agents.Extract(a, figure, s.Name)[s.Name]
		if !ok {
			continue
		}
		v, err := s.Normalize(raw, facts)
		if err != nil {
			continue
		}
		if found != nil {
			return nil, "", false // an amount or an id: not this message's to say
		}
		found, value = s, v
	}
	return found, value, found != nil
}

// valueShown is a kept value as a reply says it: money as money.
func valueShown(s *agents.Slot, v string) string {
	if s.Kind == agents.KindMoney {
		if c, err := reading.ParseMoney(v); err == nil {
			return c.String()
		}
	}
	return v
}
