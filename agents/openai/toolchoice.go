package openai

import (
	"context"
	"errors"

	"github.com/concierge-dev/concierge/agents"
)

// Dialect returns what the brain knows of its server: what it was given
// (SetDialect) and what it learned on the way (a refused tool_choice, tool
// calls written as text). `concierge doctor` and the session cache keep it.
func (o *Brain) Dialect() Dialect {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.dialect
}

// SetDialect adopts what is known of the server before the first request
// (doctor's findings, cached per base URL and model: R32), so that, say, a
// server known to refuse tool_choice "auto" is never sent it.
func (o *Brain) SetDialect(d Dialect) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.dialect = d
}

// NewWithDialect builds the model engine for a domain, starting from what
// is known of the server.
func NewWithDialect(d *agents.Domain, client ChatClient, model string, dialect Dialect) *Brain {
	b := New(d, client, model)
	b.dialect = dialect
	return b
}

func (o *Brain) learn(f func(*Dialect)) {
	o.mu.Lock()
	defer o.mu.Unlock()
	f(&o.dialect)
}

// wireChoice is the tool_choice to send for the one a decision needs.
// Only "auto" is ever replaced: where the server refuses it, "required"
// asks for a call all the same (vLLM accepts "required" and a named
// function without --enable-auto-tool-choice, docs.vllm.ai "Tool
// Calling"), naming the tool when there is only one. Dialect "none" sends
// "" for the client to leave tool_choice out — never "none", which would
// forbid the tools.
func (o *Brain) wireChoice(choice string, tools []ToolSpec) string {
	if choice != "auto" {
		return choice
	}
	switch o.Dialect().ToolChoice {
	case "required":
		if len(tools) == 1 {
			return tools[0].Name
		}
		return "required"
	case "none":
		return ""
	}
	return choice
}

// send runs a request with the tool_choice the server accepts. A server
// that refuses "auto" is asked once more with the fallback, which is kept
// for the session and shows in Dialect (R31): a plain answer stays
// possible in the brain's reading (Interpret still takes text as a reply),
// but the model is asked for a call.
func (o *Brain) send(ctx context.Context, req ChatRequest, onDelta func(string)) (Completion, error) {
	asked := req.ToolChoice
	req.ToolChoice = o.wireChoice(asked, req.Tools)
	c, err := o.complete(ctx, req, onDelta)
	if err != nil && req.ToolChoice == "auto" && toolChoiceRefused(err) {
		o.learn(func(d *Dialect) { d.ToolChoice = "required" })
		req.ToolChoice = o.wireChoice(asked, req.Tools)
		c, err = o.complete(ctx, req, onDelta)
	}
	return c, err
}

// toolChoiceRefused reports a server that refuses tool_choice "auto": the
// client's ErrToolChoiceRefused, or vLLM's 400 in words where the client
// does not know it yet.
func toolChoiceRefused(err error) bool {
	return errors.Is(err, ErrToolChoiceRefused) ||
		chainSays(err, `"auto" tool choice requires`, `\"auto\" tool choice requires`, "--enable-auto-tool-choice")
}
