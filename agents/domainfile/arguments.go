package domainfile

import (
	"sort"

	"github.com/concierge-dev/concierge/agents/mcp"
)

// Argument is one argument of an MCP tool as its input schema declares
// it: what `concierge tools` lists, so that an author can write the slots
// of a domain file without reading the server's source.
type Argument struct {
	Name        string   `json:"name"`
	Type        string   `json:"type,omitempty"` // the schema's: string, integer, number, boolean, object, array
	Required    bool     `json:"required"`
	Description string   `json:"description,omitempty"`
	Enum        []string `json:"enum,omitempty"`
	Pattern     string   `json:"pattern,omitempty"`
	// Secret: format password or writeOnly, asked masked as a slot.
	Secret bool `json:"secret,omitempty"`
}

// Arguments lists a tool's arguments as its slots would take them: the
// required ones in the schema's order, then the others by name.
func Arguments(info mcp.ToolInfo) []Argument {
	props, required := schema(info.InputSchema)
	out := make([]Argument, 0, len(props))
	add := func(p property) {
		out = append(out, Argument{Name: p.name, Type: p.typ, Required: p.required, Description: p.desc,
			Enum: p.enum, Pattern: p.pattern, Secret: p.secret})
	}
	for _, name := range required {
		add(props[name])
	}
	var rest []string
	for name, p := range props {
		if !p.required {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	for _, name := range rest {
		add(props[name])
	}
	return out
}

// Annotations are the hints a tool declares, by their MCP names
// (readOnlyHint, destructiveHint …); only a trusted server's are
// believed (R37).
func Annotations(info mcp.ToolInfo) map[string]bool { return annotations(info) }

// Skipped are the servers Check left out, sorted: their own declaration
// has a mistake, so they were not to be started.
func (s *Spec) Skipped() []string {
	var out []string
	for name, broken := range s.broken {
		if broken {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
