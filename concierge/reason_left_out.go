package concierge

// A decline letter's reason left out (issue 24, rounds 34–36): "send it
// without a reason", "no reason just send it", "skip the reason", "can it
// go without a reason line" right after the letter were refused as a
// request to do harm (understand/harm_senses_reason_left_out.go now lets
// them through), or read as a personal dislike given as the reason, or
// not understood. The standardised letter has no reason line unless one
// was given, so leaving it out is lawful: a letter that names a reason is
// written again without it, and one that names none stays as written,
// which the reply says. The user's words never go into the letter. A
// message with anything else in it (a trait, "so nobody can appeal", a
// dislike) is no such request: understand.ReasonLeftOut holds only the
// words of leaving a reason out, sending the letter and fillers.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

const (
	execReasonDropped    turnExec = iota + 13600 // correct_value(last, reason=none): the letter written again with no reason line
	execReasonDroppedAsk                         // ask: at the letter's question, no reason will be named (Text), and the question asked again
)

// sendWords ask for the letter to be sent: this app only writes it.
var sendWords = lazyWordSet(`send sending sent post email issue go goes`)

// reasonLeftOutRead reads a request to leave the reason out of the
// decline letter just written: the letter written again without it, or
// the answer that it names none; ok is false for any other message. It
// only reads.
func (e *Engine) reasonLeftOutRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Plan != nil || !understand.ReasonLeftOut(text) && !reasonSaidNone(text) {
		return turnCmd{}, false
	}
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if !declines(a) {
			return turnCmd{}, false
		}
		// "skip the reason" at the claim type's question: never a cancel
		c := turnCommand(agents.CmdAsk, execReasonDroppedAsk, text)
		c.a, c.Text, c.why = a, "No reason is needed: the letter names none unless you give one.", "the reason is to be left out while the letter is asked for: none is named, and the question asked again"
		return c, true
	}
	l := e.lastDocTask()
	if l == nil || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	art := e.lastArtifactOf(l.Agent)
	if a == nil || !declines(a) || art == nil {
		return turnCmd{}, false
	}
	written := "the claim"
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		written = "claim " + l.Slots[s.Name]
	}
	if l.Reason != "" {
		c := turnCommand(agents.CmdCorrectValue, execReasonDropped, text)
		c.a, c.why = a, "the reason is to be left out: the letter is written again with no reason line"
		c.shown = "correct_value(" + a.Name + ", last, reason=none)"
		return c, true
	}
	reply := fmt.Sprintf("The letter for %s names no reason: it has no reason line, so it stays as written (%q, under Artifacts).", written, art.Title)
	if slices.ContainsFunc(reading.Words(strings.ToLower(text)), func(w string) bool { return sendWords()[w] }) {
		reply += " I only write the letter, so it is sent from there, not by me."
	}
	return answerCmd(agents.CmdSmallTalk, "ack", text, "the reason is to be left out, and the letter names none: it stays as written", reply), true
}

// runReasonDropped writes the last letter again with no reason line, or
// says at the letter's question that none will be named.
func (e *Engine) runReasonDropped(t *turn, c turnCmd) (step, bool) {
	switch c.exec {
	case execReasonDroppedAsk:
		w := e.sess.WorkFor(c.a.Name)
		if w.Memory[reasonMemory] != "" {
			c.Text = "OK, the reason you gave is dropped: the letter will name none." // "because late reporting… actually skip the reason"
		}
		delete(w.Memory, reasonMemory)
		t.say(c.Text)
		return advanceStep(c.a), true
	case execReasonDropped:
	default:
		return stop, false
	}
	a := c.a
	w := e.restoreLastTask(a) // last_task_restored.go
	if w == nil {
		return stop, false
	}
	delete(w.Memory, reasonMemory)
	e.note(state.NoteProgress, a.Name+" writes its letter again with no reason line")
	return enterStep(a, "", false), true
}
