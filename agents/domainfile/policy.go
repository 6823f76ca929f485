package domainfile

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/state"
)

// The approval policy for tools (R37). A server's annotations are hints:
// only a trusted server's are believed, and only readOnlyHint matters
// here. A tool whose definition changed since it was pinned is asked once,
// whatever its policy, and pinned again only when that call was approved.

// Decision is what the policy makes of one tool.
type Decision struct {
	// Ask: the user approves each call before it runs (agents.Tool.Sensitive).
	Ask bool
	// SideEffects: the call may change something, so it runs once,
	// between its effect records (R42) — every tool but a read-only one of
	// a trusted server.
	SideEffects bool
	// Changed: the definition is not the one pinned; the call is asked
	// once, whatever the policy.
	Changed bool
	// ForSession: the user may allow the tool for the rest of the session
	// at its approval (R56): the policy is auto and the tool is not
	// annotated destructive. A destructiveHint is believed from any
	// server, trusted or not: it only ever asks more.
	ForSession bool
	// Effect is what the tool may do to data, said at its approval:
	// state.EffectDeletes when annotated destructive, state.EffectChanges
	// when not believed read-only, "" otherwise.
	Effect string
}

// Decide applies the policy to a tool of a server.
func Decide(policy Approval, trusted bool, info mcp.ToolInfo, changed bool) Decision {
	believedReadOnly := trusted && info.ReadOnly != nil && *info.ReadOnly
	destructive := info.Destructive != nil && *info.Destructive
	d := Decision{SideEffects: !believedReadOnly, Changed: changed,
		ForSession: (policy == ApprovalAuto || policy == "") && !destructive}
	switch {
	case destructive:
		d.Effect = state.EffectDeletes
	case !believedReadOnly:
		d.Effect = state.EffectChanges
	}
	switch policy {
	case ApprovalAlways:
		d.Ask = true
	case ApprovalNever:
		d.Ask = false
	default:
		d.Ask = !believedReadOnly
	}
	if changed {
		d.Ask = true
	}
	return d
}

// ToolHash is a tool's definition pinned (R37): its name, description,
// schema and annotations. A provider's own Hash is used when it gives one.
func ToolHash(info mcp.ToolInfo) string {
	if info.Hash != "" {
		return info.Hash
	}
	b, _ := json.Marshal(struct {
		Name, Description                            string
		Schema                                       map[string]any
		ReadOnly, Destructive, Idempotent, OpenWorld *bool
	}{info.Name, info.Description, info.InputSchema, info.ReadOnly, info.Destructive, info.Idempotent, info.OpenWorld})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// pins is the pin file: per server (domain/server), each tool's hash.
type pins struct {
	path string
}

type pinFile struct {
	Servers map[string]map[string]string `json:"servers"`
}

// pinsMu orders the read-modify-write of pin files within the process.
var pinsMu sync.Mutex

// read returns the pinned hashes; a missing or unreadable file pins nothing.
func (p pins) read() pinFile {
	f := pinFile{Servers: map[string]map[string]string{}}
	if p.path == "" {
		return f
	}
	b, err := os.ReadFile(p.path)
	if err == nil {
		_ = json.Unmarshal(b, &f)
	}
	if f.Servers == nil {
		f.Servers = map[string]map[string]string{}
	}
	return f
}

// pinned is a tool's pinned hash, "" when it was never pinned.
func (p pins) pinned(server, tool string) string {
	pinsMu.Lock()
	defer pinsMu.Unlock()
	return p.read().Servers[server][tool]
}

// record pins a tool's hash, writing the file whole (a temporary file
// renamed over it), private to the user as the data dir is.
func (p pins) record(server, tool, hash string) error {
	if p.path == "" {
		return nil
	}
	pinsMu.Lock()
	defer pinsMu.Unlock()
	f := p.read()
	if f.Servers[server][tool] == hash {
		return nil
	}
	if f.Servers[server] == nil {
		f.Servers[server] = map[string]string{}
	}
	f.Servers[server][tool] = hash
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return state.WriteFileAtomic(p.path, append(b, '\n'), 0o600)
}

// Details are every argument in full (secrets masked), for the side panel.
func Details(tool string, params []agents.Param, shown agents.Args) string {
	list := argList(params, shown, 0)
	if list == "" {
		list = "none"
	}
	return "Arguments of " + tool + ": " + list
}

// summaryValue is the longest a value shows whole in the approval
// question: a typed note of any length shows whole, while a file's worth
// of content a model wrote (the LLM engine) shows its start and how much
// more there is, the whole of it in the side panel's details.
const summaryValue = 2000

// argList renders the arguments in the parameters' order, then any
// others by name, each value whole up to clip characters (0: whole).
func argList(params []agents.Param, args agents.Args, clip int) string {
	var parts []string
	show := func(name, v string, secret bool) {
		if secret && v != "" {
			v = state.SecretMask
		} else if r := []rune(v); clip > 0 && len(r) > clip {
			v = fmt.Sprintf("%s… (%d more characters, every one in the side panel)", string(r[:clip]), len(r)-clip)
		}
		if v == "" || strings.ContainsAny(v, " ,=\"'\t\n") {
			v = strconv.Quote(v)
		}
		parts = append(parts, name+"="+v)
	}
	eachArg(params, args, show)
	return strings.Join(parts, ", ")
}

// eachArg calls f for each argument in the parameters' order, then for
// any others by name (never a secret: only a parameter can say so).
func eachArg(params []agents.Param, args agents.Args, f func(name, v string, secret bool)) {
	seen := map[string]bool{}
	for _, p := range params {
		if v, ok := args[p.Name]; ok {
			seen[p.Name] = true
			f(p.Name, v, p.Secret)
		}
	}
	var rest []string
	for k := range args {
		if !seen[k] {
			rest = append(rest, k)
		}
	}
	sortStrings(rest)
	for _, k := range rest {
		f(k, args[k], false)
	}
}
