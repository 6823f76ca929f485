package concierge

// The executor of an approval's commands (R50, §15; issue 24): the message
// was read once into commands (approval_read.go); here they run in order,
// and the text is not read again. R50's order holds here whatever the
// reading: a cancel runs first; anything that changes the pending call
// replaces the yes; and a yes approves only when the words it came from
// hold a yes-word or yes-phrase of R27's lexicon — a fixed gate in code.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// approvalAnswer reads a message typed while an approval waits, once, into
// commands (readApproval) and runs them (SPEC §15's order; a cancel phrase
// was handled before).
func (e *Engine) approvalAnswer(t *turn, text string) (step, error) {
	ap := e.sess.Pending.Approval
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return stop, fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	cs, err := e.readApproval(t, a, ap, text)
	if err != nil {
		return stop, err
	}
	// the Why panel and the trace show what the message was read as (R50)
	e.note(state.NoteRoute, "Read as: "+apCommands(a, cs))
	return e.runApproval(t, a, cs)
}

// changesCall reports a command that changes the pending call.
func changesCall(c apCommand) bool {
	return c.Kind == agents.CmdCorrectValue || c.Kind == cmdSwitchSource
}

// inOrder is cs in R50's order at an approval: a cancel first, and no
// approve beside a command that changes the call.
func inOrder(cs []apCommand) []apCommand {
	changes := false
	for _, c := range cs {
		changes = changes || changesCall(c)
	}
	out := make([]apCommand, 0, len(cs))
	for _, c := range cs {
		if c.Kind == agents.CmdCancel {
			out = append([]apCommand{c}, out...)
			continue
		}
		if c.Kind == agents.CmdApprove && changes {
			continue // the call changed: a new summary is asked, never this one approved
		}
		out = append(out, c)
	}
	return out
}

// approveGate is R50's fixed gate: the words an approve came from hold a
// yes-word or yes-phrase of the lexicon (or the session scope's own
// words), whatever the reading made of them.
func approveGate(from string) bool {
	if defersChoice(from) {
		return false // "ok whatever you think": the choice handed back (approval_defers.go)
	}
	if asksAtItsEnd(from) {
		return false // "ok so its going to 1234324 right", "okay and the fee is" (approval_yes_tagged.go)
	}
	if announcesMoreToSay(from) {
		return false // "ok just one thing", "ok quick question" (approval_yes_announces.go)
	}
	return isYes(from) || holdsYesPhrase(from) || saysClearYes(from) || forSession(from) || casualYes(from) || oneOffYes(from) || saysGoAlone(from) // (approval_one_off_yes.go, approval_go_alone.go)
}

// runApproval runs the commands read at an approval in order. A command
// that ends the turn ends it; one that only prepares (a request queued
// for after the call) lets the next run.
func (e *Engine) runApproval(t *turn, a *agents.Agent, cs []apCommand) (step, error) {
	for _, c := range inOrder(cs) {
		st, done, err := e.runApprovalCommand(t, a, c)
		if done || err != nil {
			return st, err
		}
	}
	e.speak(t, agents.ConciergeName, prompts.ApprovalReminder(e.sess.Pending.Approval.Summary))
	return stop, nil
}

