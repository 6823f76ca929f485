package domainfile

import (
	"errors"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/state"
)

// tool wraps an MCP tool as an agent tool: the approval policy, the
// summary from the parsed arguments, the call through the provider. rt is
// the agent's runtime for its action tool, nil for an `also` tool.
func (b *builder) tool(a *AgentSpec, ref ToolRef, info mcp.ToolInfo, ps []agents.Param, reqs []agents.Requirement, rt *runtime) *agents.Tool {
	sv := b.spec.Server(ref.Server)
	trusted := sv != nil && sv.Trusted
	pinKey := b.spec.Name + "/" + ref.Server
	st := b.shared[ref.String()]
	if st == nil {
		hash := ToolHash(info)
		pinned := b.pins.pinned(pinKey, ref.Tool)
		st = &toolState{ref: ref, hash: hash, changed: pinned != "" && pinned != hash}
		b.shared[ref.String()] = st
	}
	// the agent's approval is its action's; an `also` tool follows auto
	policy := a.Approval
	if rt == nil {
		policy = ApprovalAuto
	}
	dec := Decide(policy, trusted, info, st.changed)
	t := &agents.Tool{Name: ref.Tool, Description: info.Description, Params: ps,
		Sensitive: dec.Ask, SideEffects: dec.SideEffects, Requires: reqs, Server: ref.Server, Trusted: trusted,
		Pin: st.hash, ForSession: dec.ForSession, Effect: dec.Effect}
	st.uses = append(st.uses, toolUse{tool: t, ask: Decide(policy, trusted, info, false).Ask})
	t.Progress = func(agents.Args) string { return "Calling " + ref.String() }
	lead := SummaryLead(info.Description, a.Task, ref.Tool)
	t.Summary = func(args agents.Args, facts agents.Facts) string {
		if rt != nil && a.Summary != "" && rt.summaryOK {
			return templateSummary(a.Summary, ps, args, rt.said, facts, st.changed)
		}
		return DefaultSummary(lead, ps, args, st.changed)
	}
	t.Details = func(shown agents.Args) string { return Details(ref.Tool, ps, shown) }
	props, _ := schema(info.InputSchema)
	t.Run = func(env agents.ToolEnv, args agents.Args) (string, error) {
		if b.p == nil {
			return "", ErrNotStarted
		}
		// the definition must still be the one the user saw and approved
		if now, err := b.p.Tools(ref.Server); err == nil {
			for _, n := range now {
				if n.Name == ref.Tool && ToolHash(n) != st.hash {
					return "", fmt.Errorf("%s changed its definition during this session, so it did not run; start a new session to review it", ref)
				}
			}
		}
		b.approved(st, pinKey)
		call := make(map[string]any, len(args))
		for k, v := range args {
			call[k] = argument(props[k], v)
		}
		res, err := b.p.Call(env.Context(), ref.Server, ref.Tool, call, env.Report)
		if err != nil {
			return "", fmt.Errorf("%s failed: %w", ref, err)
		}
		if res.IsError {
			text := strings.TrimSpace(res.Text)
			if text == "" {
				text = ref.String() + " reported an error"
			}
			return "", toolError(text)
		}
		if rt != nil {
			rt.last = &res
			rt.apply(env.Facts, res)
		}
		return res.Text, nil
	}
	return t
}

// approved pins a tool's definition as it runs. A tool asked because its
// definition changed runs only once the user approved it, so this is the
// approval of the new definition: from now on its own policy decides. A
// tool never pinned is pinned on its first call.
func (b *builder) approved(st *toolState, pinKey string) {
	if err := b.pins.record(pinKey, st.ref.Tool, st.hash); err != nil {
		return // not pinned: it is asked again next session, the safe side
	}
	if st.changed {
		st.changed = false
		for _, u := range st.uses {
			u.tool.Sensitive = u.ask
		}
	}
}

// toolError is a failure the tool reported (isError): its words are the
// agent's reply.
type toolError string

func (e toolError) Error() string { return string(e) }

// runtime is an agent's action at work: its slots, the result of its
// last call, and a secret held while its call waits for approval.
type runtime struct {
	spec   *AgentSpec
	props  map[string]property
	slots  []agents.Slot
	values []valueSlot       // filled when the tool runs, not asked
	filled map[string]string // the values of the last call, for the reply
	action string
	last   *mcp.Result
	// held keeps the secret arguments of a call parked for approval: the
	// loop keeps a secret for one message only, and the yes comes in the
	// next. In memory only, never stored; a new task drops it.
	held map[string]string
	// signIn marks a sign-in: a secret slot, and an authentication fact
	// its success sets. A refused sign-in asks for the secret again, as
	// the bank's login does (R29), up to signInTries in a row.
	signIn bool
	failed int // refused sign-ins in a row
	// said are the slots' values of the call asked (secrets left out),
	// for the summary template; summaryOK: the template's names check
	said      map[string]string
	summaryOK bool
}

