package openai

import (
	"encoding/json"
	"slices"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/docs"
)

// The read_message tool (R52): one request reads a user's message into
// R50's commands. Its arguments' schema is docs/read_message.schema.json,
// embedded, so what is sent is what is committed. A domain fills in what
// the file cannot know — the enum of `agent` (its agents), the enum of
// `slot` (its slots) and the properties of `values` (its slots a model may
// fill) — and each moment narrows that only by taking away: enum values,
// command kinds, and the fields no remaining kind uses. Plain types,
// enums and required lists only, no oneOf or if/then, since Gemini and
// the local servers' grammars refuse them: what the schema cannot say
// (start_task needs a reason, set_value a slot) the parser checks.

// ReadMessageTool is the tool's name; harnesses outside the package rely
// on it.
const ReadMessageTool = "read_message"

// ReadMoment is what is legal when a message is read.
type ReadMoment struct {
	// Agents are the agents a start_task may name; nil is every agent of
	// the domain, and an empty list none (start_task is then not offered).
	Agents []string
	// Slots are the slots set_value, correct_value and secret may name:
	// the open question's and the task's under way, the pending call's.
	// None: those kinds are not offered.
	Slots []string
	// Task: a task is under way, so cancel may drop only it (current).
	Task bool
	// Approval: an approval waits (approve, reject).
	Approval bool
	// Session: the approval may be given for the session (R56).
	Session bool
	// Plan: a plan waits (approve, reject, skip_step, edit_step).
	Plan bool
}

// FullMoment is the moment that narrows nothing: the schema of the domain
// as committed.
func FullMoment() ReadMoment {
	return ReadMoment{Task: true, Approval: true, Session: true, Plan: true}
}

// kindFields are the fields each command kind takes, in R50's words.
var kindFields = map[agents.CommandKind][]string{
	agents.CmdStartTask:    {"agent", "values", "reason"},
	agents.CmdSetValue:     {"slot", "value"},
	agents.CmdCorrectValue: {"slot", "value"},
	agents.CmdCancel:       {"scope"},
	agents.CmdApprove:      {"scope"},
	agents.CmdReject:       {"reason"},
	agents.CmdSkipStep:     {"n"},
	agents.CmdEditStep:     {"n", "text"},
	agents.CmdClarify:      {"candidates"},
	agents.CmdAsk:          {"question"},
	agents.CmdSmallTalk:    {"kind"},
	agents.CmdSecret:       {"slot"},
	agents.CmdRefuse:       {"reason"},
	agents.CmdUnused:       {"words"},
}

// committedSchema is the embedded file, decoded afresh (callers change it).
func committedSchema() map[string]any {
	var s map[string]any
	if err := json.Unmarshal(docs.ReadMessageSchema, &s); err != nil {
		panic("docs/read_message.schema.json: " + err.Error()) // a test keeps it valid
	}
	return s
}

// itemProps is the properties object of one command in a schema.
func itemProps(s map[string]any) map[string]any {
	cmds := s["properties"].(map[string]any)["commands"].(map[string]any)
	return cmds["items"].(map[string]any)["properties"].(map[string]any)
}

// domainSchema is the committed schema with the domain's agents, slots
// and fillable slots filled in: the schema sent when nothing is narrowed.
func domainSchema(d *agents.Domain) map[string]any {
	s := committedSchema()
	props := itemProps(s)
	var names, slots []string
	values := map[string]any{}
	for _, a := range d.Agents {
		names = append(names, a.Name)
		for _, sl := range a.Slots {
			if !slices.Contains(slots, sl.Name) {
				slots = append(slots, sl.Name)
			}
			if sl.Kind != agents.KindSecret {
				values[sl.Name] = map[string]any{"type": "string"}
			}
		}
	}
	props["agent"].(map[string]any)["enum"] = names
	props["slot"].(map[string]any)["enum"] = slots
	if len(values) > 0 {
		props["values"].(map[string]any)["properties"] = values
	}
	return s
}

// ReadMessageSchema is the schema of read_message's arguments for d at
// moment m: the domain's schema, narrowed only by taking away.
func ReadMessageSchema(d *agents.Domain, m ReadMoment) map[string]any {
	s := domainSchema(d)
	props := itemProps(s)
	keep := func(field string, allowed func(string) bool) []string {
		p := props[field].(map[string]any)
		var out []string
		for _, v := range enumOf(p) {
			if allowed(v) {
				out = append(out, v)
			}
		}
		p["enum"] = out
		return out
	}
	legal := map[agents.CommandKind]bool{}
	for _, k := range agents.CommandKinds {
		legal[k] = true
	}
	if m.Agents != nil && len(keep("agent", func(v string) bool { return slices.Contains(m.Agents, v) })) == 0 {
		legal[agents.CmdStartTask] = false
	}
	if m.Slots != nil && len(keep("slot", func(v string) bool { return slices.Contains(m.Slots, v) })) == 0 {
		legal[agents.CmdSetValue], legal[agents.CmdCorrectValue], legal[agents.CmdSecret] = false, false, false
	}
	if !m.Approval && !m.Plan {
		legal[agents.CmdApprove], legal[agents.CmdReject] = false, false
	}
	if !m.Plan {
		legal[agents.CmdSkipStep], legal[agents.CmdEditStep] = false, false
	}
	keep("scope", func(v string) bool {
		switch v {
		case "current":
			return m.Task
		case "once":
			return legal[agents.CmdApprove]
		case "session":
			return legal[agents.CmdApprove] && m.Session
		}
		return true
	})
	keep("command", func(v string) bool { return legal[agents.CommandKind(v)] })
	// a field no offered kind takes goes, so that its empty enum (an
	// unsatisfiable schema) or its words are not sent
	used := map[string]bool{"command": true}
	for k, fields := range kindFields {
		if legal[k] {
			for _, f := range fields {
				used[f] = true
			}
		}
	}
	for f := range props {
		if !used[f] {
			delete(props, f)
		}
	}
	return s
}

// enumOf reads a property's enum as strings.
func enumOf(p map[string]any) []string {
	switch e := p["enum"].(type) {
	case []string:
		return e
	case []any:
		out := make([]string, 0, len(e))
		for _, v := range e {
			if s, ok := v.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// readMessageTool is the tool as a request offers it.
func readMessageTool(d *agents.Domain, m ReadMoment) ToolSpec {
	return ToolSpec{Name: ReadMessageTool, Description: "Read the user's latest message into commands.", Parameters: ReadMessageSchema(d, m)}
}