// runApprovalCommand runs one command; done reports that the turn's answer
// is given.
func (e *Engine) runApprovalCommand(t *turn, a *agents.Agent, c apCommand) (st step, done bool, err error) {
	ap := e.sess.Pending.Approval
	for _, n := range c.notes {
		e.note(n.kind, n.text)
	}
	switch c.Kind {
	case agents.CmdApprove:
		if defersChoice(c.From) {
			e.note(state.NoteApproval, fmt.Sprintf("Not approved: %q leaves the choice to me", c.From))
			e.speak(t, agents.ConciergeName, prompts.YoursToDecide(ap.Summary))
			return stop, true, nil
		}
		if asksAtItsEnd(c.From) {
			// "ok so its going to 1234324 right": a check, answered from the call (approval_yes_tagged.go)
			e.note(state.NoteApproval, fmt.Sprintf("Not approved: %q asks whether the call is so, and says no yes", c.From))
			e.speak(t, agents.ConciergeName, join(prompts.AboutCall(strings.TrimSuffix(ap.Summary, "?")), prompts.ApprovalReminder(ap.Summary)))
			return stop, true, nil
		}
		if announcesMoreToSay(c.From) {
			// "ok just one thing": more is coming; the call waits for it
			e.note(state.NoteApproval, fmt.Sprintf("Not approved: %q announces more to say", c.From))
			e.speak(t, agents.ConciergeName, prompts.ApprovalGoOn(ap.Summary))
			return stop, true, nil
		}
		if !approveGate(c.From) {
			// no yes-word, whatever the reading: the approval is asked again
			e.note(state.NoteApproval, fmt.Sprintf("Not approved: %q holds no yes-word", c.From))
			return stop, false, nil
		}
		return step{move: moveApprove, session: c.Scope == "session"}, true, nil
	case agents.CmdReject:
		// a reason was read already, for values and for a drop; a plain no
		// has none to read
		return rejectStep(c.Reason, c.Reason == ""), true, nil
	case agents.CmdCancel:
		s := abandonStep("")
		s.text = c.Text // a request said after the drop runs
		return s, true, nil
	case agents.CmdCorrectValue:
		if c.Scope == vague {
			return e.amountNotExact(t, a, a.Slot(c.Slot), c.Text, c.Value), true, nil
		}
		st, err := e.correct(t, a, c.in, c.From)
		return st, true, err
	case cmdSwitchSource:
		st, err := e.switchSource(t, a, c.Value, c.vals)
		return st, true, err
	case cmdCannot:
		switch c.Scope {
		case onceOnly:
			e.speak(t, agents.ConciergeName, prompts.ApprovalOnceOnly(ap.Summary))
		case later:
			e.speak(t, c.Agent, join(prompts.NotScheduled(c.Text), prompts.ApprovalReminder(ap.Summary)))
		default:
			e.note(state.NoteApproval, "Correction not taken: "+c.Reason)
			e.speak(t, c.Agent, prompts.ApprovalKept(c.Reason, ap.Summary))
			e.emit(ApprovalRequested{Approval: *ap})
		}
		return stop, true, nil
	case agents.CmdClarify:
		e.askWhichEnd(t, a, c.Candidates[0])
		return stop, true, nil
	case agents.CmdUnused:
		if c.Scope == "source" {
			e.keptForUnknownSource(t, a, c.Text)
		} else {
			e.keptAsIs(t, a, c.vs)
		}
		return stop, true, nil
	case agents.CmdAsk:
		switch c.Scope {
		case askValue:
			e.answerValue(t, ap, c.Text)
			return stop, true, nil
		case askOther:
			// another agent's work: the approval waits on the stack with
			// its task and is asked again when the other agent is done
			e.sess.Pending.Approval = nil
			e.note(state.NoteApproval, "Set aside until the side question is answered: "+ap.Summary)
			return digressStep(a, c.Question, c.Reason), true, nil
		}
		e.note(state.NoteApproval, "Read as: an acknowledgement, not an answer — what follows it is taken, and the approval waits")
		if e.accountQuestion(t, c.Question) || e.callQuestion(t, c.Question) || e.approvalAside(t, c.Question) {
			return stop, true, nil // "alright, is there a fee"
		}
		if c.Text != readOn {
			return stop, false, nil
		}
		// "ok then whats tsla at": what follows the ok, read as a message
		// of its own
		st, err := e.approvalAnswer(t, c.Question)
		return st, true, err
	case cmdRemind:
		speaker := c.Agent
		if speaker == "" {
			speaker = agents.ConciergeName
		}
		e.speak(t, speaker, join(c.Reason, prompts.ApprovalReminder(ap.Summary))) // Reason: a question not answerable
		return stop, true, nil
	case agents.CmdStartTask:
		switch c.Scope {
		case beside:
			e.queueBeside(t, e.domain.Agent(c.Agent), c.Text)
			return stop, true, nil
		case queued:
			e.queueAtApproval(t, e.domain.Agent(c.Agent), c.Text)
			return stop, true, nil
		}
		e.sess.Agenda.Request(c.Text)
		e.status()
		e.note(state.NoteContinuation, fmt.Sprintf("Queued %q for after the approved call", c.Text))
		return stop, false, nil
	case cmdOtherRequest:
		e.changeOtherRequest(t, a, ap, c) // "make the second one 40" (approval_ordinal.go)
		return stop, true, nil
	case cmdPutOff:
		if c.Scope == holdScope {
			e.answerHeld(t, ap)
			return stop, true, nil
		}
		e.answerPutOff(t, ap)
		return stop, true, nil
	}
	return stop, false, fmt.Errorf("no approval command %s", c.Kind)
}
