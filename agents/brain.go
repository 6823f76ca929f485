package agents

import (
	"context"

	"github.com/concierge-dev/concierge/state"
)

// Brain reads user messages for the loop: it picks agents, pulls slot
// values out of free text and finds what is left to do. The offline brain
// (agents/offline) does it with rules; the OpenAI-compatible one
// (agents/openai) with a model. Either way the loop checks every answer in
// code: a brain only proposes. (The loop itself is concierge.Engine.)
type Brain interface {
	// Name is "offline" or "openai", for the status bar.
	Name() string
	// Model is the model name, "" when there is none.
	Model() string
	// Route is the orchestrator (R3): which agent should take the message,
	// and why.
	Route(ctx context.Context, in RouteInput) (Route, error)
	// Interpret reads a message for one agent: slot values, or "not mine".
	Interpret(ctx context.Context, in InterpretInput) (Interpretation, error)
	// Continue is the continuation step (R7): is the user's original
	// request unfinished?
	Continue(ctx context.Context, in ContinueInput) (Continuation, error)
	// Usage counts model requests and tokens so far.
	Usage() Usage
}

// Usage counts model requests and tokens.
type Usage struct {
	Requests int
	Tokens   int
	// EstimatedTokens is the part of Tokens the brain guessed because the
	// server reported no usage (about four characters a token): a count
	// that holds any is shown as an estimate ("~1,423 tok") and is never
	// exported as the server's (R56).
	EstimatedTokens int `json:",omitempty"`
}

// Estimated reports that some of the tokens are the brain's guess.
func (u Usage) Estimated() bool { return u.EstimatedTokens > 0 }

// Since is what was used between before and u.
func (u Usage) Since(before Usage) Usage {
	return Usage{Requests: u.Requests - before.Requests, Tokens: u.Tokens - before.Tokens,
		EstimatedTokens: u.EstimatedTokens - before.EstimatedTokens}
}

// Plus is u and v together.
func (u Usage) Plus(v Usage) Usage {
	return Usage{Requests: u.Requests + v.Requests, Tokens: u.Tokens + v.Tokens,
		EstimatedTokens: u.EstimatedTokens + v.EstimatedTokens}
}

// RouteInput is what the orchestrator sees.
type RouteInput struct {
	Text string
	// Agents are the legal choices besides the concierge.
	Agents  []*Agent
	Facts   Facts
	History []state.Message
	// Retry is the loop's complaint about the previous answer (an unknown
	// agent name), fed back so the engine can correct itself.
	Retry string
}

// Route is the orchestrator's decision.
type Route struct {
	Agent  string
	Reason string
	// Text is the part of the message meant for Agent ("" means all of it).
	Text string
	// Plan, when it has two or more steps, is the message's several
	// requests in order, the first being Agent's (R26).
	Plan []PlanStep
	// Refuse, when set, is why the message is refused (R8): the model's own
	// guardrail, on top of the offline rules that run first.
	Refuse string
	// Unfound are names in a list of Agent's choices that are none of
	// them ("apple, foobarco and msft"), taken out of Text and the Plan:
	// the loop says it could not find them, never drops them (R27).
	Unfound []string
}

// PlanStep is one request of a multi-request message and its agent.
type PlanStep struct {
	Action string
	Agent  string
}

// InterpretInput is what an agent's reading of a message sees.
type InterpretInput struct {
	Agent *Agent
	Text  string
	// Asked is the slot the agent asked for last, "" when it asked nothing.
	Asked string
	// Slots are the values collected so far.
	Slots map[string]string
	// Others are the agents the message might belong to instead (R6).
	Others  []*Agent
	Facts   Facts
	History []state.Message
	// OnDelta receives the reply's text as it streams in, when the engine
	// words one (R16); nil ignores it.
	OnDelta func(string)
	// Results are the agent's ForModel tools the engine called while
	// reading this message, and what they returned (R38), oldest first.
	Results []ToolResult
}

// ToolCall is a call of one of the agent's ForModel tools an engine asks
// the loop to run (R38).
type ToolCall struct {
	Tool string
	Args Args
}

// ToolResult is a ToolCall the loop ran, with its output or its error.
type ToolResult struct {
	ToolCall
	Output string
	Err    string
}

// Interpretation is an engine's reading of a message for one agent.
type Interpretation struct {
	// Slots are raw values by slot name; the loop normalises and checks them.
	Slots map[string]string
	// Pass means the message belongs to another agent (a digression).
	Pass       bool
	PassReason string
	// Reply is the engine's own wording of the next question, if it has
	// one; the loop uses it instead of the slot's template question.
	Reply string
	// Refuse, when set, is why the message is refused (R8).
	Refuse string
	// Calls are ForModel tools the engine wants run before it answers
	// (R38); the loop runs them and asks again with their Results.
	Calls []ToolCall
}

// ContinueInput is what the continuation step sees.
type ContinueInput struct {
	Queue   []string
	History []state.Message
	Facts   Facts
}

// Continuation names the request to carry on with, "" for none.
type Continuation struct {
	Request string
	Reason  string
	// FromQueue is set when Request is Queue[0], so the loop drops it.
	FromQueue bool
}

// MessageReader is a brain that reads a whole message into R50's commands
// in one request (R52). The model brain implements it; the loop finds it
// with a type assertion, so a brain without it (the offline one, which
// reads through agents/understand) need not change.
type MessageReader interface {
	ReadMessage(ctx context.Context, in ReadInput) (ModelReading, error)
}

// ReadInput is what one reading of a message sees: the message, what
// waits for the user's answer, and a short history. No field carries a
// secret's value: a secret slot is named, never shown.
type ReadInput struct {
	Text string
	// Agents are the agents a start_task may name.
	Agents []*Agent
	// Speaker is the agent whose question is open ("" for none), and
	// Asked the slot it asked for.
	Speaker, Asked string
	// Values are the speaker's values so far, secrets left out.
	Values map[string]string
	// Approval is the pending call in words ("Transfer $500.00 from
	// Checking to 1234324"), "" for none; Session says it may be allowed
	// for the rest of the session (R56).
	Approval string
	Session  bool
	// Plan is the open plan's steps in words, none when no plan waits.
	Plan []string
	// Agenda is what waits besides the open question, next first, in
	// words ("transfer_money: waits for authenticate").
	Agenda  []string
	Facts   Facts
	History []state.Message
	// OnDelta receives the reply as it streams in; nil ignores it.
	OnDelta func(string)
	// Results are the speaker's read-only look-ups (R38) the loop ran for
	// this message at the model's asking, oldest first.
	Results []ToolResult
}

// ModelReading is a model's reading of one message.
type ModelReading struct {
	Commands []Command
	// Reply is the model's own short answer, with small_talk, ask,
	// capabilities or cannot_handle only.
	Reply string
	// Cut: the answer was cut off (finish_reason "length" or a stream that
	// broke); Commands hold those that came whole, and the continuation
	// may ask for the rest (R7).
	Cut bool
	// Calls are the speaker's read-only look-ups (R38) the model asked for
	// before it reads the message; the loop runs them and asks again with
	// their Results. Commands are empty then.
	Calls []ToolCall
	// Repaired: the first answer was unusable and the one repair R52
	// allows was asked (for the trace).
	Repaired bool
	// Unusable: the repair was unusable too, and Commands is the
	// cannot_handle that stands in for a reading; the loop may route the
	// message by the offline reader instead (model_read.go).
	Unusable bool
}
