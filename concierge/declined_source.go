package concierge

// A source change right after a declined transfer (issue 24, round 19):
// "from savings instead", "use savings instead", "200 from savings" after
// a no to a transfer from Checking showed the Savings balance and dropped
// the transfer, read as a balance check of its own. Said right after the
// no, with no task word of another agent's and no question, it is the
// declined call from that source: its balance checked, the call asked
// again from it (approval_declined.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// sourceAfterDecline reports a message that names another source than
// the declined call's, and nothing else another task would take.
func (e *Engine) sourceAfterDecline(text string) (*agents.Agent, bool) {
	c := e.cancelled
	if c == nil || !c.declined || c.pending.Approval == nil || isQuestion(text) || e.userMessagesSince(c.at) > 1 {
		return nil, false
	}
	a := e.domain.Agent(c.pending.Approval.Agent)
	w := c.work[c.pending.Approval.Agent]
	if a == nil || w == nil || len(a.Pins) == 0 {
		return nil, false
	}
	for _, w := range reading.Words(strings.ToLower(text)) {
		switch w {
		case "send", "move", "transfer", "pay", "wire", "xfer", "give":
			// "send 60 from savings" after the no: a new request of its
			// own, whose destination is asked (declined_new_request.go)
			return nil, false
		}
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && best.Agent != a {
		return nil, false // "check savings": a balance asked, another task's word
	}
	for name := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindPattern {
			return nil, false // "savings -> 1234324, 60": a new request, read as one
		}
	}
	_, _, _, said := e.otherChoiceSaid(a, text, func(pin string) string { return w.Memory[agents.PinPrefix+pin] })
	if !said {
		return nil, false
	}
	return a, true
}

// takeSaidValues puts the values text gives a's slots into its restored
// work, each checked: "200 from savings" is the call for 200.
func (e *Engine) takeSaidValues(a *agents.Agent, text string) {
	w := e.sess.Work[a.Name]
	if w == nil {
		return
	}
	said := agents.Extract(a, text, "")
	if len(said) == 0 {
		said = agents.Extract(a, text, rejectedSlot(a, "")) // "200 from savings": the figure the call would ask
	}
	for name, raw := range said {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindSecret {
			continue
		}
		if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil {
			w.Slots[name] = v
		}
	}
}
