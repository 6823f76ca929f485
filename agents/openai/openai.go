// Package openai is the model brain (R16) for any OpenAI-compatible chat
// completions server (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp, LM
// Studio, Groq, OpenRouter, Gemini, Mistral): the routing, reading and
// continuation tool calls, and the checks on a request's messages before
// it is sent.
//
// Requests go through github.com/sashabaranov/go-openai (R54): it builds
// each request from its ChatCompletionRequest (CreateChatCompletionStream,
// its Azure config with the project's api-version and deployment mapper),
// sends it, reads the SSE stream into its chunk types, and turns error
// answers into *APIError or *RequestError. What it cannot express or read
// is bridged around it, not by a second client: an http.RoundTripper in
// the *http.Client given as its HTTPClient (bridge.go, bridge_stream.go,
// bridge_chunk.go) patches the request body (temperature exactly 0,
// which its omitempty never sends; empty contents; Gemini's
// extra_content) and rewrites each server's stream into OpenAI's (SSE
// comments dropped and counted as liveness; every error shape as data:
// {"error":…}; arguments sent as objects and numeric ids re-encoded;
// reasoning and content parts mapped to reasoning_content; x_groq usage
// moved to usage; a 200 holding one JSON error made an error), and keeps
// the headers its errors lose (Retry-After). The bridge decodes and
// re-encodes each chunk, about 7 µs of the client's ~14 µs a chunk
// (BENCHMARKS.md).
//
// The rest is the project's own, because go-openai has none of it: the
// retries and Retry-After (openai_client.go); the stall watchdog, telling a
// cut stream from a finished one (go-openai returns io.EOF for both) and
// <think> splitting (client_stream.go, think.go); merging tool-call
// deltas, counting usage once and content_filter as a refusal (stream.go);
// error bodies of every shape in words (error_body.go, openai_errors.go);
// and, for the servers people run (R31), lists that strict chat templates
// accept (alternate.go), tool calls written as text and reasoning inline
// (textcalls.go, reply.go), repairs that never echo a malformed call
// (repair.go) and a refused tool_choice (toolchoice.go). A request
// go-openai refuses before sending (its ReasoningValidator keeps tools
// from some reasoning models) is refused up front in one sentence, and
// doctor says so.
package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// Brain is the model engine (R16): the orchestrator, each agent's reading
// of a message and the continuation step are tool calls of an
// OpenAI-compatible model. The model only proposes — a route, slot values,
// "not mine" — and the loop checks every proposal in code, so no answer of
// the model can skip a requirement, fill a secret or run a tool.
type Brain struct {
	client ChatClient
	model  string
	domain *agents.Domain

	mu    sync.Mutex
	usage agents.Usage
	// requests are the model requests not yet taken for the trace
	requests []agents.ModelRequest
	// dialect is what the server accepts, given (SetDialect) or learned
	dialect Dialect
}

var _ agents.Brain = (*Brain)(nil)

// Model-call tuning.
const (
	// The model's words are bounded where they enter: a hostile or broken
	// server must not fill the transcript, the store or the next prompt.
	maxReply  = 4000 // a question to the user, in runes
	maxReason = 300  // a routing, pass or refusal reason
	maxName   = 80   // an agent name (checked against the legal ones anyway)
	maxValue  = 500  // a slot value or a request
	// attempts bounds the calls one decision may take when the model
	// answers with no tool, an unknown tool or malformed arguments (R9).
	attempts = 3
	// historyWindow is how many past messages a request carries.
	historyWindow = 16
)

// New builds the model engine for a domain.
func New(d *agents.Domain, client ChatClient, model string) *Brain {
	return &Brain{client: client, model: model, domain: d}
}

// Name implements agents.Brain.
func (o *Brain) Name() string { return "openai" }

// Model implements agents.Brain.
func (o *Brain) Model() string { return o.model }

// Usage implements agents.Brain.
func (o *Brain) Usage() agents.Usage {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.usage
}

