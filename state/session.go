// Package state holds one conversation: its messages, facts, current speaker,
// task stack, notes, artifacts and pending questions, with a JSON round trip.
//
// It knows nothing about agents, engines or terminals; every other package
// reads and writes the session through the types defined here.
package state

import (
	"encoding/json"
	"fmt"
	"time"
)

// SecretMask is what a secret looks like wherever it is shown or stored.
const SecretMask = "••••••"

// Role says who wrote a message.
type Role string

const (
	RoleUser  Role = "user"
	RoleAgent Role = "agent"
)

// Message is one line of the conversation.
type Message struct {
	Role  Role      `json:"role"`
	Agent string    `json:"agent,omitempty"` // the agent that replied; empty for the user
	Text  string    `json:"text"`
	Time  time.Time `json:"time"`
	// Masked is set when the user typed a secret: Text is SecretMask, the
	// real value never reaches the session.
	Masked bool `json:"masked,omitempty"`
}

// NoteKind sorts side-panel notes so a reader can tell why something happened.
type NoteKind string

const (
	NoteRoute        NoteKind = "route"        // the orchestrator's choice and reason
	NotePrerequisite NoteKind = "prerequisite" // a requirement pushed a task
	NoteProgress     NoteKind = "progress"     // an agent or tool at work
	NoteContinuation NoteKind = "continuation" // what happens after a task is done
	NoteGuardrail    NoteKind = "guardrail"    // a refusal and its rule
	NoteBudget       NoteKind = "budget"       // a loop budget was hit
	NoteApproval     NoteKind = "approval"     // approvals asked, given, refused
	NoteInfo         NoteKind = "info"
)

// Note is one line of the "Why" side panel.
type Note struct {
	Kind NoteKind  `json:"kind"`
	Text string    `json:"text"`
	Time time.Time `json:"time"`
}

// Artifact is a document an agent produced (a letter, a receipt).
type Artifact struct {
	Title string    `json:"title"`
	Body  string    `json:"body"`
	Kind  string    `json:"kind,omitempty"` // e.g. "letter", "receipt"
	Agent string    `json:"agent,omitempty"`
	Time  time.Time `json:"time"`
}

// Session is the whole state of one conversation.
type Session struct {
	ID      string    `json:"id"`
	Domain  string    `json:"domain"`
	Created time.Time `json:"created"`

	Messages  []Message  `json:"messages"`
	Notes     []Note     `json:"notes"`
	Artifacts []Artifact `json:"artifacts"`

	// Facts are the shared, named state keys agents read and write
	// (authenticated, account_id, claim_id…). Values are strings so that
	// scenario files and the status line can show them as they are.
	Facts map[string]string `json:"facts"`

	// Speaker is the task agent holding the turn; empty when nobody does.
	Speaker string `json:"speaker,omitempty"`
	// Agenda is everything that waits, next first: tasks on the stack,
	// the plan's steps still to run, further requests (R30).
	Agenda Agenda `json:"agenda,omitempty"`

	// Work holds the slot values and scratch memory of every task in
	// progress, the speaker's and those waiting on the stack, by agent name.
	Work map[string]*Work `json:"work,omitempty"`

	// Pending is what the session waits for besides a plain message.
	Pending Pending `json:"pending"`

	// Plan is the current multi-step plan, if any (R26): what the plan view
	// shows, every step with its status. The steps still to run wait on
	// the Agenda.
	Plan *Plan `json:"plan,omitempty"`

	// Grants are the tools the user allowed for the rest of the session
	// (R56), each for the definition it had then: kept with the session,
	// so a resume keeps them.
	Grants []Grant `json:"grants,omitempty"`

	// Last is the task that finished last, with the values it ran with,
	// so that "oops, it should have been motor" can run it again with the
	// value corrected (R50's correct_value after a task). Secrets are
	// never among its values.
	Last *LastTask `json:"last,omitempty"`

	// OthersLogins are usernames the user said belong to someone else ("i
	// know my ex's login is seldo/…"): the product never signs in with
	// them for the rest of the session (R8, R53; issue 24 round 28).
	OthersLogins []string `json:"others_logins,omitempty"`
}

// LastTask is a finished task and the values it ran with.
type LastTask struct {
	Agent string            `json:"agent"`
	Slots map[string]string `json:"slots,omitempty"`
	// Pinned are the facts the task ran with that its requirements set
	// (the account the money left), so that "how much is left" right
	// after a transfer is that account's balance.
	Pinned map[string]string `json:"pinned,omitempty"`
	// Earlier are the other agents' last finished tasks, one each, so
	// that "the same account" after a transfer and a balance check is
	// still the transfer's (R53).
	Earlier []LastTask `json:"earlier,omitempty"`
	// Reason is the reason the user gave for the task (a decline
	// letter's), so that a correction of another value writes the letter
	// again with it (issue 24, ins28b).
	Reason string `json:"reason,omitempty"`
}

// Stack is the task stack, bottom first (the Agenda's tasks).
func (s *Session) Stack() TaskStack { return s.Agenda.Tasks() }

// UnmarshalJSON reads a session, including one stored before the agenda,
// whose waiting work was a stack, a queue and the plan's approved steps.
func (s *Session) UnmarshalJSON(data []byte) error {
	type plain Session // no methods: no recursion
	aux := struct {
		*plain
		Stack TaskStack `json:"stack"`
		Queue []string  `json:"queue"`
	}{plain: (*plain)(s)}
	if err := json.Unmarshal(data, &aux); err != nil {
		return err
	}
	if len(s.Agenda) == 0 && (len(aux.Stack) > 0 || len(aux.Queue) > 0 || s.Plan.Next() >= 0) {
		s.Agenda = agendaOf(aux.Stack, s.Plan, aux.Queue)
	}
	return nil
}

