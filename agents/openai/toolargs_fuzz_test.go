package openai

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// toolArgsClient is an in-memory ChatClient whose every answer is one
// chunk with one tool call: the fuzzed arguments, for the tool that pick
// chooses among those the request offers (or a tool it does not offer, or
// none by name).
type toolArgsClient struct {
	args string
	pick uint8

	mu   sync.Mutex
	reqs []ChatRequest
}

func (c *toolArgsClient) Stream(_ context.Context, req ChatRequest) (ChatStream, error) {
	c.mu.Lock()
	c.reqs = append(c.reqs, req)
	c.mu.Unlock()
	names := []string{"no_such_tool", ""}
	for _, t := range req.Tools {
		names = append(names, t.Name)
	}
	name := names[int(c.pick)%len(names)]
	return &toolArgsStream{chunks: []ChatChunk{{
		ToolCalls:    []ToolCallDelta{{Index: 0, ID: "call_fuzz", Name: name, Arguments: c.args}},
		FinishReason: "tool_calls",
	}}}, nil
}

func (c *toolArgsClient) requests() []ChatRequest {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.reqs
	c.reqs = nil
	return out
}

type toolArgsStream struct{ chunks []ChatChunk }

func (s *toolArgsStream) Recv() (ChatChunk, error) {
	if len(s.chunks) == 0 {
		return ChatChunk{}, io.EOF
	}
	ch := s.chunks[0]
	s.chunks = s.chunks[1:]
	return ch, nil
}

func (s *toolArgsStream) Close() error { return nil }

// FuzzToolArguments feeds arbitrary tool-call arguments to the model
// engine's route, fill_slots, pass, refuse and continuation parsing: no
// panic, no error, at most `attempts` requests per decision, every request
// a valid message list, a route always names an agent, and slot values
// only for declared, non-secret slots — whatever the model sends (R10).
func FuzzToolArguments(f *testing.F) {
	for _, s := range []string{
		`{"agent":"stock_lookup","reason":"the user asks for a price"}`,
		`{"agent":"transfer_money","reason":"r","request":"send 5","also":[{"request":"look up AAPL","agent":"stock_lookup"},{"request":"","agent":""}]}`,
		`{"company":"AAPL"}`,
		`{"username":"seldo","password":"monkey"}`,
		`{"Password":"monkey","password ":"x","PASSWORD":1}`,
		`{"destination":1234324,"amount":5e2,"account":["Checking"],"company":{"a":null}}`,
		`{"reason":"\u001b]52;c;aGk=\u0007"}`,
		`{"request":"check my balance"}`,
		`{"agent":"","reason":""}`,
		`{"agent":null}`,
		`[1,2,3]`, `42`, `"x"`, `null`, `true`, ``, `{`, `}`, `{"a":`,
		strings.Repeat(`[`, 200), strings.Repeat(`{"a":`, 50) + `1` + strings.Repeat(`}`, 50),
		"\xff\xfe", `{"company":"\ud800"}`,
	} {
		for _, pick := range []uint8{0, 1, 2, 3, 4} {
			f.Add(s, pick)
		}
	}
	d := bank.Domain()
	f.Fuzz(func(t *testing.T, args string, pick uint8) {
		client := &toolArgsClient{args: args, pick: pick}
		o := New(d, client, "m")
		ctx := context.Background()
		checkRequests := func(what string) {
			t.Helper()
			reqs := client.requests()
			if len(reqs) == 0 || len(reqs) > attempts {
				t.Fatalf("%s took %d requests, want 1 to %d (args %q, pick %d)", what, len(reqs), attempts, args, pick)
			}
			for i, r := range reqs {
				if err := ValidateMessages(r.Messages); err != nil {
					t.Fatalf("%s: request %d is not a valid message list: %v (args %q, pick %d)", what, i+1, err, args, pick)
				}
			}
		}

		r, err := o.Route(ctx, agents.RouteInput{Text: "hello", Agents: d.Agents, Facts: agents.Facts{"authenticated": "false"}})
		if err != nil {
			t.Fatalf("Route(args %q, pick %d) = %v", args, pick, err)
		}
		if strings.TrimSpace(r.Agent) == "" {
			t.Fatalf("Route(args %q, pick %d) named no agent: %+v", args, pick, r)
		}
		checkRequests("Route")

		for _, a := range d.Agents {
			var others []*agents.Agent
			for _, b := range d.Agents {
				if b != a {
					others = append(others, b)
				}
			}
			in, err := o.Interpret(ctx, agents.InterpretInput{Agent: a, Text: "hello", Others: others, Facts: agents.Facts{}})
			if err != nil {
				t.Fatalf("Interpret(%s, args %q, pick %d) = %v", a.Name, args, pick, err)
			}
			for k := range in.Slots {
				s := a.Slot(k)
				if s == nil {
					t.Fatalf("Interpret(%s, args %q, pick %d) filled %q, which %s does not declare", a.Name, args, pick, k, a.Name)
				}
				if s.Kind == agents.KindSecret {
					t.Fatalf("Interpret(%s, args %q, pick %d) filled the secret slot %s from the model", a.Name, args, pick, k)
				}
			}
			checkRequests("Interpret " + a.Name)
		}

		if _, err := o.Continue(ctx, agents.ContinueInput{Facts: agents.Facts{}}); err != nil {
			t.Fatalf("Continue(args %q, pick %d) = %v", args, pick, err)
		}
		checkRequests("Continue")
	})
}