// Route implements agents.Brain through the `route` tool, whose agent parameter
// is an enum of the legal names (R3).
func (o *Brain) Route(ctx context.Context, in agents.RouteInput) (agents.Route, error) {
	// the loop's rejection of the last route (in.Retry) goes to the model
	// as a user-role repair, not into the system prompt (R31)
	data := prompts.OrchestratorData{Domain: o.domain.Name, Facts: visibleFacts(in.Facts)}
	names := []string{}
	for _, a := range in.Agents {
		names = append(names, a.Name)
		data.Agents = append(data.Agents, prompts.AgentCard{Name: a.Name, Description: a.Description, Needs: a.Needs(), Examples: a.Examples})
	}
	names = append(names, agents.ConciergeName)
	tools := []ToolSpec{
		{Name: "route", Description: "Choose the agent that handles the user's latest message.", Parameters: object(
			map[string]any{
				"agent":   map[string]any{"type": "string", "enum": names, "description": "the agent's name"},
				"reason":  map[string]any{"type": "string", "description": "one sentence: why this agent"},
				"request": map[string]any{"type": "string", "description": "the part of the message for this agent, when the message asks for several things"},
				"also": map[string]any{"type": "array", "description": "the other requests in the same message, for after this one, in order; empty if none",
					"items": map[string]any{"type": "object", "required": []string{"request", "agent"}, "properties": map[string]any{
						"request": map[string]any{"type": "string", "description": "the request, written as the user would ask it"},
						"agent":   map[string]any{"type": "string", "enum": names},
					}}},
			}, "agent", "reason")},
		refuseTool,
	}
	msgs := o.conversation(prompts.Orchestrator(data), in.History, in.Text)
	var out agents.Route
	err := o.decide(ctx, ask{msgs: msgs, tools: tools, choice: "required", note: retryNote(in.Retry)}, func(c Completion) error {
		call, err := onlyCall(c)
		if err != nil {
			return err
		}
		if call.Name == "refuse" {
			// a refusal holds whatever its arguments: guardrails fail closed
			out = agents.Route{Agent: agents.ConciergeName, Refuse: reasonOf(call.Arguments, "the model refused the request")}
			return nil
		}
		var args struct {
			Agent, Reason, Request string
			Also                   []struct{ Request, Agent string }
		}
		if err := json.Unmarshal([]byte(call.Arguments), &args); err != nil {
			return fmt.Errorf("the arguments of %s are not valid JSON: %v", call.Name, err)
		}
		switch call.Name {
		case "route":
			args.Agent = strings.TrimSpace(args.Agent)
			if args.Agent == "" { // a blank name is none: the model is told so
				return errors.New("route needs an agent")
			}
			// the name is checked by the loop, which feeds a wrong one back
			out = agents.Route{Agent: reading.Clip(args.Agent, maxName), Reason: reading.Clip(orDefault(args.Reason, "the model chose it"), maxReason)}
			if len(args.Also) > 0 {
				first := reading.Clip(orDefault(strings.TrimSpace(args.Request), in.Text), maxValue)
				out.Text = first
				out.Plan = []agents.PlanStep{{Action: first, Agent: args.Agent}}
				for _, a := range args.Also {
					if r := strings.TrimSpace(a.Request); r != "" {
						out.Plan = append(out.Plan, agents.PlanStep{Action: reading.Clip(r, maxValue), Agent: reading.Clip(a.Agent, maxName)})
					}
				}
			}
		default:
			return fmt.Errorf("there is no tool %q; call route or refuse", call.Name)
		}
		return nil
	})
	switch {
	case errors.Is(err, errFiltered):
		return agents.Route{Agent: agents.ConciergeName, Refuse: filteredReason}, nil
	case errors.Is(err, errNoDecision):
		return agents.Route{Agent: agents.ConciergeName, Reason: "the model gave no usable answer, so the concierge answers"}, nil
	}
	return out, err
}

