package domainfile

import "github.com/concierge-dev/concierge/agents/mcp"

// ToolView is what `concierge agents` shows of an agent's MCP tool: the
// policy the file gives it, whether its server is trusted, the
// annotations the server declares, and what the policy makes of them.
type ToolView struct {
	Agent  string
	Server string
	Tool   string
	// Action is the agent's own tool; the others are its `also` tools.
	Action   bool
	Approval Approval
	Trusted  bool
	// Known: the server listed the tool, so Annotations, Decision and
	// Description are what it declares; otherwise only the file speaks.
	Known       bool
	Description string
	Annotations map[string]bool
	Decision    Decision
}

// Views lists every agent's tools, in the file's order. p may be nil (the
// servers not started): the views then say only what the file says.
func (s *Spec) Views(p mcp.Provider) []ToolView {
	b := &builder{spec: s, p: p, pins: pins{s.pins}, tools: map[string][]mcp.ToolInfo{}, toolErr: map[string]error{}}
	var out []ToolView
	for _, a := range s.Agents {
		refs := append([]ToolRef{a.Tool}, a.Also...)
		for i, ref := range refs {
			v := ToolView{Agent: a.Name, Server: ref.Server, Tool: ref.Tool, Action: i == 0, Approval: a.Approval}
			if i > 0 {
				v.Approval = ApprovalAuto
			}
			if sv := s.Server(ref.Server); sv != nil {
				v.Trusted = sv.Trusted
			}
			if info, err := b.find(ref); err == nil {
				v.Known, v.Description = true, info.Description
				v.Annotations = annotations(info)
				pinned := b.pins.pinned(s.Name+"/"+ref.Server, ref.Tool)
				v.Decision = Decide(v.Approval, v.Trusted, info, pinned != "" && pinned != ToolHash(info))
			}
			out = append(out, v)
		}
	}
	return out
}

// annotations are the hints a tool declares, by their MCP names.
func annotations(info mcp.ToolInfo) map[string]bool {
	out := map[string]bool{}
	for name, v := range map[string]*bool{"readOnlyHint": info.ReadOnly, "destructiveHint": info.Destructive,
		"idempotentHint": info.Idempotent, "openWorldHint": info.OpenWorld} {
		if v != nil {
			out[name] = *v
		}
	}
	return out
}
