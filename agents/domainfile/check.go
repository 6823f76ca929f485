package domainfile

import "github.com/concierge-dev/concierge/agents/mcp"

// Check reads a domain file as `concierge check` does: every static
// problem, and the spec as far as it could be read, so that the tools of
// its agents can still be checked against the servers and every mistake
// said at once (R56: an unknown key and a tool the server lacks, both).
// The spec is nil only when the YAML itself cannot be read; its Servers
// leave out a server whose own declaration has a mistake (a ${VAR} not
// set, a key unknown), and Domain then leaves that server's tools
// unchecked rather than saying its mistake twice. The error is for a file
// that cannot be read at all.
func Check(path string, opts Options) (*Spec, []Problem, error) {
	src, err := readBounded(path)
	if err != nil {
		return nil, nil, err
	}
	s, problems, err := read(path, src, opts)
	if err != nil || s == nil {
		return s, problems, err
	}
	var startable []mcp.ServerSpec
	for _, sv := range s.Servers {
		if !s.broken[sv.Name] {
			startable = append(startable, sv)
		}
	}
	s.Servers = startable
	return s, problems, nil
}

// unchecked reports a tool reference that only a file with mistakes
// holds: no server or tool named, a server the file does not declare, or
// one whose declaration has a mistake. Its agent is unavailable; the
// static problem already says why.
func (s *Spec) unchecked(ref ToolRef) bool {
	if ref.Server == "" || ref.Tool == "" {
		return true
	}
	_, declared := s.serverAt[ref.Server]
	return !declared || s.broken[ref.Server]
}

// knownFacts are the facts a value may use: those the file starts with,
// and those an agent sets (sets, or a slot's fact).
func (s *Spec) knownFacts() map[string]bool {
	out := map[string]bool{}
	for _, f := range s.Facts {
		out[f.Name] = true
	}
	for _, a := range s.Agents {
		for _, st := range a.Sets {
			out[st.Fact] = true
		}
		for _, sl := range a.Slots {
			if sl.Fact != "" {
				out[sl.Fact] = true
			}
		}
	}
	return out
}