// act runs the action tool with the slots' values and words the result.
func (rt *runtime) act(t *agents.Turn) agents.Result {
	args := agents.Args{}
	var secrets []string
	for _, s := range rt.slots {
		v := t.Slot(s.Name)
		if s.Kind == agents.KindSecret {
			if v == "" {
				v = rt.held[s.Name]
			}
			if v == "" {
				return agents.Result{Reply: "I need your " + s.LabelOrName() + " again before I go on.", Clear: []string{s.Name}}
			}
			secrets = append(secrets, v)
		}
		if _, sent := rt.props[s.Name]; sent && v != "" {
			args[s.Name] = v
		}
	}
	rt.said = map[string]string{}
	for _, s := range rt.slots {
		if s.Kind != agents.KindSecret {
			rt.said[s.Name] = t.Slot(s.Name)
		}
	}
	if err := rt.fill(t, args); err != nil {
		return agents.Done(sentence(upperFirst(err.Error())))
	}
	rt.last = nil
	_, err := t.Call(rt.action, args)
	if errors.Is(err, agents.ErrAwaitingApproval) {
		rt.held = map[string]string{}
		for _, s := range rt.slots {
			if s.Kind == agents.KindSecret {
				rt.held[s.Name] = args[s.Name]
			}
		}
		return agents.Result{}
	}
	rt.held = nil
	if err != nil || rt.last == nil {
		// a failure sets nothing and ends the task; its words are shown
		msg := "the call did not run"
		if err != nil {
			msg = err.Error()
		}
		var reported toolError
		if !errors.As(err, &reported) {
			msg = "That did not work: " + msg
		} else if again, last := rt.refused(); len(again) > 0 {
			// "That owner and PIN don't match.": the PIN is asked again,
			// masked, with the owner kept, as a wrong password is
			return agents.Result{Reply: maskSecrets(sentence(msg), secrets), Clear: again}
		} else if last {
			// the last try: the sign-in ends, and so does what waited on
			// it, which would only ask for the sign-in again at once
			return agents.Abandon(maskSecrets(sentence(msg), secrets))
		}
		return agents.Result{Reply: maskSecrets(sentence(msg), secrets), Done: true, Missed: true}
	}
	rt.failed = 0
	res := *rt.last
	reply := rt.reply(res, t)
	if narrowed, ok := rt.narrowList(res, t); ok {
		reply = narrowed // "what's on my to-do list": the to-dos alone (narrow.go)
	}
	out := agents.Done(maskSecrets(reply, secrets))
	out.Artifact, out.Notes = rt.artifacts(res, secrets)
	return out
}

// artifacts are the result as an artifact (`artifact: true`), else the
// resources it returned: the first as the artifact, the others as notes.
func (rt *runtime) artifacts(res mcp.Result, secrets []string) (*state.Artifact, []string) {
	title := titleOf(rt.spec)
	if rt.spec.Artifact {
		body := res.Text
		if body == "" && res.Structured != nil {
			body = render(res.Structured)
		}
		return &state.Artifact{Title: title + ": " + rt.spec.Tool.Tool, Body: maskSecrets(body, secrets), Kind: "tool"}, nil
	}
	var art *state.Artifact
	var notes []string
	for _, a := range res.Artifacts {
		name := a.Title
		if name == "" {
			name = a.URI
		}
		if art == nil {
			body := a.Text
			if body == "" {
				body = a.URI
			}
			art = &state.Artifact{Title: clean(name), Body: maskSecrets(body, secrets), Kind: "resource"}
			continue
		}
		notes = append(notes, "Also returned: "+clean(name))
	}
	return art, notes
}

// sentence ends a message with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}

// maskSecrets hides a secret a server echoed back (a wrong PIN in an
// error): the user's secret never shows in a reply.
func maskSecrets(s string, secrets []string) string {
	for _, v := range secrets {
		if len(v) >= 3 {
			s = strings.ReplaceAll(s, v, state.SecretMask)
		}
	}
	return s
}

// fill puts each value into the arguments, made from the slots and facts
// of this turn.
func (rt *runtime) fill(t *agents.Turn, args agents.Args) error {
	asked := make(map[string]bool, len(rt.slots))
	for _, s := range rt.slots {
		asked[s.Name] = s.Kind != agents.KindSecret
	}
	rt.filled = map[string]string{}
	for _, v := range rt.values {
		val, err := v.render(asked, t)
		if err != nil {
			return err
		}
		args[v.name], rt.filled[v.name] = val, val
	}
	return nil
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
