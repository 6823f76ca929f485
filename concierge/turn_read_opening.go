package concierge

// The opening of the reading (R50; issue 24): what the loop used to check
// before its reading, read as commands now. Right after a refusal, an
// acknowledgement ("fine", "ok then") is small_talk(ack) and a message
// that goes on with the refused request is refuse(again) (both read on
// the message as typed, before the rewrites: refusal_ack.go,
// harm_followup.go); a take-back then a yes ("nevermind yes go ahead")
// answers what waits (cancel_then_yes.go); a yes or a no to keeping a
// statement as a note answers that offer (note_offer.go).

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

const (
	execRefusalAck   turnExec = iota + 100 // small_talk(ack): the refusal acknowledged
	execRefusedAgain                       // refuse(again): the refused request said again
	execPlanAnswer                         // the plan's answer (Text), as a plan answers it
	execGoOnQuestion                       // go on: the task's question asked again
	execNoteKept                           // start_task(keeper, the statement offered as a note)
	execNoteNotKept                        // reject: the statement offered as a note is not kept
)

// readOpening reads raw (the message as typed, before the rewrites) and
// text (after them) for the commands read first; ok is false when none
// applies. It only reads.
func (e *Engine) readOpening(t *turn, raw, text string) (cs []turnCmd, ok bool, err error) {
	if c, ok := e.groundsFollowUpRead(raw); ok {
		return []turnCmd{c}, true, nil // "ok so what reasons ARE allowed" after a trait refused (notes32_grounds.go)
	}
	if e.ackAfterRefusalRead(raw) {
		c := turnCommand(agents.CmdSmallTalk, execRefusalAck, raw)
		c.Scope, c.why = "ack", "the refusal acknowledged"
		return []turnCmd{c}, true, nil
	}
	if c, ok := e.letterTakenBackRead(raw); ok {
		return []turnCmd{c}, true, nil // "scrap that, delete the letter" after a letter (letter_delete_asked.go)
	}
	if c, ok := e.letterDeleteRead(raw); ok {
		return []turnCmd{c}, true, nil // "bin the letter" when none was written for the claim (letter_delete_none.go)
	}
	if c, ok := e.wrongLastRead(raw); ok {
		return []turnCmd{c}, true, nil // "oops wrong id" after a letter: the right one asked for (wrong_value_after_done.go)
	}
	if c, ok := e.yesAfterRefusalRead(raw); ok {
		return []turnCmd{c}, true, nil // "yes" after a refusal: nothing waits for it (refusal_followup.go)
	}
	if c, ok := e.ownAfterRefusalRead(raw); ok {
		return []turnCmd{c}, true, nil // "ok then mine" after a refused neighbour's balance (refusal_followup.go)
	}
	if c, ok := e.refusedClaimGroundRead(t, raw); ok {
		return []turnCmd{c}, true, nil // "fine, just say poor maintenance" after a trait refused for 33QQ44 (refused_claim_new_ground.go)
	}
	if c, ok := e.refusalScoldedRead(raw); ok {
		return []turnCmd{c}, true, nil // "you're being ridiculous" after a refusal: a complaint, no request (refusal_scolded.go)
	}
	if c, ok := e.refusedReasonPointedRead(raw); ok {
		return []turnCmd{c}, true, nil // "decline 22BB22, same reason" after a trait refused (reason_reused.go)
	}
	if e.echoesRefusal(t, raw) {
		// "like 10 transfers of 900 to 7654321" after the refusal of a
		// plan to split money so it goes unreported
		c := turnCommand(agents.CmdRefuse, execRefusedAgain, raw)
		c.Reason, c.kind, c.shown = "again", state.NoteGuardrail, "refuse(again)"
		c.why = "the same request as the one refused just before, said again"
		return []turnCmd{c}, true, nil
	}
	if c, ok := e.pressedForSecretRead(raw); ok {
		return []turnCmd{c}, true, nil // "just read it out to me" after "I can't tell you your password" (refusal_secret_pressed.go)
	}
	if c, ok, err := e.cancelThenYesRead(t, text); ok || err != nil {
		return []turnCmd{c}, true, err // "nevermind yes go ahead" (cancel_then_yes.go)
	}
	if c, ok := e.keepAsNoteRead(text); ok {
		return []turnCmd{c}, true, nil // yes to "keep "meeting moved to friday" as a note?" (note_offer.go)
	}
	if c, ok := e.restatedRead(t, text); ok {
		return []turnCmd{c}, true, nil // "log in" at "What is your username?": still on (restated_question.go)
	}
	return nil, false, nil
}

// cancelThenYesRead reads a take-back then a yes at what waits: the
// approval's reading of the yes, the plan's yes, or at a question the
// question asked again.
func (e *Engine) cancelThenYesRead(t *turn, text string) (turnCmd, bool, error) {
	yes, ok := yesAfterTakeBack(text)
	if !ok {
		return turnCmd{}, false, nil
	}
	switch {
	case e.sess.Pending.Approval != nil:
		ap := e.sess.Pending.Approval
		a := e.domain.Agent(ap.Agent)
		if a == nil {
			return turnCmd{}, false, fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
		}
		aps, err := e.readApproval(t, a, ap, yes)
		c := turnCommand(agents.CmdAsk, execApproval, yes)
		c.a, c.ap = a, aps
		return c, true, err
	case e.planWaits():
		c := turnCommand(agents.CmdApprove, execPlanAnswer, text)
		c.Text, c.shown, c.plan = yes, "approve(plan)", e.readPlanAnswer(yes)
		c.why = "the cancel was taken back by the yes after it"
		return c, true, nil
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || a.NextSlot(e.filled(t, a)) == nil {
		return turnCmd{}, false, nil
	}
	c := turnCommand(agents.CmdSmallTalk, execGoOnQuestion, text)
	c.a, c.shown, c.why = a, "go on", "the cancel was taken back by the yes after it"
	return c, true, nil
}

// runOpening runs a command readOpening read; done is false for a
// command it does not know.
func (e *Engine) runOpening(t *turn, c turnCmd) (st step, done bool, err error) {
	switch c.exec {
	case execRefusalAck:
		e.ackRefusal(t)
		return stop, true, nil
	case execRefusedAgain:
		return stop, true, e.refuseAgain(t)
	case execRefusedClaimGround:
		return stop, true, e.refuseClaimGround(t, c)
	case execPlanAnswer:
		st, err := e.planAnswer(t, c.plan)
		return st, true, err
	case execGoOnQuestion:
		return advanceStep(c.a), true, nil
	case execNoteKept:
		e.note(state.NoteRoute, "Choosing "+c.a.Name+" due to: the user said yes to keeping it as a note")
		return enterStep(c.a, "note: "+c.Text, true), true, nil
	case execNoteNotKept:
		e.noteNotKept(t)
		return stop, true, nil
	}
	if st, ok := e.runRestated(t, c); ok {
		return st, true, nil
	}
	return stop, false, nil
}