// Interpret implements agents.Brain through `fill_slots`, `pass` and `refuse`;
// a plain text answer is the model's wording of a question to the user.
func (o *Brain) Interpret(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
	data := prompts.AgentData{Name: in.Agent.Name, Description: in.Agent.Description}
	props := map[string]any{}
	for _, s := range in.Agent.Slots {
		if s.Kind == agents.KindSecret {
			continue // a model never sees or fills a secret (R10)
		}
		card := prompts.SlotCard{Name: s.Name, Kind: string(s.Kind), Hint: s.Hint, Choices: s.ChoiceValues(), Value: in.Slots[s.Name]}
		data.Slots = append(data.Slots, card)
		p := map[string]any{"type": "string", "description": s.LabelOrName()}
		if len(s.Choices) > 0 {
			p["enum"] = s.ChoiceValues()
		}
		props[s.Name] = p
	}
	if s := in.Agent.Slot(in.Asked); s != nil && s.Kind != agents.KindSecret {
		data.Asked = s.LabelOrName()
	}
	for _, a := range in.Others {
		data.Others = append(data.Others, prompts.AgentCard{Name: a.Name, Description: a.Description})
	}
	tools := []ToolSpec{
		{Name: "fill_slots", Description: "Record the values the user gave for " + in.Agent.Name + "'s task.", Parameters: object(props)},
		refuseTool,
	}
	if len(in.Others) > 0 {
		tools = append(tools, ToolSpec{Name: "pass", Description: "The message is a request for another agent, not an answer for you.",
			Parameters: object(map[string]any{"reason": map[string]any{"type": "string"}}, "reason")})
	}
	offered := modelTools(in.Agent, in.Results)
	for _, t := range offered {
		tools = append(tools, ToolSpec{Name: t.Name, Description: t.Description, Parameters: cleanSchema(t.Schema())})
	}
	msgs := withResults(o.conversation(prompts.Agent(data), in.History, in.Text), in.Results)
	var out agents.Interpretation
	err := o.decide(ctx, ask{msgs: msgs, tools: tools, choice: "auto", onDelta: in.OnDelta}, func(c Completion) error {
		out = agents.Interpretation{Slots: map[string]string{}, Reply: reading.Clip(strings.TrimSpace(c.Content), maxReply)}
		for _, call := range c.ToolCalls {
			switch call.Name {
			case "fill_slots":
				var args map[string]any
				if err := json.Unmarshal([]byte(orDefault(call.Arguments, "{}")), &args); err != nil {
					return fmt.Errorf("the arguments of fill_slots are not valid JSON: %v", err)
				}
				for k, v := range args {
					if s := in.Agent.Slot(k); s != nil && s.Kind != agents.KindSecret && v != nil {
						out.Slots[k] = reading.Clip(strings.TrimSpace(fmt.Sprint(v)), maxValue)
					}
				}
			case "pass":
				out.Pass, out.PassReason = true, reasonOf(call.Arguments, "the model says the message is for another agent")
			case "refuse":
				out.Refuse = reasonOf(call.Arguments, "the model refused the request")
			default:
				t, ok := offered[call.Name]
				if !ok {
					return fmt.Errorf("there is no tool %q; call fill_slots, pass or refuse", call.Name)
				}
				args, err := callArgs(t, call.Arguments)
				if err != nil {
					return err
				}
				out.Calls = append(out.Calls, agents.ToolCall{Tool: t.Name, Args: args})
			}
		}
		return nil
	})
	switch {
	case errors.Is(err, errFiltered):
		return agents.Interpretation{Refuse: filteredReason}, nil // never a slot value or a reply
	case errors.Is(err, errNoDecision):
		return agents.Interpretation{}, nil // nothing usable: the loop asks again
	}
	return out, err
}

// Continue implements agents.Brain. Requests the user already listed are taken
// in order without a model call; otherwise the model reads the history and
// answers through a tool, never through a magic string (R7).
func (o *Brain) Continue(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error) {
	if len(in.Queue) > 0 {
		return agents.Continuation{Request: in.Queue[0], FromQueue: true, Reason: fmt.Sprintf("the user also asked %q", in.Queue[0])}, nil
	}
	tools := []ToolSpec{
		{Name: "continue_request", Description: "Part of the user's original request is not done yet.", Parameters: object(
			map[string]any{"request": map[string]any{"type": "string", "description": "the request, as if written by the user"}}, "request")},
		{Name: "no_further_task", Description: "Everything the user asked for is done.", Parameters: object(map[string]any{})},
	}
	// the history ends with an agent's reply; a list must not (R31: an
	// assistant message last is a "prefill"), so the question is put last
	msgs := append(o.conversation(prompts.Continuation(), in.History, ""), ChatMessage{Role: "user", Content: continueAsk})
	var out agents.Continuation
	err := o.decide(ctx, ask{msgs: msgs, tools: tools, choice: "required"}, func(c Completion) error {
		call, err := onlyCall(c)
		if err != nil {
			return err
		}
		switch call.Name {
		case "no_further_task":
			out = agents.Continuation{Reason: "no further task: the model finds the user's request done"}
		case "continue_request":
			var args struct{ Request string }
			if err := json.Unmarshal([]byte(call.Arguments), &args); err != nil {
				return fmt.Errorf("the arguments of continue_request are not valid JSON: %v", err)
			}
			if strings.TrimSpace(args.Request) == "" {
				return errors.New("continue_request needs the request")
			}
			out = agents.Continuation{Request: reading.Clip(args.Request, maxValue), Reason: "the model finds the user's original request unfinished"}
		default:
			return fmt.Errorf("there is no tool %q; call continue_request or no_further_task", call.Name)
		}
		return nil
	})
	switch {
	case errors.Is(err, errFiltered):
		return agents.Continuation{Reason: "no further task: " + filteredReason}, nil
	case errors.Is(err, errNoDecision):
		return agents.Continuation{Reason: "no further task: the model gave no usable answer"}, nil
	}
	return out, err
}

