package agents

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/state"
)

// ErrAwaitingApproval is returned by Turn.Call for a sensitive tool the user
// has not approved yet; the call is parked as the session's pending approval.
var ErrAwaitingApproval = errors.New("awaiting the user's approval")

// Args are a tool call's arguments. Values are strings, as the user typed
// them or as the model sent them; each tool parses what it needs.
type Args map[string]string

// Param is one argument of a tool, for its JSON schema and for redaction.
type Param struct {
	Name        string
	Type        string // "string" or "number"
	Description string
	Enum        []string
	Required    bool
	// Secret arguments are never shown, logged or sent to a model.
	Secret bool
}

// Tool is a Go function an agent can call, with the schema a model sees.
type Tool struct {
	Name        string
	Description string
	Params      []Param
	// Sensitive tools run only after the user approves Summary (R11).
	Sensitive bool
	// ForModel tools are offered to a model brain while it reads a message
	// for the agent (R38: a domain file's `also` tools), so that it can
	// look something up before it answers. Only tools that need no
	// approval are offered; the loop runs every call, checked as any.
	ForModel bool
	// SideEffects marks a tool that changes something outside the
	// conversation even when it is not asked (an MCP tool under approval:
	// never): like a sensitive one it runs once, between its intent and
	// outcome records (R42). A sensitive tool has side effects anyway.
	SideEffects bool
	// Requires are re-checked before every run: defence in depth behind the
	// loop's own prerequisite check (R4).
	Requires []Requirement
	// Progress is the side-panel note while it runs ("Logging in seldo").
	Progress func(Args) string
	// Summary is the approval question built from the parsed arguments.
	Summary func(Args, Facts) string
	// Details, when set, gives the full arguments (secrets masked) for the
	// side panel when the approval is asked: Summary clips long values.
	Details func(shown Args) string
	Run     func(env ToolEnv, args Args) (string, error)
	// Server names the MCP server that serves the tool ("" for a Go
	// tool): the approval view shows it (R37) and a trace names it (R49).
	// Trusted is the domain file's trust in that server.
	Server  string
	Trusted bool
	// Pin is the hash of a declared tool's definition (R37); "" for a Go
	// tool. A grant for the session holds for that definition only.
	Pin string
	// ForSession: the user may allow the tool for the rest of the session
	// instead of one call (R56). Only a declared tool under the auto
	// policy that is not annotated destructive; never a Go tool, so never
	// money.
	ForSession bool
	// Effect is what the tool may do to data, for the approval to say:
	// state.EffectChanges, state.EffectDeletes, or "".
	Effect string
}

// ToolEnv is what a tool may touch: the facts, and the back end's own data
// (the fake bank's ledger), which lives outside every session's rollback
// as a real back end's would (R42).
type ToolEnv struct {
	Facts  Facts
	Ledger state.Ledger
	// Now is the loop's clock (injected, so lockouts are testable); nil
	// means time.Now.
	Now func() time.Time
	// Ctx is the turn's context: cancelled by Esc or a budget. A tool that
	// waits (an MCP call) gives up when it is done; nil means Background.
	Ctx context.Context
	// Progress adds a progress note to the side panel ("Indexing 3 of
	// 10"). Call it only from the goroutine running the tool; nil drops it.
	Progress func(string)
}

// Context is the environment's context, never nil.
func (e ToolEnv) Context() context.Context {
	if e.Ctx == nil {
		return context.Background()
	}
	return e.Ctx
}

// Report adds a progress note, if the loop listens.
func (e ToolEnv) Report(note string) {
	if e.Progress != nil {
		e.Progress(note)
	}
}

// Time is the environment's clock reading.
func (e ToolEnv) Time() time.Time {
	if e.Now == nil {
		return time.Now()
	}
	return e.Now()
}

// Key identifies a call by tool and arguments, for the repeat budget (R9).
func (a Args) Key(tool string) string {
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(tool)
	for _, k := range keys {
		fmt.Fprintf(&b, "\x00%s=%s", k, a[k])
	}
	return b.String()
}

// Redacted returns the arguments with every secret one masked, for events,
// notes, traces and model messages.
func (t *Tool) Redacted(a Args) Args {
	out := make(Args, len(a))
	for k, v := range a {
		out[k] = v
	}
	for _, p := range t.Params {
		if p.Secret {
			if _, ok := out[p.Name]; ok {
				out[p.Name] = state.SecretMask
			}
		}
	}
	return out
}

// Schema is the tool's parameters as a JSON schema object. Secret
// parameters are left out: a model never fills them.
func (t *Tool) Schema() map[string]any {
	props := map[string]any{}
	required := []string{}
	for _, p := range t.Params {
		if p.Secret {
			continue
		}
		typ := p.Type
		if typ == "" {
			typ = "string"
		}
		prop := map[string]any{"type": typ, "description": p.Description}
		if len(p.Enum) > 0 {
			prop["enum"] = p.Enum
		}
		props[p.Name] = prop
		if p.Required {
			required = append(required, p.Name)
		}
	}
	return map[string]any{"type": "object", "properties": props, "required": required}
}

// CheckRequirements returns an error naming the first unmet requirement.
func (t *Tool) CheckRequirements(f Facts) error {
	for _, r := range t.Requires {
		if !r.Satisfied(f) {
			return fmt.Errorf("%s refused: it needs %s first", t.Name, r.Need)
		}
	}
	return nil
}
