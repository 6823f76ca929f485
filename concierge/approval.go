package concierge

// Approvals of sensitive tool calls (R11) and what waits for the user.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// approve runs the pending sensitive call by running the agent's action
// again with a one-time grant for exactly that call (R11).
func (e *Engine) approve(t *turn) error {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	e.note(state.NoteApproval, "Approved: "+ap.Summary)
	t.grant = agents.Args(ap.Args).Key(ap.Tool)
	if err := e.hop(t, a, "runs the approved call"); err != nil {
		return err
	}
	return e.act(t, a, "")
}

// reject drops the pending call; the agent asks again, reading the reason
// for new values ("no, make it 300").
func (e *Engine) reject(t *turn, reason string) error {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	e.note(state.NoteApproval, join("Rejected: "+ap.Summary, paren(reason)))
	w := e.sess.WorkFor(a.Name)
	prefix := prompts.ApprovalRejected(reason)
	slot := rejectedSlot(a, reason)
	if reason != "" {
		t.text = reason
		// read the reason as an answer to the value it is about: a new
		// value ("make it 300") replaces it, another agent's work ("use
		// savings instead") is a digression that comes back here
		in, err := e.interpret(t, a, reason, slot)
		if err != nil {
			return err
		}
		if in.Pass {
			e.reply(a.Name, prefix)
			return e.digress(t, a, reason, in.PassReason)
		}
		if tookAny(a, in) {
			return e.proceed(t, a, in, e.take(a, in, reason), prefix)
		}
	}
	if slot != "" {
		delete(w.Slots, slot)
	}
	return e.advance(t, a, prefix)
}

// approvalAside handles a message that answers a pending approval with
// neither yes nor no: a correction ("actually make it 300") or another
// agent's work ("use savings instead", "what's the AAPL price?") sets the
// approval aside and is followed; anything else gets the question again.
func (e *Engine) approvalAside(t *turn, text string) error {
	ap := e.sess.Pending.Approval
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	in, err := e.interpret(t, a, text, rejectedSlot(a, text))
	if err != nil {
		return err
	}
	if !in.Pass && !tookAny(a, in) {
		e.reply(agents.ConciergeName, prompts.ApprovalReminder(ap.Summary))
		return nil
	}
	e.sess.Pending.Approval = nil
	e.note(state.NoteApproval, "Set aside: "+ap.Summary+" (the request changed)")
	if in.Pass {
		return e.digress(t, a, text, in.PassReason)
	}
	return e.proceed(t, a, in, e.take(a, in, text), "")
}

// rejectedSlot is the slot a rejection is about: one whose label the reason
// names ("wrong account"), else the last one, the value given most recently
// ("too much").
func rejectedSlot(a *agents.Agent, reason string) string {
	words := strings.Fields(strings.ToLower(reason))
	for _, s := range a.Slots {
		for _, lw := range strings.Fields(strings.ToLower(s.LabelOrName())) {
			for _, w := range words {
				if len(lw) > 3 && strings.Trim(w, ".,!?") == lw {
					return s.Name
				}
			}
		}
	}
	for i := len(a.Slots) - 1; i >= 0; i-- {
		if a.Slots[i].Kind != agents.KindSecret {
			return a.Slots[i].Name
		}
	}
	return ""
}

// pendingSummary restates what waits, for refusals and help.
func (e *Engine) pendingSummary(t *turn) string {
	if p := e.sess.Plan; p != nil && p.Awaiting {
		return "Your plan is waiting: say " + planWords + "."
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		return "Still waiting for your approval: " + ap.Summary
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return ""
	}
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		return prompts.Pending(a.TaskPhrase(), s.QuestionWith(e.sess.WorkFor(a.Name).Slots))
	}
	return ""
}
