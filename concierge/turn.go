package concierge

import (
	"context"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// turn is the bookkeeping of one user message: its budgets, the secrets it
// carries, and the approval it grants. It lives only while the turn runs,
// so a secret can never outlive the message that brought it.
type turn struct {
	ctx  context.Context
	text string // the user's message, for agents that pass it on

	hops       int
	missedStep bool           // the running plan step's task ended without doing its work (plan_step_missed.go)
	calls      map[string]int // tool call key → count, for the repeat budget
	startUsage agents.Usage
	overrun    error // a budget hit inside a tool call, surfaced after Act

	secrets map[string]map[string]string // agent → slot → value
	grant   string                       // the approved tool call's key
	// pairs names, by agent, the user slot held in secrets with the
	// password, both typed as a pair at the username prompt (R55)
	pairs map[string]string

	continued bool // a model continuation already ran in this turn

	// redoEach holds, by claim id, the reason each letter queued again in
	// this turn names (ins24b_reason_each.go)
	redoEach map[string]string
	// letterAsked says an instruction about the letter (its language,
	// format, delivery) was answered in this turn (letter_instruction.go)
	letterAsked bool

	// cp is where a failed or cancelled turn rolls back to: its start, or
	// the state right after a side effect's result was applied (R42).
	cp state.Checkpoint
	// effects counts the tools with side effects that ran (or may have);
	// settled says cp already holds the last one's result.
	effects int
	settled bool
	first   int // the session's message count when the turn began
	// notice is said with the next question to the user (an approval that
	// could not run, say).
	notice string
	// lead is said in front of the turn's next reply (say, speak).
	lead string
	// read is the offline reader's reading of readText, read once a turn.
	read     *understand.Reading
	readText string
	// modelRead is the model's one reading of the message (R52).
	modelRead *modelReading
	// signInLine marks a line typed at a sign-in's question whose other
	// request runs in the same turn: no part of it reaches a model (R50,
	// login_declined.go).
	signInLine bool
	// ran holds, by "agent.slot", the choices finished tasks ran with in
	// this turn: both balances shown leave a transfer's source unsaid
	// (source_unsaid.go)
	ran map[string][]string
	// everyFirst is what runs before a waiting transfer resumes: "check
	// both" at its source question (every_before_source.go)
	everyFirst *everyFirst
	// pickBy is the rule "the one with more" said at that question while
	// a balance was unseen: applied once every balance is shown
	// (choice_by_balance_unseen.go)
	pickBy *balanceRule
	// vented marks a message whose annoyance was left out of its reading
	// ("WHY IS THIS SO HARD I JUST WANT MY BALANCE", frustration_vented.go)
	vented bool
	cared  bool // a line of care was said for distress in the message (bank26a_care.go)
	// partGivenUp marks a message read as the rest of a refused request
	// whose harmful part it gave up (refused_part_given_up.go)
	partGivenUp bool
}

func (t *turn) setSecret(agent, slot, value string) {
	if t.secrets == nil {
		t.secrets = map[string]map[string]string{}
	}
	if t.secrets[agent] == nil {
		t.secrets[agent] = map[string]string{}
	}
	t.secrets[agent][slot] = value
}

func (t *turn) secretsOf(agent string) map[string]string {
	if t.secrets[agent] == nil {
		return map[string]string{}
	}
	return t.secrets[agent]
}

// hop counts one agent activation against the budget.
func (e *Engine) hop(t *turn, a *agents.Agent, why string) error {
	e.emit(AgentHop{Agent: a.Name, Why: why})
	t.hops++
	if t.hops > e.budgets.Hops {
		return overBudget("%d agent hops for one message", e.budgets.Hops)
	}
	return nil
}

// modelCall runs one engine call, emits its trace entry, and checks the
// request budget after it.
func (e *Engine) modelCall(t *turn, purpose, agent string, call func() error) error {
	before := e.brain.Usage()
	if before.Requests-t.startUsage.Requests >= e.budgets.Requests {
		// spent: no new call starts (one call may retry inside, bounded
		// by the engine, so the budget is overshot by two at most)
		return overBudget("%d model requests for one message", e.budgets.Requests)
	}
	if l, ok := e.brain.(agents.RequestLog); ok {
		l.TakeRequests() // what came before this call is not its own
	}
	start := time.Now()
	err := call()
	after := e.brain.Usage()
	if n := after.Requests - before.Requests; n > 0 || err != nil {
		used := after.Since(before)
		mc := ModelCall{Purpose: purpose, Agent: agent, Requests: n, Tokens: used.Tokens, Estimated: used.Estimated(),
			Latency: time.Since(start), Engine: e.brain.Name(), Model: e.brain.Model()}
		if l, ok := e.brain.(agents.RequestLog); ok {
			mc.Calls = l.TakeRequests()
		}
		if err != nil {
			mc.Err = err.Error()
		}
		e.emit(mc)
	}
	if err != nil {
		return err
	}
	return e.checkRequests(t)
}

// checkRequests fails once this turn's model requests pass the budget.
func (e *Engine) checkRequests(t *turn) error {
	if n := e.brain.Usage().Requests - t.startUsage.Requests; n > e.budgets.Requests {
		return overBudget("%d model requests for one message", e.budgets.Requests)
	}
	return nil
}

// filled is an agent's slot values with this turn's secrets, for deciding
// what is still missing. Secrets are never written back to the session.
func (e *Engine) filled(t *turn, a *agents.Agent) map[string]string {
	w := e.sess.WorkFor(a.Name)
	out := make(map[string]string, len(w.Slots)+1)
	for k, v := range w.Slots {
		out[k] = v
	}
	for k, v := range t.secretsOf(a.Name) {
		out[k] = v
	}
	return out
}

// filledRead is filled for an agent that may have no work open yet,
// without opening it: what a reading uses, which changes nothing.
func (e *Engine) filledRead(t *turn, a *agents.Agent) map[string]string {
	if e.sess.Work[a.Name] == nil {
		return t.secretsOf(a.Name)
	}
	return e.filled(t, a)
}

// kept is how many of the turn's messages a rollback left in place: those
// of a side effect that stands (R42).
func (t *turn) kept(s *state.Session) int {
	if t.effects == 0 {
		return 0
	}
	return max(0, len(s.Messages)-t.first)
}
