package cli

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/concierge"
)

// describeFile lists a domain file's agents as `agents` shows them, with
// each MCP tool's server, approval policy, trust and annotations (R35).
// Without its servers the listing says only what the file says.
func describeFile(ctx context.Context, ios ioStreams, opts *engineOptions) ([]agentInfo, error) {
	spec, err := domainfile.Load(opts.Domain, opts.fileOptions(ios))
	if err != nil {
		return nil, &exitError{code: 2, msg: fileError(err)}
	}
	p, stop, err := opts.startFor(ctx, ios, spec)
	if err != nil {
		return nil, err
	}
	defer stop()
	d, problems := spec.Domain(p)
	infos := describe(d)
	why := map[string]string{}
	for _, pr := range problems {
		if why[pr.Agent] == "" {
			why[pr.Agent] = concierge.SanitizeLine(pr.String())
		}
	}
	byAgent := map[string]int{}
	for i := range infos {
		byAgent[infos[i].Name] = i
		infos[i].Unavailable = why[infos[i].Name]
	}
	if p == nil && len(spec.Servers) > 0 {
		for i := range infos {
			infos[i].Unavailable = "its MCP servers are not started (this concierge has no MCP client)"
		}
	}
	for _, v := range spec.Views(p) {
		ai := &infos[byAgent[v.Agent]]
		ti := findTool(ai, v.Tool)
		if ti == nil {
			// an unavailable agent: the tool as the file names it
			ai.Tools = append(ai.Tools, toolInfo{Name: v.Tool, Requires: []string{}, Arguments: map[string]any{}})
			ti = &ai.Tools[len(ai.Tools)-1]
		}
		trusted := v.Trusted
		ti.Server, ti.Approval, ti.Trusted = v.Server, string(v.Approval), &trusted
		if v.Known {
			ti.Annotations, ti.SideEffects, ti.Changed = v.Annotations, v.Decision.SideEffects, v.Decision.Changed
			ti.Sensitive, ti.known = v.Decision.Ask, true
		}
	}
	return infos, nil
}

func findTool(ai *agentInfo, name string) *toolInfo {
	for i := range ai.Tools {
		if ai.Tools[i].Name == name {
			return &ai.Tools[i]
		}
	}
	return nil
}

// mcpFlags words an MCP tool's policy: "[on rx, untrusted; approval auto:
// asks every call; readOnlyHint=true]".
func mcpFlags(t toolInfo) string {
	trust := "untrusted"
	if t.Trusted != nil && *t.Trusted {
		trust = "trusted"
	}
	asks := "runs without asking"
	if t.Sensitive {
		asks = "asks every call"
	}
	if t.Changed {
		asks = "changed since it was pinned: asked once"
	}
	if !t.known {
		asks = "the server is not started"
	}
	parts := []string{trust, "approval " + t.Approval + ": " + asks}
	if t.SideEffects {
		parts = append(parts, "side effects")
	}
	var anns []string
	for k, v := range t.Annotations {
		anns = append(anns, fmt.Sprintf("%s=%v", k, v))
	}
	sort.Strings(anns)
	if len(anns) > 0 {
		parts = append(parts, strings.Join(anns, " "))
	}
	return "[" + strings.Join(parts, "; ") + "]"
}