// Work is one agent's progress on its current task.
type Work struct {
	Slots  map[string]string `json:"slots,omitempty"`
	Memory map[string]string `json:"memory,omitempty"`
	// Said keeps the user's words that gave each slot its value.
	Said map[string]string `json:"said,omitempty"`
	// Entered is false for a task pushed before its agent ever ran (a
	// prerequisite push): on resume the agent reads the original request.
	Entered bool `json:"entered,omitempty"`
	// Request is the text that started the task, kept for its resumption.
	Request string `json:"request,omitempty"`
}

// Pending is an approval or a secret the session is waiting for.
type Pending struct {
	Approval *Approval `json:"approval,omitempty"`
	Secret   *Secret   `json:"secret,omitempty"`
}

// Approval is a sensitive tool call waiting for the user's yes or no.
type Approval struct {
	Agent   string            `json:"agent"`
	Tool    string            `json:"tool"`
	Args    map[string]string `json:"args"`
	Summary string            `json:"summary"`
	// Server names the MCP server of a declared tool (R37), "" for a
	// built-in one; Trusted is the domain file's trust in it. The
	// approval view shows both, and every argument in Params' order.
	Server  string   `json:"server,omitempty"`
	Trusted bool     `json:"trusted,omitempty"`
	Params  []string `json:"params,omitempty"`
	// Pin is the hash of the tool's definition as it is asked (R37): a
	// grant for the session is for that definition only.
	Pin string `json:"pin,omitempty"`
	// ForSession: the user may allow the tool for the rest of the
	// session instead of this call only (R56) — a declared tool under the
	// auto policy, not annotated destructive; never money.
	ForSession bool `json:"for_session,omitempty"`
	// Does says in words what allowing it for the session lets run
	// without asking, from the tasks of the agents that call the tool
	// ("write a note or add a to-do"): the hint names no tool id (R56).
	Does string `json:"does,omitempty"`
	// Effect says what the call may do to data, for the approval to say
	// in words: EffectChanges, EffectDeletes, or "" when nothing is said.
	Effect string `json:"effect,omitempty"`
}

// What a tool may do to data, as an approval says it (R56).
const (
	// EffectChanges: the tool is not known to be read-only.
	EffectChanges = "changes"
	// EffectDeletes: the tool is annotated destructive.
	EffectDeletes = "deletes"
)

// Grant allows one declared tool for the rest of a session (R56): a tool
// of a server, as long as its definition is the one pinned when the user
// allowed it.
type Grant struct {
	Server string `json:"server"`
	Tool   string `json:"tool"`
	Pin    string `json:"pin"`
}

// Granted reports whether the tool, with that definition, was allowed for
// the session. A definition that changed is not.
func (s *Session) Granted(server, tool, pin string) bool {
	if server == "" || pin == "" {
		return false // a built-in tool is never allowed for the session
	}
	for _, g := range s.Grants {
		if g.Server == server && g.Tool == tool && g.Pin == pin {
			return true
		}
	}
	return false
}

// Grant allows a tool for the rest of the session; a grant for an older
// definition of it is replaced.
func (s *Session) Grant(server, tool, pin string) {
	kept := s.Grants[:0:0]
	for _, g := range s.Grants {
		if g.Server != server || g.Tool != tool {
			kept = append(kept, g)
		}
	}
	s.Grants = append(kept, Grant{Server: server, Tool: tool, Pin: pin})
}

// Secret says the next user message is a secret for this agent's slot.
type Secret struct {
	Agent string `json:"agent"`
	Slot  string `json:"slot"`
	Label string `json:"label"`
}

// New returns an empty session.
func New(id, domain string, now time.Time) *Session {
	s := &Session{ID: id, Domain: domain, Created: now}
	s.normalise()
	return s
}

// normalise makes every map and slice non-nil so callers never check.
func (s *Session) normalise() {
	if s.Facts == nil {
		s.Facts = map[string]string{}
	}
	if s.Work == nil {
		s.Work = map[string]*Work{}
	}
	if s.Messages == nil {
		s.Messages = []Message{}
	}
	if s.Notes == nil {
		s.Notes = []Note{}
	}
	if s.Artifacts == nil {
		s.Artifacts = []Artifact{}
	}
}

// WorkFor returns the agent's task progress, creating it when absent.
func (s *Session) WorkFor(agent string) *Work {
	w := s.Work[agent]
	if w == nil {
		w = &Work{Slots: map[string]string{}, Memory: map[string]string{}}
		s.Work[agent] = w
	}
	if w.Slots == nil {
		w.Slots = map[string]string{}
	}
	if w.Memory == nil {
		w.Memory = map[string]string{}
	}
	if w.Said == nil {
		w.Said = map[string]string{}
	}
	return w
}

// Fact returns a fact's value, "" when unset.
func (s *Session) Fact(key string) string { return s.Facts[key] }

// Marshal encodes the session as indented JSON.
func (s *Session) Marshal() ([]byte, error) {
	return json.MarshalIndent(s, "", "  ")
}

// Unmarshal decodes a session written by Marshal.
func Unmarshal(data []byte) (*Session, error) {
	var s Session
	// UnmarshalJSON itself, not json.Unmarshal, which would check the
	// whole document once more before handing it over: a long session's
	// snapshot is megabytes, read on every resume (R55)
	if err := s.UnmarshalJSON(data); err != nil {
		return nil, fmt.Errorf("read session: %w", err)
	}
	s.normalise()
	return &s, nil
}
