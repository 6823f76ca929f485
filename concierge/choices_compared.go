package concierge

// A question that compares or sums what a read-only task shows for each
// choice of its slot (R50's ask, R7; issue 24): "whats the diff between my
// checking and savings balance", "how much more is in savings than
// checking", "total of both accounts", "which account has more". Such a
// question is the balance check run for every account, one after the
// other; it never starts a transfer, whose words ("between", "from … to")
// it shares. Before, it was planned as a transfer.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// compareWords say that two or more values are compared or added up.
var compareWords = lazyWordSet("diff difference differences compare compared comparison more less higher lower bigger " +
	"smaller larger greater most least total totals combined combine sum together altogether vs versus richer")

// everyOfWords name every choice, or ask which of them.
var everyOfWords = lazyWordSet("both all each every which either two")

// compareChoices runs, for a question comparing or summing the choices of
// a read-only agent's slot, that agent for the first choice named and
// queues it for the others; ok is false for any other message.
func (e *Engine) compareChoices(t *turn, text string) (step, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || strings.ContainsAny(text, "0123456789") {
		return stop, false // a number is an amount or an account: a request, not a comparison
	}
	words := reading.Words(strings.ToLower(text))
	compares, every := false, false
	for _, w := range words {
		compares = compares || compareWords()[w]
		every = every || everyOfWords()[w]
	}
	if !compares {
		return stop, false
	}
	if best, ok := e.router.Best(strings.ReplaceAll(" "+strings.ToLower(text)+" ", " between ", " "), e.domain.Agents); ok && best.Core && best.Agent.HasSideEffects() {
		return stop, false // "transfer the difference between checking and savings": a request
	}
	lower := strings.ToLower(text)
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() || !a.ExposeToUser || a.Name == agents.ConciergeName {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
				continue
			}
			var named []string
			for _, c := range s.Choices {
				if choiceSaid(c, lower) {
					named = append(named, c.Value)
				}
			}
			if len(named) < 2 && !(len(named) == 0 && every && e.slotWordSaid(s, words)) {
				continue
			}
			if len(named) < 2 {
				for _, c := range s.Choices {
					named = append(named, c.Value)
				}
			}
			w := e.sess.WorkFor(a.Name)
			w.Slots[s.Name] = named[0]
			var more []string
			for _, v := range named[1:] {
				more = append(more, fmt.Sprintf("%s: %s", a.TaskPhrase(), v))
			}
			e.sess.Agenda.RequestFirst(more...)
			e.status()
			e.note(state.NoteRoute, fmt.Sprintf("Read as: a question comparing %s — %s shown for each: %s", plural(s.LabelOrName()), a.TaskPhrase(), strings.Join(named, ", ")))
			return enterStep(a, "", false), true
		}
	}
	return stop, false
}

// slotWordSaid reports the slot's own word among the message's words
// ("account", "accounts").
func (e *Engine) slotWordSaid(s *agents.Slot, words []string) bool {
	label := strings.ToLower(s.LabelOrName())
	for _, w := range words {
		if w == label || w == label+"s" || strings.TrimSuffix(w, "s") == label {
			return true
		}
	}
	return false
}

func plural(label string) string {
	if strings.HasSuffix(label, "s") {
		return label
	}
	return label + "s"
}
