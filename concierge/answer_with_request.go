package concierge

// An answer that is a request of the task that needs it (issue 24, round
// 19): at "Which account would you like the balance of?", asked for a
// plain balance check, "send 200 to 1234324 from savings so she wont
// share my pictures" showed the Savings balance and dropped the transfer.
// The account answers the question; the rest is a request of an agent
// whose requirement this agent meets (a transfer needs a checked
// balance), with values of its own: it is queued to run right after, so
// it takes the balance just checked as its source, and nothing is lost.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// queueRequestInAnswer queues text as the request it also is, when it
// answers a's open choice and asks another agent that a's task serves;
// it reports whether it did.
func (e *Engine) queueRequestInAnswer(a *agents.Agent, text string) bool {
	if e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return false // a task waits on this one: its own values are kept (keepWaitingValues)
	}
	for _, r := range e.sess.Agenda.Requests() {
		if r == text {
			return false
		}
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Core || best.Agent == a || !best.Agent.HasSideEffects() || !requiredBy(best.Agent, a) {
		return false
	}
	if len(agents.Extract(best.Agent, text, "")) == 0 {
		return false // "transfer money": no value of its own, a digression's to read
	}
	e.sess.Agenda.RequestFirst(text)
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("Queued %q for after %s: the answer is also a request of %s", text, a.Name, best.Agent.Name))
	return true
}

// keepWaitingAndQueue keeps a waiting task's values said with the answer
// to s, a bare figure among them (waiting_figure_answer.go), and queues
// the request the answer also is.
func (e *Engine) keepWaitingAndQueue(a *agents.Agent, s *agents.Slot, text string) {
	if owner, _ := e.keepWaitingValues(text, a); owner == nil {
		e.keepFigureBesideAnswer(a, s, text)
	}
	e.queueRequestInAnswer(a, text)
}
