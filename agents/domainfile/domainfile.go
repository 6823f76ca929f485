// Package domainfile loads a domain declared in a YAML file (R35): the
// agents a Go domain declares, acting through the tools of MCP servers.
//
// Load reads and checks the file on its own — YAML, keys, names, the
// ${VAR}s of the servers — and reports every mistake as FILE:LINE:COL.
// Spec.Domain then builds the agents against the started servers (an
// mcp.Provider): each agent's slots come from its tool's input schema, its
// approvals follow the policy of R37, and a mistake only a server can show
// (a tool it lacks, a slot its schema lacks) disables that agent alone.
package domainfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/state"
)

// MaxSize bounds a domain file: a bigger one is refused unread (R46).
const MaxSize = 1 << 20

// Options are what Load takes from the running program, never from the
// file: the environment, the binary and the data dir.
type Options struct {
	// LookupEnv reads the process environment for the servers' ${VAR}s;
	// nil means no variable is set. A variable unset or empty is a
	// mistake of the file.
	LookupEnv func(string) (string, bool)
	// Binary is the running concierge binary, what ${CONCIERGE} expands
	// to, so that a server built into it starts with no build step.
	Binary string
	// Pins is the JSON file in the data dir where each tool's definition
	// is pinned (R37); "" pins nothing, and no tool is seen as changed.
	Pins string
}

// IsFile reports a --domain value or a scenario's domain line that names
// a domain file (.yaml or .yml) rather than a registered domain.
func IsFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(strings.TrimSpace(name)))
	return ext == ".yaml" || ext == ".yml"
}

// Spec is a checked domain file.
type Spec struct {
	File string // the path as given, for messages
	Dir  string // the file's folder, where relative paths resolve

	Name     string
	Greeting string
	Again    string
	Closing  string
	Facts    []Fact
	// Servers are ready to start: ${VAR}s expanded, paths resolved.
	Servers []mcp.ServerSpec
	Agents  []AgentSpec

	pins     string
	serverAt map[string]Pos
	// broken are the servers whose own declaration has a mistake: Check
	// leaves them out of Servers, and their agents' tools unchecked.
	broken map[string]bool
}

// Fact is a fact present from the start; an Auth fact is an
// authentication, reset on --resume and on logout (R29).
type Fact struct {
	Name, Value string
	Auth        bool
	Pos         Pos
}

// Approval is a tool's approval policy (R37).
type Approval string

const (
	ApprovalAuto   Approval = "auto"   // ask unless trusted and read-only
	ApprovalAlways Approval = "always" // ask before every call
	ApprovalNever  Approval = "never"  // never ask: the author answers for it
)

// ToolRef names a tool of a server: "rx/refill".
type ToolRef struct {
	Server, Tool string
	Pos          Pos
}

func (t ToolRef) String() string { return t.Server + "/" + t.Tool }

// AgentSpec is one agent as the file declares it.
type AgentSpec struct {
	Name, Title, Intro, Description, Task string
	Examples                              []string
	Expose                                bool
	// Tool is the action: it runs when the slots are filled. Also are
	// more tools a model may call (R38).
	Tool     ToolRef
	Also     []ToolRef
	Slots    []SlotSpec
	Requires []RequireSpec
	Sets     []SetSpec
	Approval Approval
	// Reply words the result ("{refill_id}" from it); "" is the tool's text.
	Reply string
	// Summary words the approval question ("Add a note titled "{title}"
	// saying "{text}"?"): {name} is an argument of the tool, a slot of the
	// agent or a fact; "" builds it from the tool's description.
	Summary    string
	SummaryPos Pos
	Artifact   bool
	Pos        Pos
}

// SlotSpec overrides what a slot takes from the tool's schema; empty
// fields keep the schema's.
type SlotSpec struct {
	Name                        string
	Question, Label, Hint, Fact string
	// Description: what the value is and why it is asked, said when the
	// user asks; the tool property's description when not given.
	Description string
	Kind        agents.SlotKind
	Choices     []agents.Choice
	Pattern     string
	Secret      *bool
	Remember    bool
	// Long: free text of any length, taken whole when asked.
	Long bool
	// HasValue: the slot is not asked but filled from Value, fixed text or
	// a template of facts and asked slots ("{{.notes_dir}}/{{.name}}.txt"),
	// split into Parts (R56).
	HasValue bool
	Value    string
	Parts    []ValuePart
	Pos      Pos
}

// RequireSpec is a fact the agent needs, and the agent that sets it.
type RequireSpec struct {
	Fact, By, Need string
	// Ask is the question the by agent's choice is asked with for this
	// agent (`ask:`): what the choice is for here.
	Ask string
	// First is what the by agent does first, said after "first I'll"
	// (`first:`): "To refill a prescription, first I'll sign you in." Its
	// {name}s are the by agent's slots, read from the request; unset, the
	// by agent's task is said.
	First string
	Pos   Pos
}

// SetSpec is a fact set after a successful call: a literal value, or a
// JSON Pointer into the result ("/member_id").
type SetSpec struct {
	Fact, Value string
	Pointer     bool
	Pos         Pos
}

// Load reads and checks a domain file. The error, an *Error, lists every
// static mistake as FILE:LINE:COL: what is wrong.
func Load(path string, opts Options) (*Spec, error) {
	src, err := readBounded(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src, opts)
}

// Parse checks a domain file's content; path names it in messages and
// is where relative paths resolve.
func Parse(path string, src []byte, opts Options) (*Spec, error) {
	s, problems, err := read(path, src, opts)
	if err != nil {
		return nil, err
	}
	if len(problems) > 0 {
		return nil, &Error{Problems: problems}
	}
	return s, nil
}

// read checks a domain file's content and returns the spec as far as it
// could be read (nil when the YAML itself is broken) with every static
// problem, in file order.
func read(path string, src []byte, opts Options) (*Spec, []Problem, error) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, nil, err
	}
	r := &reader{file: path}
	s := &Spec{File: path, Dir: dir, pins: opts.Pins, serverAt: map[string]Pos{}, broken: map[string]bool{}}
	root := r.parse(src)
	if root != nil {
		r.spec(s, root, opts)
	} else {
		s = nil
	}
	sortProblems(r.problems)
	return s, r.problems, nil
}

// readBounded reads at most MaxSize bytes, refusing a bigger file, and a
// FIFO or a device at once, before opening it (R55): reading one would
// block or never end.
func readBounded(path string) ([]byte, error) {
	f, err := state.OpenRegular(path)
	var nr *state.NotRegularError
	if errors.As(err, &nr) {
		return nil, fmt.Errorf("%s: %w: a domain file is read from a regular file", path, err)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(src) > MaxSize {
		return nil, fmt.Errorf("%s: a domain file is at most %d KB", path, MaxSize>>10)
	}
	return src, nil
}

// Problems returns the problems of Load's error, or nil for another.
func Problems(err error) []Problem {
	var e *Error
	if errors.As(err, &e) {
		return e.Problems
	}
	return nil
}

// Agent returns the named agent's declaration, or nil.
func (s *Spec) Agent(name string) *AgentSpec {
	for i := range s.Agents {
		if s.Agents[i].Name == name {
			return &s.Agents[i]
		}
	}
	return nil
}

// Server returns the named server, or nil.
func (s *Spec) Server(name string) *mcp.ServerSpec {
	for i := range s.Servers {
		if s.Servers[i].Name == name {
			return &s.Servers[i]
		}
	}
	return nil
}
