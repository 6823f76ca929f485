package concierge

// Values said for a task that waits (R4, R7): a transfer waits on the
// sign-in or on the balance check it needs, and the user says its amount
// or destination at their question ("its 850 to account 7654321" at the
// username question, "2000 from savings to 7654321" at "Checking or
// Savings?"). They are kept for the waiting task, never dropped.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// keepWaitingValues keeps for a waiting task the values text gives it
// (not for asking, the agent whose question is open) and returns the task
// and the values as said; nil when there are none.
func (e *Engine) keepWaitingValues(text string, asking *agents.Agent) (*agents.Agent, []string) {
	owner, vals := e.waitingValues(text)
	if owner == nil || owner == asking {
		return nil, nil
	}
	w := e.sess.WorkFor(owner.Name)
	var said []string
	if src, ok := vals[sourceKey]; ok {
		said = append(said, "from "+src) // the account the money leaves, said first
	}
	for _, sl := range owner.Slots {
		if v, ok := vals[sl.Name]; ok {
			w.Slots[sl.Name] = v
			said = append(said, valueShown(&sl, v)) // "$80.50", money as money
		}
	}
	e.note(state.NoteProgress, fmt.Sprintf("Kept %s for %s, which waits", valuesCount(len(said)), owner.Name))
	return owner, said
}

// waitingValues finds values of precise kinds (an amount, an id) that a
// task waiting on the agenda takes and has not got yet, said while
// another question is open; every one must check out, else none is kept.
// A value said as a correction ("oh sorry its 7654321") replaces the one
// the task already holds, and the task's own words are changed to say it,
// so that the task does not read the old value again when it resumes.
func (e *Engine) waitingValues(text string) (*agents.Agent, map[string]string) {
	corrects := isCorrection(text) || saidAsCorrection(text)
	for i, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil {
			continue
		}
		w := e.sess.WorkFor(a.Name)
		vals := map[string]string{}
		said := agents.Extract(a, text, "")
		if corrects {
			said = e.correctedHeld(a, text, task.Text, said)
		}
		for name, raw := range said {
			s := a.Slot(name)
			if s == nil || w.Slots[name] != "" && !corrects || s.Kind == agents.KindText || s.Kind == agents.KindSecret || s.Kind == agents.KindEnum {
				continue
			}
			v, err := s.Normalize(raw, e.pinnedFacts(a))
			if err != nil {
				return nil, nil
			}
			vals[name] = v
		}
		src, left := e.waitingSource(a, task.Text, text, said)
		if src != "" && len(vals) == 0 && figureOnly.MatchString(strings.ToLower(strings.TrimRight(left, ".!"))) {
			// "120 out of savings": the figure is the one value still
			// needed (waiting_bare_figure.go)
			if s, v, ok := e.oneSlotTakes(a, task.Text, left); ok {
				vals[s.Name] = v
				task.Text = strings.TrimRight(task.Text, " .!") + ", " + s.LabelOrName() + " " + v
			}
		}
		if len(vals) > 0 && !corrects {
			// "savings to checking, 250": the figure after the accounts (waiting_leftover_figure.go)
			if s := e.leftoverFigure(a, task.Text, text, said, vals); s != nil {
				task.Text = strings.TrimRight(task.Text, " .!") + ", " + s.LabelOrName() + " " + vals[s.Name]
			}
		}
		if len(vals) > 0 || src != "" {
			e.sess.Agenda[i].Text = e.taskTextWith(a, task.Text, vals, said)
			if src != "" {
				// "FROM SAVINGS TO 1234324" at the username question: the
				// balance check the transfer needs reads its words again
				e.sess.Agenda[i].Text = strings.TrimRight(e.sess.Agenda[i].Text, " .!") + ", from " + src
				vals[sourceKey] = src
			}
			return a, vals
		}
	}
	return nil, nil
}

// taskTextWith is a waiting task's words with each value it named for a
// slot of vals replaced by the value said since ("send 40 to 765432",
// then "oh sorry its 7654321": "send 40 to 7654321"). The task reads its
// words again when it resumes; they must not bring the old value back.
func (e *Engine) taskTextWith(a *agents.Agent, taskText string, vals, said map[string]string) string {
	facts := e.pinnedFacts(a)
	for name, raw := range agents.Extract(a, taskText, "") {
		s := a.Slot(name)
		v, ok := vals[name]
		if s == nil || !ok || said[name] == "" {
			continue
		}
		if old, err := s.Normalize(raw, facts); err == nil && old == v {
			continue
		}
		if i := strings.Index(taskText, raw); i >= 0 {
			taskText = taskText[:i] + said[name] + taskText[i+len(raw):]
		}
	}
	return taskText
}

// correctedHeld adds to said the one value a correction gives for a slot
// the waiting task already holds, read as that slot's kind: "hmm, 70
// instead" names no amount on its own (a bare number), but the transfer
// holds one (taken, or in the words it waits with), and it is the value
// corrected. Nothing is added when the message names a value already, or
// fits more than one held slot.
func (e *Engine) correctedHeld(a *agents.Agent, text, taskText string, said map[string]string) map[string]string {
	if len(said) > 0 {
		return said
	}
	w := e.sess.WorkFor(a.Name)
	inWords := agents.Extract(a, taskText, "")
	facts := e.pinnedFacts(a)
	found := map[string]string{}
	for _, s := range a.Slots {
		held := w.Slots[s.Name]
		if held == "" && inWords[s.Name] != "" {
			held, _ = s.Normalize(inWords[s.Name], facts)
		}
		if held == "" || s.Kind == agents.KindText || s.Kind == agents.KindSecret || s.Kind == agents.KindEnum {
			continue
		}
		raw, ok := agents.Extract(a, text, s.Name)[s.Name]
		if !ok {
			continue
		}
		if selfCorrected(a, s.Name, text, raw) {
			continue
		}
		if v, err := s.Normalize(raw, facts); err == nil && v != held {
			found[s.Name] = raw
		}
	}
	if len(found) != 1 {
		return said
	}
	return found
}

// takenBackTail is the correction words that end the part of a message
// before its corrected value: "checking, no sorry", "checking i mean".
var takenBackTail = reading.Lazy(`(?i)(?:[\s,.;:?!—–-]*\b(?:no|nope|nah|wait|sorry|i mean|i meant|actually|or rather|rather|make that|make it|scratch that|not that)\b)+[\s,.;:?!—–-]*$`)

// selfCorrected reports a message that takes back a value of its own
// before raw: "checking, no sorry savings" at "Checking or Savings?"
// corrects its own first word, not the destination the waiting transfer
// holds, so raw is not a correction of the held value.
func selfCorrected(a *agents.Agent, slot, text, raw string) bool {
	i := strings.LastIndex(strings.ToLower(text), strings.ToLower(raw))
	if i <= 0 {
		return false
	}
	head := text[:i]
	loc := takenBackTail.FindStringIndex(head)
	if loc == nil || loc[0] == 0 {
		return false
	}
	_, said := agents.Extract(a, head[:loc[0]], slot)[slot]
	return said
}
