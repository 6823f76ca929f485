package openai

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// An agent's ForModel tools (R38: a domain file's read-only `also` tools)
// are offered to the model while it reads a message, so that it can look
// something up before it answers. The brain never runs a tool: it returns
// the calls, the loop runs them — checked as any call — and asks again
// with their results, which go back to the model as tool messages.

// maxResultToModel bounds a tool's output in the next request.
const maxResultToModel = 4000

// modelTools are the agent's tools a model may call, by name. A tool that
// needs an approval is never offered, and after three rounds of calls in
// one message none is: the model answers with what it has.
func modelTools(a *agents.Agent, done []agents.ToolResult) map[string]*agents.Tool {
	out := map[string]*agents.Tool{}
	if len(done) >= 3*len(a.Tools) || len(done) >= 6 {
		return out
	}
	for _, t := range a.Tools {
		switch {
		case !t.ForModel || t.Sensitive:
		case t.Name == "fill_slots" || t.Name == "pass" || t.Name == "refuse":
		default:
			out[t.Name] = t
		}
	}
	return out
}

// cleanSchema makes a tool's schema one every provider takes: no
// "$schema", no "additionalProperties" (some refuse it), and "properties"
// never empty where a provider needs one (Gemini refuses an empty object).
func cleanSchema(s map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range s {
		if k == "$schema" || k == "additionalProperties" {
			continue
		}
		out[k] = v
	}
	if props, ok := out["properties"].(map[string]any); !ok || len(props) == 0 {
		delete(out, "properties")
		delete(out, "required")
	}
	out["type"] = "object"
	return out
}

// callArgs reads a model's arguments for a tool into Args, each value as
// text; an argument the tool does not declare is dropped, and a secret
// one is never taken from a model.
func callArgs(t *agents.Tool, raw string) (agents.Args, error) {
	var m map[string]any
	if err := json.Unmarshal([]byte(orDefault(raw, "{}")), &m); err != nil {
		return nil, fmt.Errorf("the arguments of %s are not valid JSON: %v", t.Name, err)
	}
	out := agents.Args{}
	for _, p := range t.Params {
		if v, ok := m[p.Name]; ok && v != nil && !p.Secret {
			out[p.Name] = reading.Clip(strings.TrimSpace(fmt.Sprint(v)), maxValue)
		}
	}
	return out, nil
}

// withResults appends the calls the loop ran for this message, each as the
// assistant's call and the tool's answer, after the user's message.
func withResults(msgs []ChatMessage, results []agents.ToolResult) []ChatMessage {
	for i, r := range results {
		id := fmt.Sprintf("call_concierge_%d", i+1)
		args, _ := json.Marshal(r.Args)
		content := reading.Clip(r.Output, maxResultToModel)
		if r.Err != "" {
			content = "error: " + reading.Clip(r.Err, 300)
		}
		msgs = append(msgs,
			ChatMessage{Role: "assistant", ToolCalls: []ToolCall{{ID: id, Name: r.Tool, Arguments: string(args)}}},
			ChatMessage{Role: "tool", ToolCallID: id, Content: content})
	}
	return msgs
}
