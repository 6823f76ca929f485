package concierge

// The reading at an approval or a plan (R50, §15; issue 24): a question
// about the call waiting is answered from it and the approval asked again
// (call_questions.go, asides.go, approval_value_question.go); another
// agent's request is queued for after the call; any other message at an
// approval is the approval's own reading (approval_read.go), and at a
// plan the plan's answer (plan.go).

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

const (
	execValueAnswer     turnExec = iota + 300 // ask(value of the call): said back from the call, the approval asked again
	execQueueAtApproval                       // start_task(agent, after the call): queued, the approval asked again
	execPlanHandOff                           // the plan's answer: plan.go reads it and says what it read
	execSmallTalk                             // small_talk(greet|thanks|bye): the answer (Text), what waits after it
)

// queueAtApprovalCmd queues agent b's request, said at an approval, for
// after the call.
func queueAtApprovalCmd(b *agents.Agent, text string) turnCmd {
	c := turnCommand(agents.CmdStartTask, execQueueAtApproval, text)
	c.a, c.shown, c.kind = b, "start_task("+b.Name+", after the call)", state.NoteApproval
	return c
}

// readAnswerTo reads a message that answers what waits — a plan, an
// approval — or small talk; ok is false for any other message (the error
// is the approval's value reader's: a model that failed). It only reads.
func (e *Engine) readAnswerTo(t *turn, text string) (turnCmd, bool, error) {
	if c, ok := e.readWaiting(text); ok && !e.saysImpatientYes(text) { // "why so slow. yes": no question to answer (approval_impatient_yes.go)
		return c, true, nil
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		// the approval's own reading (approval_read.go)
		a := e.domain.Agent(ap.Agent)
		if a == nil {
			return turnCmd{}, false, fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
		}
		aps, err := e.readApproval(t, a, ap, text)
		c := turnCommand(agents.CmdAsk, execApproval, text)
		c.a, c.ap = a, aps
		return c, true, err
	}
	if isGreeting(text) || isThanks(text) || isBye(text) {
		// small talk needs no model and changes nothing; what waits is
		// restated so the user knows where they are
		c := turnCommand(agents.CmdSmallTalk, execSmallTalk, text)
		c.Text = e.conciergeAnswer(text)
		switch {
		case isBye(text) || saysBye(text):
			c.Scope = "bye"
		case isThanks(text):
			c.Scope = "thanks"
		default:
			c.Scope = "greet"
		}
		return c, true, nil
	}
	if c, ok := e.choicesAskedAtSlotRead(t, text); ok {
		return c, true, nil // "whats the difference between checking and savings" at "Checking or Savings?" (choice_asked_at_slot.go)
	}
	return turnCmd{}, false, nil
}

// readWaiting reads a message typed while a plan or an approval waits;
// ok is false when neither waits, or the message is for the checks not
// yet read as commands. It only reads.
func (e *Engine) readWaiting(text string) (turnCmd, bool) {
	if e.planWaits() {
		c := turnCommand(agents.CmdAsk, execPlanHandOff, text)
		c.plan = e.readPlanAnswer(text)
		return c, true
	}
	if c, ok := e.callQuestionRead(text); ok {
		return c, true // "wait how much will i have left after that" (call_questions.go)
	}
	if c, ok := e.approvalAsideRead(text); ok {
		return c, true // "is there a fee for this?" (asides.go)
	}
	return turnCmd{}, false
}

// runWaiting runs a command readWaiting read; done is false for a
// command it does not know.
func (e *Engine) runWaiting(t *turn, c turnCmd) (st step, done bool, err error) {
	switch c.exec {
	case execValueAnswer:
		if ap := e.sess.Pending.Approval; ap != nil {
			e.answerValue(t, ap, c.Text)
		}
		return stop, true, nil
	case execQueueAtApproval:
		e.queueAtApproval(t, c.a, c.From)
		return stop, true, nil
	case execSmallTalk:
		e.speak(t, agents.ConciergeName, e.withWhatWaits(t, c.Text, c.Scope == "bye"))
		return stop, true, nil
	case execPlanHandOff:
		st, err := e.planAnswer(t, c.plan)
		return st, true, err
	}
	return stop, false, nil
}

// runAside runs a question read at an approval where the approval's own
// executor meets it ("alright, is there a fee"); it reports true.
func (e *Engine) runAside(t *turn, c turnCmd) bool {
	_, _, _ = e.runCommands(t, []turnCmd{c})
	return true
}
