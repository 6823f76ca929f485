package domainfile

import (
	"errors"
	"fmt"
	"slices"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// ErrNotStarted is what an agent says when the domain was built without
// its servers (no provider).
var ErrNotStarted = errors.New("its MCP servers are not started")

// builder builds one domain from a spec against started servers.
type builder struct {
	spec     *Spec
	p        mcp.Provider
	pins     pins
	tools    map[string][]mcp.ToolInfo
	toolErr  map[string]error
	shared   map[string]*toolState
	problems []Problem
}

// toolState is what the agents built from one MCP tool share: whether its
// definition changed since it was pinned, and the tools to stop asking
// once the user approved the changed one.
type toolState struct {
	ref     ToolRef
	hash    string
	changed bool
	uses    []toolUse
}

type toolUse struct {
	tool *agents.Tool
	ask  bool // what the policy asks once the definition is pinned
}

// Domain builds the domain against the started servers. A mistake only a
// server can show (a tool it lacks, a slot its schema lacks, an argument
// the offline engine cannot ask for, a server that did not start)
// disables that agent alone, which says so when asked; the problems say
// each at its place in the file. p may be nil: every agent is then
// unavailable, and the problems say that the servers are not started.
func (s *Spec) Domain(p mcp.Provider) (*agents.Domain, []Problem) {
	b := &builder{spec: s, p: p, pins: pins{s.pins}, tools: map[string][]mcp.ToolInfo{},
		toolErr: map[string]error{}, shared: map[string]*toolState{}}
	d := &agents.Domain{Name: s.Name, Greeting: s.Greeting, Again: s.Again, Closing: s.Closing,
		Facts: map[string]string{}}
	for _, f := range s.Facts {
		d.Facts[f.Name] = f.Value
		if f.Auth {
			if d.SignedOut == nil {
				d.SignedOut = map[string]string{}
			}
			d.SignedOut[f.Name] = f.Value
		}
	}
	disabled := map[string]string{}
	for i := range s.Agents {
		a, why := b.agent(&s.Agents[i])
		if why != "" {
			disabled[a.Name] = why
		}
		d.Agents = append(d.Agents, a)
	}
	// an agent whose requirement only a disabled agent meets cannot work
	// either: it would hand over to it for ever
	for changed := true; changed; {
		changed = false
		for i, a := range s.Agents {
			if disabled[a.Name] != "" {
				continue
			}
			for _, q := range a.Requires {
				if disabled[q.By] != "" {
					why := fmt.Sprintf("it needs %s, and %s is unavailable", q.Need, q.By)
					b.problem(q.Pos, a.Name, "agent %s is unavailable: %s", a.Name, why)
					d.Agents[i] = unavailable(&s.Agents[i], "The "+titleOf(&s.Agents[i])+" is unavailable: "+why+".")
					disabled[a.Name], changed = why, true
					break
				}
			}
		}
	}
	sortProblems(b.problems)
	return d, b.problems
}

func (b *builder) problem(at Pos, agent, format string, args ...any) {
	b.problems = append(b.problems, Problem{File: b.spec.File, Pos: at, Agent: agent, Msg: fmt.Sprintf(format, args...)})
}

// agent builds one agent, or an unavailable one and why.
func (b *builder) agent(a *AgentSpec) (*agents.Agent, string) {
	title := titleOf(a)
	if b.spec.unchecked(a.Tool) || slices.ContainsFunc(a.Also, b.spec.unchecked) {
		why := "its declaration has mistakes"
		return unavailable(a, "The "+title+" is unavailable: "+why+"."), why
	}
	info, err := b.find(a.Tool)
	if err != nil {
		b.problem(a.Tool.Pos, a.Name, "agent %s is unavailable: %v", a.Name, err)
		return unavailable(a, "The "+title+" is unavailable: "+err.Error()+"."), err.Error()
	}
	props, required := schema(info.InputSchema)
	sl, values, probs := slots(a, a.Tool.String(), props, required, b.spec.knownFacts())
	if len(probs) > 0 {
		for _, p := range probs {
			b.problem(p.at, a.Name, "%s", p.msg)
		}
		if probs[0].needsLLM {
			return unavailable(a, "The "+title+" needs the LLM engine: "+probs[0].why+"."), probs[0].msg
		}
		return unavailable(a, "The "+title+" is unavailable: its declaration does not fit its tool ("+probs[0].why+")."), probs[0].msg
	}
	secret := map[string]bool{}
	for _, s := range sl {
		secret[s.Name] = s.Kind == agents.KindSecret
	}
	rt := &runtime{spec: a, props: props, slots: sl, values: values, signIn: b.signsIn(a, sl), summaryOK: true}
	if a.Summary != "" {
		for _, bad := range checkSummary(a.Summary, props, sl, b.spec.knownFacts()) {
			b.problem(a.SummaryPos, a.Name, "%s", bad) // the question is built from the description instead
			rt.summaryOK = false
		}
	}
	reqs := requirements(a)
	action := b.tool(a, a.Tool, info, params(props, required, secret), reqs, rt)
	rt.action = action.Name
	ag := &agents.Agent{Name: a.Name, Title: title, Intro: a.Intro, Description: a.Description,
		Examples: a.Examples, Task: a.Task, ExposeToUser: a.Expose, Requires: reqs, Slots: sl,
		Tools: []*agents.Tool{action}}
	for _, ref := range a.Also {
		ai, err := b.find(ref)
		if err != nil {
			b.problem(ref.Pos, a.Name, "agent %s is unavailable: %v", a.Name, err)
			return unavailable(a, "The "+title+" is unavailable: "+err.Error()+"."), err.Error()
		}
		ap, areq := schema(ai.InputSchema)
		t := b.tool(a, ref, ai, params(ap, areq, nil), reqs, nil)
		t.ForModel = !t.Sensitive // a model may look things up with it (R38)
		if ag.Tool(t.Name) != nil {
			t.Name = ref.Server + "_" + ref.Tool
		}
		ag.Tools = append(ag.Tools, t)
	}
	ag.Start = func(*agents.Turn) (agents.Result, bool) {
		rt.held = nil // a new task: no secret waits from an earlier one
		return agents.Result{}, false
	}
	ag.Act = rt.act
	return ag, ""
}

// find looks a tool up on its server.
func (b *builder) find(ref ToolRef) (mcp.ToolInfo, error) {
	tools, err := b.serverTools(ref.Server)
	if err != nil {
		return mcp.ToolInfo{}, err
	}
	var names []string
	for _, t := range tools {
		if t.Name == ref.Tool {
			return t, nil
		}
		names = append(names, t.Name)
	}
	msg := fmt.Sprintf("server %s has no tool %q", ref.Server, ref.Tool)
	if near := nearestTools(ref.Tool, names); len(near) > 0 {
		msg += " (closest: " + joinComma(near) + ")"
	}
	return mcp.ToolInfo{}, errors.New(msg)
}

// serverTools lists a server's tools once per build.
func (b *builder) serverTools(server string) ([]mcp.ToolInfo, error) {
	if ts, ok := b.tools[server]; ok {
		return ts, b.toolErr[server]
	}
	var ts []mcp.ToolInfo
	var err error
	if b.p == nil {
		err = ErrNotStarted
	} else if ts, err = b.p.Tools(server); err != nil {
		err = fmt.Errorf("server %s did not start: %w", server, err)
	}
	b.tools[server], b.toolErr[server] = ts, err
	return ts, err
}

// unavailable stands in for an agent that cannot work: it is listed as
// unavailable and says why when asked, needing nothing first.
func unavailable(a *AgentSpec, why string) *agents.Agent {
	done := func(*agents.Turn) agents.Result { return agents.Done(why) }
	return &agents.Agent{Name: a.Name, Title: titleOf(a), Intro: a.Intro + " (unavailable)",
		Description: a.Description, Examples: a.Examples, Task: a.Task, ExposeToUser: a.Expose,
		Start: func(t *agents.Turn) (agents.Result, bool) { return done(t), true },
		Act:   done}
}

func titleOf(a *AgentSpec) string {
	if a.Title != "" {
		return a.Title
	}
	return a.Name
}

// requirements are the agent's `requires`: a fact is met when it is
// neither empty nor "false".
func requirements(a *AgentSpec) []agents.Requirement {
	var out []agents.Requirement
	for _, q := range a.Requires {
		fact := q.Fact
		out = append(out, agents.Requirement{Name: fact, Need: q.Need, By: q.By, Ask: q.Ask, First: q.First,
			Satisfied: func(f agents.Facts) bool { v := f[fact]; return v != "" && v != "false" }})
	}
	return out
}

func joinComma(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += ", "
		}
		out += s
	}
	return out
}
