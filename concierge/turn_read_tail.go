package concierge

// The tail of the reading (R50; issue 24): what the loop checked after
// its reading, read as commands now, in the loop's old order — a question
// asked on the side of a value or a request (answered, and the rest read
// on: side_question.go, value_aside.go), "whichever has more" at a choice
// (choice_by_balance.go), at a question a complaint about a value not
// taken, small talk, or a question about the slot (value_complaint.go,
// understood.go, asides.go), a question about the domain (questions.go),
// and last the routing: the orchestrator with no speaker, the sticky
// speaker otherwise (R2), or in seed 000's mode the orchestrator first.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

const (
	execSideAnswer turnExec = iota + 500 // ask on the side: answered (Text) first; the rest goes on
	execQueueAside                       // start_task(a, after the task in hand): queued (Value), said (Text)
	execHoldValue                        // set_value: the value chosen handed to the speaker a
	execRoute                            // route: the orchestrator reads Text (R3)
	execHold                             // the speaker a takes Text (R2)
	execClassic                          // seed 000: the orchestrator first, then a switch or the speaker
)

// goesOn reports a command after which the message may be read on: its
// run may leave the turn unanswered.
func (c turnCmd) goesOn() bool {
	switch c.exec {
	case execHint, execFixLast, execSideAnswer, execQueueAside:
		return true
	case execDeclined:
		return c.dec.how == declinedNew && c.dec.text == ""
	}
	return false
}

// readTail reads what the loop's reading before it (cs) leaves: nothing
// when a command of cs answers the turn for sure. It only reads.
func (e *Engine) readTail(t *turn, text string, cs []turnCmd) []turnCmd {
	for _, c := range cs {
		if !c.goesOn() {
			return cs
		}
	}
	speaker := e.domain.Agent(e.sess.Speaker)
	if c, ok := e.capabilitiesWithRemarkRead(t, text); ok {
		return append(cs, c) // "oh great, so I wasn't even logged in. what can you even do" (bank29_attitude.go)
	}
	if c, ok := e.howItWorksRead(text); ok {
		return append(cs, c) // "do my notes get deleted when i close this?" (how_it_works_question.go)
	}
	if c, rest, ok := e.sideQuestionRead(t, speaker, text); ok {
		// "its 45RR19 - btw whats the deadline to appeal?": answered, and
		// the value read on
		cs, text = append(cs, c), rest
	}
	if c, ok := e.everyAtSourceRead(t, speaker, text); ok {
		return append(cs, c) // "check both first" at a transfer's source question (every_before_source.go)
	}
	if c, ok := e.slotByBalanceRead(t, speaker, text); ok {
		return append(cs, c) // "whichever has more" at the account question (choice_by_balance.go)
	}
	if speaker != nil {
		// "how are you?", "whats a topology anyway?" at a question:
		// answered, and the question asked again (R28), never tried as
		// its value
		if c, ok := e.valueComplaintRead(t, speaker, text); ok {
			return append(cs, c) // "i didn't recognise 'found' as …" (value_complaint.go)
		}
		if c, ok := e.asideRead(t, text); ok {
			return append(cs, c)
		}
		if c, ok := e.slotAside(t, speaker, text); ok {
			return append(cs, c)
		}
	}
	if c, ok := e.domainQuestionRead(t, text); ok {
		// "is there a fee for transfers?": a question about the domain,
		// answered; no task starts, and a question open is asked again
		return append(cs, c)
	}
	return append(cs, e.routeRead(speaker, text))
}

// routeRead is the routing of a message nothing else read: to the
// orchestrator with no speaker, else to the speaker (or, in seed 000's
// mode, to the orchestrator first). Its reason is the orchestrator's, said
// when it runs; "Read as:" does not show it.
func (e *Engine) routeRead(speaker *agents.Agent, text string) turnCmd {
	c := turnCommand(agents.CmdStartTask, execRoute, text)
	c.Text, c.quiet = text, true
	switch {
	case speaker == nil:
	case e.classic:
		c.exec, c.a = execClassic, speaker
	default:
		c.exec, c.a = execHold, speaker
	}
	return c
}

// runTail runs a command readTail read; known is false for a command it
// does not know.
func (e *Engine) runTail(t *turn, c turnCmd) (st step, done, known bool, err error) {
	switch c.exec {
	case execSideAnswer:
		t.say(c.Text)
		return stop, false, true, nil
	case execQueueAside:
		e.sess.Agenda.Request(c.Value)
		e.status()
		e.note(state.NoteContinuation, c.note)
		t.say(c.Text)
		return stop, false, true, nil
	case execHoldValue:
		return step{move: moveHold, agent: c.a, text: c.Value}, true, true, nil
	case execRoute:
		return routeStep(c.Text), true, true, nil
	case execHold:
		return step{move: moveHold, agent: c.a, text: c.Text}, true, true, nil
	case execClassic:
		// seed 000's mode: the orchestrator sees every message first, so
		// the user can switch tasks without the speaker declining (R2)
		r, err := e.decide(t, c.Text, e.legal(""))
		if err != nil {
			return stop, true, true, err
		}
		if r.Agent != c.a.Name && r.Agent != agents.ConciergeName {
			return step{move: moveSwitch, agent: c.a, text: c.Text, route: r}, true, true, nil
		}
		return step{move: moveHold, agent: c.a, text: c.Text}, true, true, nil
	}
	return stop, false, false, nil
}
