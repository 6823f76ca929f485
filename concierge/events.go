package concierge

import (
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// Event is one thing the engine did, in order. Front ends switch on the
// concrete type; the TUI turns each into a tea.Msg in one bridge.
type Event interface{ isEvent() }

// MessageAdded: a user or agent message joined the transcript.
type MessageAdded struct{ Message state.Message }

// NoteAdded: a side-panel note (routing reason, prerequisite, progress…).
type NoteAdded struct{ Note state.Note }

// ArtifactAdded: an agent produced a document.
type ArtifactAdded struct{ Artifact state.Artifact }

// StatusChanged: the speaker or the task stack changed.
type StatusChanged struct {
	Speaker string
	Stack   []string
	// Queued are the further requests that wait on the agenda (R7, R30),
	// first first; the plan's steps travel in PlanChanged.
	Queued []string `json:",omitempty"`
}

// ReplyDelta: a piece of an agent's reply as a model streams it (R16). The
// whole reply follows as a MessageAdded; front ends show the pieces
// growing in place until then.
type ReplyDelta struct {
	Agent string
	Text  string
}

// ApprovalRequested: a sensitive tool waits for the user's yes or no.
type ApprovalRequested struct{ Approval state.Approval }

// SecretRequested: the next input is a secret and must be masked.
type SecretRequested struct{ Secret state.Secret }

// ToolCalled: an agent ran a tool. Secret arguments are already masked.
type ToolCalled struct {
	Agent  string
	Tool   string
	Args   agents.Args
	Result string
	Err    string
	// Server is the MCP server of an MCP tool; Latency is how long the
	// tool ran (for a trace's span, R49).
	Server  string        `json:",omitempty"`
	Latency time.Duration `json:",omitempty"`
}

// AgentHop: an agent took a task (a trace entry; R9 counts these).
type AgentHop struct {
	Agent string
	Why   string // "routed", "prerequisite of transfer_money", "resumed", …
}

// ModelCall: the engine asked the model something (a trace entry). Purpose
// is route, interpret or continue; Requests counts retries inside it.
type ModelCall struct {
	Purpose  string
	Agent    string
	Requests int
	Tokens   int
	// Estimated: some of Tokens is the brain's guess, the server having
	// reported no usage (R56): shown as "~431 tok".
	Estimated bool `json:",omitempty"`
	Latency   time.Duration
	Err       string
	// Engine and Model name the brain and its model; Calls are its model
	// requests one by one, with their tokens (R49). Older records have
	// none of them.
	Engine string                `json:",omitempty"`
	Model  string                `json:",omitempty"`
	Calls  []agents.ModelRequest `json:",omitempty"`
}

// TurnStarted: the engine began working on the user's input.
type TurnStarted struct {
	Input string
	// Session is the session's id, so that a trace names its
	// conversation (R49).
	Session string `json:",omitempty"`
}

// TurnFinished: the engine is idle again. Cancelled and Err say how the
// turn ended; a cancelled or failed turn left the state as it was before
// it, plus the user's message (R12). It is always sent, exactly once per
// TurnStarted.
type TurnFinished struct {
	Cancelled bool
	Err       error
	Usage     agents.Usage // this turn's model requests and tokens
	// Kept is set when a cancelled or failed turn had run a step with side
	// effects, which stands (R42): the turn's first Kept messages (after
	// the user's own) stay in the session; the rest were undone.
	Kept      int
	Effective bool // a step with side effects ran in this turn
}

// MessageHidden: the user's last message so far was a secret they typed
// by mistake ("oops, that was my password"): a front end shows it masked
// from now on. It carries nothing of the message.
type MessageHidden struct{}

func (MessageHidden) isEvent() {}

func (MessageAdded) isEvent()      {}
func (NoteAdded) isEvent()         {}
func (ArtifactAdded) isEvent()     {}
func (StatusChanged) isEvent()     {}
func (ReplyDelta) isEvent()        {}
func (ApprovalRequested) isEvent() {}
func (SecretRequested) isEvent()   {}
func (ToolCalled) isEvent()        {}
func (AgentHop) isEvent()          {}
func (ModelCall) isEvent()         {}
func (TurnStarted) isEvent()       {}
func (TurnFinished) isEvent()      {}
