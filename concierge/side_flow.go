package concierge

// The talk around a task, read as commands first (issue 24; R50): a
// request kept on hold while a question is answered (request_held.go),
// what cannot be done with what a task made (cannot_send.go), a value the
// user asks to have looked up (lookup_asked.go), why a value is asked
// (slot_why.go), and a hint in front of a request unsure between choices
// (choice_hint.go). readTurn reads these before anything else, as the
// loop checked them before its reading.

import (
	"github.com/concierge-dev/concierge/agents"
)

const (
	execHeldGo            turnExec = iota + 400 // start_task: the request kept on hold, with the go's values
	execLookUpThenRequest                       // cannot_handle(look_up) said first; the request read again without it
	execHint                                    // clarify(hint): the hint said first; the message goes on
	execHeldAsk                                 // ask: answered (Text); the request on hold kept on the stack
)

// heldAskCmd is a question about a request on hold, answered (reply);
// the request stays on the task stack while it waits (request_held_stack.go).
func heldAskCmd(from, reply string, h heldRequest) turnCmd {
	c := turnCommand(agents.CmdAsk, execHeldAsk, from)
	c.shown, c.Text, c.held = "ask", reply, &h
	return c
}

// readSideTalk reads the talk around a task; ended reports a command that
// answers the turn. A hint does not: the message is read on after it. It
// only reads.
func (e *Engine) readSideTalk(t *turn, text string) (c turnCmd, ok, ended bool) {
	for _, read := range []func() (turnCmd, bool){
		func() (turnCmd, bool) { return e.goOnHeldRead(text) },         // "ok motor then" to a request kept on hold
		func() (turnCmd, bool) { return e.holdRequestRead(text) },      // "write a decline for 31PX90... hold on, what's a topology?"
		func() (turnCmd, bool) { return e.reasonAskedAboutRead(text) }, // "do i have to give a reason?", "why is there no reason??" (reason_asked_about.go)
		func() (turnCmd, bool) { return e.reasonLeftOutRead(text) },    // "send it without a reason" after the letter (reason_left_out.go)
		func() (turnCmd, bool) { return e.cannotSendMadeRead(text) },   // "can i get it emailed to the customer too?" after the letter
		func() (turnCmd, bool) { return e.whyAtQuestionRead(t, text) }, // "why does it matter" at "What should the note say?"
		func() (turnCmd, bool) { return e.lookUpAskedRead(t, text) },   // "can you look it up?"
		func() (turnCmd, bool) { return e.whySlotNamedRead(text) },     // "why do you need my username"
	} {
		if c, ok := read(); ok {
			c.sideTalk = true
			return c, true, true
		}
	}
	if c, ok := e.hintAtRequestRead(text); ok {
		return c, true, false // "idk if im internal or partner, i work for a broker"
	}
	return turnCmd{}, false, false
}

// whySlotNamedRead reads "why do you need my username" with nothing in
// hand: answered from the slot it names. It only reads.
func (e *Engine) whySlotNamedRead(text string) (turnCmd, bool) {
	if !e.idle() {
		return turnCmd{}, false
	}
	why, ok := e.whySlotNamed(text)
	if !ok {
		return turnCmd{}, false
	}
	c := sayCmd(agents.CmdAsk, "ask", text, why, false)
	c.why = "why a value is asked, answered from the slot's description"
	return c, true
}

// answersSideTalk reports a list whose first command is the talk around a
// task that answers the turn: as before its reading, the last cancel is
// not expired by it.
func answersSideTalk(cs []turnCmd) bool {
	return len(cs) > 0 && cs[0].sideTalk
}

// runSideTalk runs a command readSideTalk read with an effect of its own;
// known is false for a command it does not know, done for the hint (the
// message goes on).
func (e *Engine) runSideTalk(t *turn, c turnCmd) (st step, done, known bool) {
	switch c.exec {
	case execHeldGo:
		return e.goOnHeld(c.a, c.Text, c.From), true, true
	case execLookUpThenRequest:
		t.say(c.Text)
		if c.Value == "" {
			return routeStep(c.From), true, true
		}
		return handleStep(c.Value), true, true // read again without the look-up's words
	case execHint:
		t.say(c.Text)
		return stop, false, true
	case execHeldAsk:
		e.speak(t, agents.ConciergeName, c.Text)
		e.keepHeld(*c.held)
		return stop, true, true
	}
	return stop, false, false
}
