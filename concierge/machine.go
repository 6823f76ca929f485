package concierge

// The loop as one state machine (R30). One user message runs as a series
// of transitions: each is a small function that changes the session and
// returns the next step, and run is the only place that calls them. No
// transition calls another, so a reader follows a message from Send to
// its last event in run and the transitions it lists.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// move names a transition.
type move int

const (
	halt          move = iota // the turn is over: the user speaks next
	moveHandle                // read a message: guard, meta intents, answers to what waits, routing
	moveRoute                 // no speaker: the orchestrator picks an agent (R3)
	moveDispatch              // a routed message goes to its agent, the concierge, or a plan
	moveLogout                // end the authentication (R29)
	moveEnter                 // an agent takes a task; unmet requirements push it (R4)
	moveHold                  // the speaker reads the message without routing (R2)
	moveDigress               // the speaker passed: the message goes to another agent (R6)
	moveSwitch                // park the speaker's task, start another
	moveProceed               // after reading values: ask what is missing or act
	moveAdvance               // ask the next missing value, or act
	moveAct                   // run the agent's Go action and its tools
	moveFinish                // apply the agent's result envelope (R5)
	moveDone                  // a task ended: resume the stack's top or continue (R7)
	moveInterrupt             // the agent asked for another agent first (R5)
	moveResume                // a waiting task takes its turn again
	moveContinue              // the stack is empty: the next plan step or the continuation
	moveNextStep              // the next step of an approved plan (R26)
	moveAbandon               // end the task and every task under it (R5 Final)
	moveApprove               // run the approved sensitive call (R11)
	moveReject                // drop the pending call; the agent asks again
)

var moveNames = [...]string{"halt", "handle", "route", "dispatch", "logout", "enter", "hold", "digress",
	"switch", "proceed", "advance", "act", "finish", "done", "interrupt", "resume", "continue",
	"next step", "abandon", "approve", "reject"}

func (m move) String() string {
	if int(m) < len(moveNames) {
		return moveNames[m]
	}
	return fmt.Sprintf("move(%d)", int(m))
}

// step is one transition to run and what it needs. Only the fields its
// move reads are set.
type step struct {
	move      move
	agent     *agents.Agent
	text      string
	interpret bool // moveEnter: the text is the agent's own request, to read for values
	route     agents.Route
	in        agents.Interpretation
	problems  map[string]error
	res       agents.Result
	task      state.Task
	next      agents.Next
	reply     string
	reason    string
	read      bool // moveReject: read the reason for new values; moveDigress: the agent's action declined
	session   bool // moveApprove: allow the tool for the rest of the session, not this call only (R56)
}

// maxTransitions bounds one turn even if the budgets below it were wrong:
// the hop budget ends a real turn long before.
const maxTransitions = 256

// run is the loop of R30: it runs a turn's transitions one after the other
// until one halts. Budgets (hops, requests, depth) are checked inside the
// transitions that spend them.
func (e *Engine) run(t *turn, s step) error {
	for n := 0; s.move != halt; n++ {
		if n == maxTransitions {
			return overBudget("%d steps for one message", maxTransitions)
		}
		var err error
		if s, err = e.transition(t, s); err != nil {
			return err
		}
		if s.move == halt {
			if st, ok := e.queuedLogout(); ok {
				s = st // a logout never waits for the next message (logout_at_once.go)
			}
		}
	}
	return nil
}

// transition runs one step and returns the next.
func (e *Engine) transition(t *turn, s step) (step, error) {
	switch s.move {
	case moveHandle:
		return e.handle(t, s.text)
	case moveRoute:
		return e.orchestrate(t, s.text)
	case moveDispatch:
		return e.dispatch(t, s.text, s.route)
	case moveLogout:
		return e.logout(t, s.text)
	case moveEnter:
		return e.enter(t, s.agent, s.text, s.interpret)
	case moveHold:
		return e.agentTurn(t, s.agent, s.text)
	case moveDigress:
		return e.digress(t, s.agent, s.text, s.reason, s.read)
	case moveSwitch:
		return e.switchTo(t, s.agent, s.text, s.route)
	case moveProceed:
		return e.proceed(t, s.agent, s.in, s.problems)
	case moveAdvance:
		return e.advance(t, s.agent)
	case moveAct:
		return e.act(t, s.agent)
	case moveFinish:
		return e.finish(t, s.agent, s.res)
	case moveDone:
		t.missedStep = t.missedStep || e.planStepMissed(s.agent, s.res) // "There is no note titled …" (plan_step_missed.go)
		return e.done(t, s.agent, s.reply)
	case moveInterrupt:
		return e.interrupt(t, s.agent, s.next, s.reply)
	case moveResume:
		return e.resume(t, s.task)
	case moveContinue:
		return e.continuation(t)
	case moveNextStep:
		return e.nextStep(t)
	case moveAbandon:
		return e.abandon(t, s.reason, s.text)
	case moveApprove:
		return e.approve(t, s.session)
	case moveReject:
		return e.rejectWith(t, s.reason, s.read)
	}
	return stop, fmt.Errorf("the loop has no transition %v", s.move)
}

// stop ends the turn: the user speaks next.
var stop = step{move: halt}

// Steps, named as the transitions read them.

func handleStep(text string) step { return step{move: moveHandle, text: text} }
func routeStep(text string) step  { return step{move: moveRoute, text: text} }
func enterStep(a *agents.Agent, text string, interpret bool) step {
	return step{move: moveEnter, agent: a, text: text, interpret: interpret}
}
func advanceStep(a *agents.Agent) step { return step{move: moveAdvance, agent: a} }
func digressStep(a *agents.Agent, text, reason string) step {
	return step{move: moveDigress, agent: a, text: text, reason: reason}
}
func proceedStep(a *agents.Agent, in agents.Interpretation, problems map[string]error) step {
	return step{move: moveProceed, agent: a, in: in, problems: problems}
}
func abandonStep(already string) step { return step{move: moveAbandon, reason: already} }

// say queues words to be said in front of the turn's next reply, by
// whichever agent gives it ("I need you to log in first." before the
// username question).
func (t *turn) say(text string) { t.lead = join(t.lead, text) }

// speak gives a reply in the turn, with what was queued to be said first.
func (e *Engine) speak(t *turn, agent, text string) {
	text = join(t.lead, e.questionInTask(agent, text)) // "Which account should the money come from?" (question_for_task.go)
	t.lead = ""
	e.reply(agent, text)
}
