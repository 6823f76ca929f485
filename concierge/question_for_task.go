package concierge

// The question says what it is for (issue 24, bank21b): a transfer's
// source was asked as "Which account would you like the balance of:
// Checking or Savings?", the balance task's own question, as if the user
// had asked for a balance. When an agent asks its choice for a task that
// waits on it and whose requirement says what the choice is for there
// (agents.Requirement.Ask, a domain file's `ask:`), the question asked is
// that one, the choices said after it: "Which account should the money
// come from? Checking or Savings?". Asked for itself, the agent asks its
// own question.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// waitingOn is the task on the agenda that waits on a, with the
// requirement a meets for it; ok is false when a works for itself.
func (e *Engine) waitingOn(a *agents.Agent) (*agents.Agent, agents.Requirement, bool) {
	for _, task := range e.sess.Agenda {
		if !task.IsTask() {
			continue
		}
		w := e.domain.Agent(task.Agent)
		if w == nil || w == a {
			return nil, agents.Requirement{}, false
		}
		for _, r := range w.Requires {
			// met in the facts, but asked again for this task: its source
			// unsaid after both balances (source_unsaid.go)
			again := task.Kind == state.TaskPrerequisite && e.sess.Work[w.Name] != nil && !e.sess.Work[w.Name].Entered
			if r.By == a.Name && (r.Satisfied == nil || !r.Satisfied(agents.Facts(e.sess.Facts)) || again) {
				return w, r, true
			}
		}
		return nil, agents.Requirement{}, false // the top task waits on another agent
	}
	return nil, agents.Requirement{}, false
}

// questionInTask is text with the question of a choice said as the task
// waiting on its agent asks it, when that task's requirement says how:
// the speaking agent's question, or the speaker's asked again by the
// concierge ("We still need this to transfer money: …").
func (e *Engine) questionInTask(agent, text string) string {
	if text == "" {
		return text
	}
	text = e.questionInTaskOf(e.domain.Agent(agent), text)
	if e.sess.Speaker != agent {
		text = e.questionInTaskOf(e.domain.Agent(e.sess.Speaker), text)
	}
	return text
}

// questionInTaskOf is questionInTask for agent a's questions.
func (e *Engine) questionInTaskOf(a *agents.Agent, text string) string {
	if a == nil {
		return text
	}
	w, r, ok := e.waitingOn(a)
	if !ok || r.Ask == "" {
		return text
	}
	slots := e.sess.WorkFor(a.Name).Slots
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum || slots[s.Name] != "" {
			continue
		}
		if q := s.QuestionWith(e.namedValues(slots)); q != "" && strings.Contains(text, q) {
			return strings.Replace(text, q, e.askWithChoices(w, r, s), 1)
		}
	}
	return text
}

// askWithChoices is r's question for the choice s of the task w waits
// on, with the choices after it: said with w's values where r has them
// all ("Which account should the $50.00 come from: Checking or
// Savings?"), else as r.Ask is.
func (e *Engine) askWithChoices(w *agents.Agent, r agents.Requirement, s *agents.Slot) string {
	if ask, ok := e.askValued(w, r); ok {
		choices := s.ChoiceValues()
		if len(choices) == 0 || len(choices) > 5 {
			return ask
		}
		return strings.TrimSuffix(ask, "?") + ": " + orList(choices) + "?"
	}
	return questionWithChoices(r.Ask, s)
}

// askValued is r.AskValued with the values of w's slots (an amount as
// money: "$50.00"); ok is false when one of its names has no value.
func (e *Engine) askValued(w *agents.Agent, r agents.Requirement) (string, bool) {
	ask := r.AskValued
	if ask == "" || w == nil {
		return "", false
	}
	work := e.sess.WorkFor(w.Name)
	values := work.Slots
	if !work.Entered && work.Request != "" {
		values = map[string]string{} // pushed before it ran: the values of its request
		for k, v := range agents.Extract(w, work.Request, "") {
			if s := w.Slot(k); s != nil {
				if n, err := s.Normalize(v, agents.Facts(e.sess.Facts)); err == nil {
					values[k] = n
				}
			}
		}
		for k, v := range work.Slots {
			values[k] = v
		}
	}
	for _, s := range w.Slots {
		name := "{" + s.Name + "}"
		if !strings.Contains(ask, name) {
			continue
		}
		v := values[s.Name]
		if v == "" || s.Kind == agents.KindSecret {
			return "", false
		}
		if s.Kind == agents.KindMoney {
			m, err := reading.ParseMoney(v)
			if err != nil {
				return "", false
			}
			v = m.String()
		}
		ask = strings.ReplaceAll(ask, name, v)
	}
	if strings.Contains(ask, "{") {
		return "", false
	}
	return ask, true
}

// questionWithChoices is ask with s's choices after it, unless it names them.
func questionWithChoices(ask string, s *agents.Slot) string {
	choices := s.ChoiceValues()
	for _, c := range choices {
		if strings.Contains(ask, c) {
			return ask
		}
	}
	if len(choices) == 0 || len(choices) > 5 {
		return ask
	}
	return ask + " " + orList(choices) + "?"
}
