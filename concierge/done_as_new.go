package concierge

// A finished transfer asked to be put back or changed (round 37's bank 43
// and 48): "now put it back", "undo that", "hmm no make it 150 and from
// savings to checking instead". These got the receipt's "no place for
// wording of your own" reply, or a bare "can't undo". Money that moved
// between the user's own accounts can be moved back, and a transfer with
// other values can be made: not by changing the one done, which stays as
// it ran, but as a new transfer, with its own checks and its own summary
// for a yes. Nothing moves on this message; the new summary is the one
// that asks. A transfer to someone else's account cannot be turned around
// (the undo reply, undo.go, says so).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// execDoneAsNew runs start_task(new): the finished call said to stay done,
// and a new one with the values worked out entered (Text is its request).
const execDoneAsNew turnExec = iota + 14200

// backVerbs with "back" ask for money to go back where it came from:
// "put it back", "send it back", "move the money back".
var backVerbs = lazyWordSet(`put send move transfer take bring get give return pull shift`)

// redoCues say the values of what was done should have been others:
// "make it 150 … instead", "should have been 150".
var redoCues = lazyWordSet(`instead make should meant change actually wrong oops no`)

// doneAsNew is a finished transfer's reverse or corrected twin, asked for
// by text: the command that says so and enters it; ok is false for any
// other message. It only reads.
func (e *Engine) doneAsNewRead(text string) (turnCmd, bool) {
	a, amount, from, to, ok := e.doneAsNew(text)
	if !ok {
		if a != nil && backed(reading.Words(text)) {
			// "put it back" after money went to someone else: the undo reply
			c := turnCommand(agents.CmdCannotHandle, execCannotUndo, text)
			c.a = a
			return c, true
		}
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execDoneAsNew, text)
	c.a = a
	c.Text = fmt.Sprintf("transfer %s from %s to %s", amount, strings.ToLower(from), strings.ToLower(to))
	c.Value = fmt.Sprintf("$%s from %s to %s", amount, from, to)
	c.shown = "cannot(change: " + a.Name + " done); start_task(" + a.Name + ", new: " + c.Value + ")"
	return c, true
}

// doneAsNew is the new transfer's values: amount, from and to.
func (e *Engine) doneAsNew(text string) (a *agents.Agent, amount, from, to string, ok bool) {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return nil, "", "", "", false
	}
	a = e.domain.Agent(l.Agent)
	if a == nil || !a.HasSideEffects() {
		return nil, "", "", "", false
	}
	dest, money := e.ownEndSlot(a), moneySlot(a)
	src := e.lastSource(a, l)
	if dest == nil || money == nil || src == "" || l.Slots[money.Name] == "" {
		return nil, "", "", "", false
	}
	goes := e.ownAccountHeld(a, dest, l.Slots[dest.Name])
	words := reading.Words(text)
	amount = l.Slots[money.Name]
	if backed(words) || undoWordsSaid(words) {
		if goes == "" || strings.EqualFold(goes, src) {
			return a, "", "", "", false // money sent to someone else: not the user's to move back
		}
		return a, amount, goes, src, true
	}
	if !redoSaid(words) || asksSomething(text) {
		return nil, "", "", "", false
	}
	from, to, both := e.endsNamed(a, text)
	if !both {
		from, to = src, goes
		if named := e.sourceCorrected(a, text); named != "" {
			from = named
		}
	}
	if v := agents.Extract(a, text, money.Name)[money.Name]; v != "" {
		n, err := money.Normalize(v, e.pinnedFacts(a))
		if err != nil {
			return nil, "", "", "", false // "make it -5": the new transfer's own reading says why
		}
		amount = n
	}
	if to == "" || strings.EqualFold(from, to) || amount == l.Slots[money.Name] && strings.EqualFold(from, src) && strings.EqualFold(to, goes) {
		return nil, "", "", "", false // nothing changed that a new transfer could carry
	}
	return a, amount, from, to, true
}

// lastSource is the account the finished call's money left, by its
// choice value ("Checking"), "" when no pin holds one.
func (e *Engine) lastSource(a *agents.Agent, l *state.LastTask) string {
	for _, f := range a.Pins {
		v := l.Pinned[f]
		for _, s := range e.requiredChoiceSlots(a) {
			for _, c := range s.Choices {
				if v != "" && strings.EqualFold(c.Value, v) {
					return c.Value
				}
			}
		}
	}
	return ""
}

// backed reports "back" after a verb that sends money back ("put it back",
// "move the money back to checking").
func backed(words []string) bool {
	for i, w := range words {
		if w != "back" {
			continue
		}
		for _, v := range words[max(0, i-4):i] {
			if backVerbs()[v] {
				return true
			}
		}
	}
	return false
}

// undoWordsSaid reports an undo of what was done: "undo that", "reverse it".
func undoWordsSaid(words []string) bool {
	for _, w := range words {
		if w != "cancel" && undoWords()[w] {
			return true
		}
	}
	return false
}

func redoSaid(words []string) bool {
	for _, w := range words {
		if redoCues()[w] {
			return true
		}
	}
	return false
}

// runDoneAsNew says the finished call stays done, and enters the new one:
// its own checks run and its own summary asks for the yes.
func (e *Engine) runDoneAsNew(t *turn, c turnCmd) step {
	e.note(state.NoteInfo, "Not changed: "+c.a.Name+"'s work that ran stays done; a new one is asked for instead: "+c.Text)
	t.say(prompts.DoneAsNew(c.Value))
	delete(e.sess.Work, c.a.Name)
	return enterStep(c.a, c.Text, true)
}

// ownAccountHeld is the user's account (its choice value) that held, a
// value of a's destination slot, is the number of; "" for someone else's.
func (e *Engine) ownAccountHeld(a *agents.Agent, dest *agents.Slot, held string) string {
	facts := agents.Facts(e.sess.Facts)
	for _, s := range e.requiredChoiceSlots(a) {
		for _, c := range s.Choices {
			if id, err := dest.Normalize(strings.ToLower(c.Value), facts); err == nil && id == held {
				return c.Value
			}
			if dest.Resolve == nil {
				continue
			}
			if id, err := dest.Resolve(strings.ToLower(c.Value), facts); err == nil && id == held {
				return c.Value
			}
		}
	}
	return ""
}
