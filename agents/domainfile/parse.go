package domainfile

import (
	"regexp"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// The keys a domain file may use, by place. Anything else is a mistake,
// said with the closest of these.
var (
	topKeys     = []string{"name", "greeting", "again", "closing", "facts", "servers", "agents"}
	serverKeys  = []string{"command", "args", "env", "cwd", "url", "headers", "trust", "timeout"}
	agentKeys   = []string{"name", "title", "intro", "description", "task", "examples", "expose", "tool", "also", "slots", "requires", "sets", "approval", "reply", "summary", "artifact"}
	slotKeys    = []string{"question", "label", "description", "kind", "choices", "pattern", "hint", "secret", "fact", "remember", "long", "value"}
	requireKeys = []string{"fact", "by", "need", "ask", "first"}
	factKeys    = []string{"value", "auth"}
	choiceKeys  = []string{"value", "aliases"}
	slotKinds   = []string{"text", "enum", "pattern", "number", "money", "secret"}
	approvals   = []string{"auto", "always", "never"}
)

// oneWord is a name the loop can route to and a scenario can name.
var oneWord = reading.Lazy(`^[A-Za-z_][A-Za-z0-9_.-]*$`)

func (r *reader) spec(s *Spec, root ast.Node, opts Options) {
	var agentsAt ast.Node
	es := r.object(root, "the domain", topKeys)
	// the servers first, so that the agents' tools can name them in any order
	for _, e := range es {
		if e.key == "servers" {
			s.Servers = r.servers(e.node, s, opts)
		}
	}
	for _, e := range es {
		switch e.key {
		case "name":
			s.Name = strings.TrimSpace(r.str(e, "name"))
			if s.Name != "" && !oneWord.MatchString(s.Name) {
				r.errorf(e.node, "name %q must be one word (letters, digits, _ . -)", s.Name)
			}
		case "greeting":
			s.Greeting = r.str(e, "greeting")
		case "again":
			s.Again = r.str(e, "again")
		case "closing":
			s.Closing = r.str(e, "closing")
		case "facts":
			s.Facts = r.facts(e.node)
		case "agents":
			agentsAt = e.at
			if _, isMap := r.value(e.node).(*ast.MappingNode); isMap {
				r.errorf(e.node, "agents must be a list, not a mapping")
				agentsAt = nil
				continue
			}
			for _, item := range r.list(e.node, "agents") {
				s.Agents = append(s.Agents, r.agent(item, s))
			}
		}
	}
	if s.Name == "" {
		r.errorAt(r.pos(root), "the domain has no name: add name: (one word, shown in the status bar)")
	}
	if len(s.Agents) == 0 && (agentsAt != nil || !hasKey(es, "agents")) {
		at := r.pos(root)
		if agentsAt != nil {
			at = r.pos(agentsAt)
		}
		r.errorAt(at, "the domain has no agents: add agents: with at least one")
	}
	if s.Greeting == "" {
		s.Greeting = "Hello! I can help you with the following:"
	}
	if s.Again == "" {
		s.Again = "Is there anything else I can help you with? I can help you with:"
	}
	if s.Closing == "" {
		s.Closing = "What would you like to do?"
	}
	r.crossCheck(s)
}

// facts reads `facts:`: name: value, or name: {value: …, auth: true}.
func (r *reader) facts(n ast.Node) []Fact {
	es, _ := r.mapping(n, "facts")
	var out []Fact
	for _, e := range es {
		f := Fact{Name: e.key, Pos: r.pos(e.at)}
		if v, ok := r.scalar(e.node); ok {
			f.Value = v
		} else {
			for _, fe := range r.object(e.node, "fact "+e.key, factKeys) {
				switch fe.key {
				case "value":
					f.Value = r.str(fe, "value")
				case "auth":
					f.Auth, _ = r.boolean(fe, "auth")
				}
			}
		}
		out = append(out, f)
	}
	return out
}

// agent reads one item of `agents:`.
func (r *reader) agent(n ast.Node, s *Spec) AgentSpec {
	a := AgentSpec{Expose: true, Approval: ApprovalAuto, Pos: r.pos(n)}
	hasTool := false
	for _, e := range r.object(n, "an agent", agentKeys) {
		switch e.key {
		case "name":
			a.Name = strings.TrimSpace(r.str(e, "name"))
			a.Pos = r.pos(e.node)
		case "title":
			a.Title = r.str(e, "title")
		case "intro":
			a.Intro = r.str(e, "intro")
		case "description":
			a.Description = r.str(e, "description")
		case "task":
			a.Task = r.str(e, "task")
		case "examples":
			a.Examples, _ = r.strList(e.node, "examples")
		case "expose":
			a.Expose, _ = r.boolean(e, "expose")
		case "tool":
			hasTool = true
			a.Tool = r.toolRef(e.node, s)
		case "also":
			vs, at := r.strList(e.node, "also")
			for i := range vs {
				a.Also = append(a.Also, r.toolRef(at[i], s))
			}
		case "slots":
			es, _ := r.mapping(e.node, "slots")
			for _, se := range es {
				a.Slots = append(a.Slots, r.slot(se))
			}
		case "requires":
			for _, item := range r.list(e.node, "requires") {
				a.Requires = append(a.Requires, r.require(item))
			}
		case "sets":
			for _, se := range r.strMap(e.node, "sets") {
				v, _ := r.scalar(se.node)
				set := SetSpec{Fact: se.key, Value: v, Pointer: strings.HasPrefix(v, "/"), Pos: r.pos(se.node)}
				if set.Pointer && !validPointer(v) {
					r.errorf(se.node, "sets.%s: %q is not a JSON Pointer (~ must be ~0 or ~1)", se.key, v)
				}
				a.Sets = append(a.Sets, set)
			}
		case "approval":
			v := r.str(e, "approval")
			if !contains(approvals, v) {
				r.errorf(e.node, "approval must be auto, always or never, not %q%s", v, didYouMean(v, approvals))
			} else {
				a.Approval = Approval(v)
			}
		case "reply":
			a.Reply = r.str(e, "reply")
		case "summary":
			a.Summary = r.str(e, "summary")
			a.SummaryPos = r.pos(e.node)
		case "artifact":
			a.Artifact, _ = r.boolean(e, "artifact")
		}
	}
	switch {
	case a.Name == "":
		r.errorAt(a.Pos, "an agent has no name: add name: (one word)")
	case !oneWord.MatchString(a.Name):
		r.errorAt(a.Pos, "agent name %q must be one word (letters, digits, _ . -)", a.Name)
	case strings.EqualFold(a.Name, agents.ConciergeName):
		r.errorAt(a.Pos, "agent name %q is the concierge's own: choose another", a.Name)
	}
	if !hasTool && a.Name != "" {
		r.errorAt(a.Pos, "agent %s has no tool: name the MCP tool that does its work (tool: server/tool)", a.Name)
	}
	if a.Title == "" {
		a.Title = a.Name
	}
	if a.Intro == "" {
		a.Intro = a.Description
	}
	if a.Intro == "" {
		a.Intro = a.Title
	}
	return a
}

// toolRef reads "server/tool", checking that the server is declared.
func (r *reader) toolRef(n ast.Node, s *Spec) ToolRef {
	v, ok := r.scalar(n)
	ref := ToolRef{Pos: r.pos(n)}
	server, tool, cut := strings.Cut(strings.TrimSpace(v), "/")
	if !ok || !cut || server == "" || tool == "" {
		r.errorf(n, "a tool is named server/tool (e.g. rx/refill), not %q", v)
		return ref
	}
	ref.Server, ref.Tool = server, tool
	if _, known := s.serverAt[server]; !known {
		names := make([]string, 0, len(s.serverAt))
		for k := range s.serverAt {
			names = append(names, k)
		}
		hint := didYouMean(server, names)
		if len(names) == 0 {
			hint = " (the file declares no servers: add them under servers:)"
		}
		r.errorf(n, "unknown server %q in %s%s", server, v, hint)
	}
	return ref
}

// slot reads one slot's overrides.
func (r *reader) slot(e entry) SlotSpec {
	sl := SlotSpec{Name: e.key, Pos: r.pos(e.at)}
	what := "slot " + e.key
	rememberAt := ast.Node(nil)
	var asked []entry // keys that only an asked slot can use
	for _, se := range r.object(e.node, what, slotKeys) {
		if se.key != "value" && se.key != "label" {
			asked = append(asked, se)
		}
		switch se.key {
		case "value":
			sl.HasValue = true
			sl.Value = r.str(se, "value")
			parts, raws, bad, why := parseValue(sl.Value)
			if bad != "" {
				r.errorAt(r.column(se.node, bad), "%s: %s", what, why)
				break
			}
			for i := range parts {
				if parts[i].Ref != "" {
					parts[i].Pos = r.column(se.node, raws[i])
				}
			}
			sl.Parts = parts
		case "question":
			sl.Question = r.str(se, "question")
		case "label":
			sl.Label = r.str(se, "label")
		case "hint":
			sl.Hint = r.str(se, "hint")
		case "description":
			sl.Description = r.str(se, "description")
		case "fact":
			sl.Fact = strings.TrimSpace(r.str(se, "fact"))
		case "kind":
			v := r.str(se, "kind")
			if !contains(slotKinds, v) {
				r.errorf(se.node, "%s: kind must be one of %s, not %q%s", what, strings.Join(slotKinds, ", "), v, didYouMean(v, slotKinds))
			} else {
				sl.Kind = agents.SlotKind(v)
			}
		case "pattern":
			sl.Pattern = r.str(se, "pattern")
			if _, err := regexp.Compile(sl.Pattern); err != nil {
				r.errorf(se.node, "%s: pattern %q does not compile: %v", what, sl.Pattern, err)
			}
		case "secret":
			b, ok := r.boolean(se, "secret")
			if ok {
				sl.Secret = &b
			}
		case "long":
			sl.Long, _ = r.boolean(se, "long")
		case "remember":
			sl.Remember, _ = r.boolean(se, "remember")
			rememberAt = se.at
		case "choices":
			sl.Choices = r.choices(se.node, what)
		}
	}
	if sl.HasValue {
		for _, se := range asked {
			r.errorf(se.at, "%s has a value, so it is not asked: %s does not apply (only label does)", what, se.key)
		}
	}
	if sl.Remember && sl.Fact == "" {
		r.errorf(rememberAt, "%s: remember needs fact: (the fact the value is remembered in)", what)
	}
	return sl
}

// choices reads a list of values, each a word or {value, aliases}.
func (r *reader) choices(n ast.Node, what string) []agents.Choice {
	var out []agents.Choice
	for _, item := range r.list(n, what+" choices") {
		if v, ok := r.scalar(item); ok {
			out = append(out, agents.Choice{Value: v})
			continue
		}
		var c agents.Choice
		for _, ce := range r.object(item, what+" choice", choiceKeys) {
			switch ce.key {
			case "value":
				c.Value = r.str(ce, "value")
			case "aliases":
				c.Aliases, _ = r.strList(ce.node, "aliases")
			}
		}
		if c.Value == "" {
			r.errorf(item, "%s: a choice needs a value", what)
			continue
		}
		out = append(out, c)
	}
	return out
}

// require reads one item of `requires:`.
func (r *reader) require(n ast.Node) RequireSpec {
	q := RequireSpec{Pos: r.pos(n)}
	for _, e := range r.object(n, "a requirement", requireKeys) {
		switch e.key {
		case "fact":
			q.Fact = strings.TrimSpace(r.str(e, "fact"))
		case "by":
			q.By = strings.TrimSpace(r.str(e, "by"))
			q.Pos = r.pos(e.node)
		case "need":
			q.Need = r.str(e, "need")
		case "ask":
			q.Ask = strings.TrimSpace(r.str(e, "ask"))
		case "first":
			q.First = strings.TrimSpace(r.str(e, "first"))
		}
	}
	if q.Fact == "" || q.By == "" {
		r.errorAt(q.Pos, "a requirement names a fact and the agent that sets it: { fact: signed_in, by: sign_in }")
	}
	if q.Need == "" {
		q.Need = strings.ReplaceAll(q.Fact, "_", " ")
	}
	return q
}

// crossCheck checks what one agent says of another: names given twice,
// unknown agents in `by`, and a requirement its agent never meets.
func (r *reader) crossCheck(s *Spec) {
	names := []string{}
	seen := map[string]bool{}
	for _, a := range s.Agents {
		if a.Name == "" {
			continue
		}
		if seen[a.Name] {
			r.errorAt(a.Pos, "agent %s is declared twice", a.Name)
		}
		seen[a.Name] = true
		names = append(names, a.Name)
	}
	for i := range s.Agents {
		r.checkValues(&s.Agents[i])
	}
	for _, a := range s.Agents {
		for _, q := range a.Requires {
			if q.By == "" {
				continue
			}
			by := s.Agent(q.By)
			if by == nil {
				r.errorAt(q.Pos, "unknown agent %q in by%s", q.By, didYouMean(q.By, names))
				continue
			}
			if q.By == a.Name {
				r.errorAt(q.Pos, "agent %s cannot satisfy its own requirement", a.Name)
				continue
			}
			if q.Fact != "" && !by.setsFact(q.Fact) {
				r.errorAt(q.Pos, "agent %s never sets the fact %s that %s requires: add it to %s's sets (or a slot's fact)", q.By, q.Fact, a.Name, q.By)
			}
		}
	}
}

// checkValues checks what each value refers to as far as the file
// alone can tell: a secret slot, or a slot with a value of its own, is
// refused; a name that is neither a slot the file lists nor a fact may
// still be an argument of the tool, which only its server can say.
func (r *reader) checkValues(a *AgentSpec) {
	for _, sl := range a.Slots {
		for _, p := range sl.Parts {
			if p.Ref == "" {
				continue
			}
			other := a.slot(p.Ref)
			switch {
			case other == nil:
			case other.HasValue:
				r.errorAt(p.Pos, "slot %s: a value uses asked slots and facts, and %s is not asked (it has a value)", sl.Name, p.Ref)
			case other.Secret != nil && *other.Secret || other.Kind == agents.KindSecret:
				r.errorAt(p.Pos, "slot %s: a value may not use the secret slot %s", sl.Name, p.Ref)
			}
		}
	}
}

// slot returns the slot the file lists by that name, or nil.
func (a *AgentSpec) slot(name string) *SlotSpec {
	for i := range a.Slots {
		if a.Slots[i].Name == name {
			return &a.Slots[i]
		}
	}
	return nil
}

// setsFact reports a fact the agent sets on success.
func (a *AgentSpec) setsFact(fact string) bool {
	for _, st := range a.Sets {
		if st.Fact == fact {
			return true
		}
	}
	for _, sl := range a.Slots {
		if sl.Fact == fact {
			return true
		}
	}
	return false
}

// validPointer checks a JSON Pointer's escapes (RFC 6901).
func validPointer(p string) bool {
	for i := 0; i < len(p); i++ {
		if p[i] == '~' && (i+1 >= len(p) || (p[i+1] != '0' && p[i+1] != '1')) {
			return false
		}
	}
	return true
}

func hasKey(es []entry, key string) bool {
	for _, e := range es {
		if e.key == key {
			return true
		}
	}
	return false
}