// continueAsk closes the continuation step's list.
const continueAsk = "(An agent has just finished. Is any part of what the user asked for still not done? Answer with one tool call.)"

// conversation is the system prompt, the recent history and the message.
// History is the session's transcript, where secrets are already masked.
// The list is raw: decide shapes it with Alternate before it is sent.
func (o *Brain) conversation(system string, history []state.Message, text string) []ChatMessage {
	msgs := []ChatMessage{{Role: "system", Content: system}}
	var past []ChatMessage
	for _, m := range history {
		if strings.TrimSpace(m.Text) == "" && !m.Masked {
			continue // an empty turn would become "agent: " and nothing else
		}
		role := "user"
		content := m.Text
		if m.Role == state.RoleAgent {
			role = "assistant"
			content = m.Agent + ": " + m.Text
		}
		if m.Masked {
			content = "(the user typed a secret, which is not shown)"
		}
		past = append(past, ChatMessage{Role: role, Content: content})
	}
	// the message being read is the last one of the history, and text is
	// the loop's reading of it: the same words, the part of it being
	// handled now (a plan step, the message without a secret typed into
	// it), or the step a "yes" to a plan starts. Only text is sent, at the
	// end: sending both would make one user turn of the two (R31), and the
	// model would read again what the loop already split off.
	if n := len(past); text != "" && n > 0 && past[n-1].Role == "user" {
		past = past[:n-1]
	}
	msgs = append(msgs, Window(past, historyWindow)...)
	if text != "" {
		msgs = append(msgs, ChatMessage{Role: "user", Content: text})
	}
	return msgs
}

var refuseTool = ToolSpec{Name: "refuse", Description: "Refuse a harmful, illegal or abusive request.",
	Parameters: object(map[string]any{"reason": map[string]any{"type": "string"}}, "reason")}

func object(props map[string]any, required ...string) map[string]any {
	if required == nil {
		required = []string{}
	}
	return map[string]any{"type": "object", "properties": props, "required": required}
}

func onlyCall(c Completion) (ToolCall, error) {
	switch len(c.ToolCalls) {
	case 0:
		return ToolCall{}, errors.New("no tool was called")
	case 1:
		return c.ToolCalls[0], nil
	}
	return ToolCall{}, errors.New("call exactly one tool")
}

func reasonOf(args, fallback string) string {
	var a struct{ Reason string }
	_ = json.Unmarshal([]byte(args), &a)
	return reading.Clip(orDefault(strings.TrimSpace(a.Reason), fallback), maxReason)
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// visibleFacts are the facts a prompt may show, in a stable order.
func visibleFacts(f agents.Facts) []prompts.Fact {
	keys := make([]string, 0, len(f))
	for k := range f {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]prompts.Fact, 0, len(keys))
	for _, k := range keys {
		out = append(out, prompts.Fact{Key: k, Value: f[k]})
	}
	return out
}

// estimateTokens guesses a request's size when the server reports none:
// about four characters a token.
func estimateTokens(req ChatRequest, c Completion) int {
	n := len(c.Content)
	for _, m := range req.Messages {
		n += len(m.Content)
	}
	for _, t := range c.ToolCalls {
		n += len(t.Arguments)
	}
	return n/4 + 1
}
