package openai

import (
	"context"
	"encoding/json"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/state"
)

// testEngine is the model engine for the bank domain against a fake
// server answering with responses in order (a request past them fails the
// test).
func testEngine(t *testing.T, responses ...openaitest.Response) (*Brain, *openaitest.Server) {
	t.Helper()
	s := openaitest.New(t, openaitest.Script(t, responses...))
	c := NewClient(Config{APIKey: "test", BaseURL: s.URL,
		Sleep: func(ctx context.Context, _ time.Duration) error { return ctx.Err() }})
	return New(bank.Domain(), c, "test-model"), s
}

// toolSchema decodes the parameters of the named tool offered in r.
func toolSchema(t *testing.T, r openaitest.Request, name string) map[string]any {
	t.Helper()
	for _, tool := range r.Chat.Tools {
		if tool.Function.Name == name {
			var m map[string]any
			if err := json.Unmarshal(tool.Function.Parameters, &m); err != nil {
				t.Fatalf("tool %s parameters: %v", name, err)
			}
			return m
		}
	}
	t.Fatalf("tool %s not offered; tools %v", name, r.ToolNames())
	return nil
}

func properties(t *testing.T, schema map[string]any) map[string]any {
	t.Helper()
	p, ok := schema["properties"].(map[string]any)
	if !ok {
		t.Fatalf("schema has no properties: %v", schema)
	}
	return p
}

func stringsOf(v any) []string {
	xs, _ := v.([]any)
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		s, _ := x.(string)
		out = append(out, s)
	}
	return out
}

// wireMessages turns a request's messages back into ChatMessages, to check
// them with ValidateMessages.
func wireMessages(r openaitest.Request) []ChatMessage {
	var out []ChatMessage
	for _, m := range r.Chat.Messages {
		cm := ChatMessage{Role: m.Role, Content: m.Content, ToolCallID: m.ToolCallID}
		for _, c := range m.ToolCalls {
			cm.ToolCalls = append(cm.ToolCalls, ToolCall{ID: c.ID, Name: c.Function.Name, Arguments: c.Function.Arguments})
		}
		out = append(out, cm)
	}
	return out
}

// checkRequests asserts every request the engine sent has a valid message
// list, the engine's model and temperature ~0.
func checkRequests(t *testing.T, s *openaitest.Server) {
	t.Helper()
	for i, r := range s.Requests() {
		if err := ValidateMessages(wireMessages(r)); err != nil {
			t.Errorf("request %d has an invalid message list: %v", i+1, err)
		}
		if r.Chat.Model != "test-model" || !r.Chat.Stream || !r.Chat.HasTemperature || r.Chat.Temperature > 1e-6 {
			t.Errorf("request %d: model %q stream %v temperature %v (sent %v)", i+1, r.Chat.Model, r.Chat.Stream, r.Chat.Temperature, r.Chat.HasTemperature)
		}
	}
}

func routeInput(text string) agents.RouteInput {
	return agents.RouteInput{
		Text:    text,
		Agents:  bank.Domain().Agents,
		Facts:   agents.Facts{"authenticated": "false", "balance_checked": "false"},
		History: []state.Message{{Role: state.RoleAgent, Agent: agents.ConciergeName, Text: "Hi there!"}, {Role: state.RoleUser, Text: text}},
	}
}

func TestOpenAIRoute(t *testing.T) {
	t.Parallel()
	good := openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"the user wants to send money"}`)
	tests := []struct {
		name      string
		responses []openaitest.Response
		want      agents.Route
		requests  int
		// fedBack: the second request tells the model what was wrong in
		// a user-role message, without echoing its call (R31)
		fedBack bool
	}{
		{
			name:      "route call",
			responses: []openaitest.Response{good},
			want:      agents.Route{Agent: "transfer_money", Reason: "the user wants to send money"},
			requests:  1,
		},
		{
			name:      "a name outside the enum is passed on for the loop to check",
			responses: []openaitest.Response{openaitest.ToolCall("route", `{"agent":"wire_fraud","reason":"r"}`)},
			want:      agents.Route{Agent: "wire_fraud", Reason: "r"},
			requests:  1,
		},
		{
			name:      "refuse",
			responses: []openaitest.Response{openaitest.ToolCall("refuse", `{"reason":"fraud is illegal"}`)},
			want:      agents.Route{Agent: agents.ConciergeName, Refuse: "fraud is illegal"},
			requests:  1,
		},
		{
			name:      "refuse without a reason still refuses",
			responses: []openaitest.Response{openaitest.ToolCall("refuse", `{}`)},
			want:      agents.Route{Agent: agents.ConciergeName, Refuse: "the model refused the request"},
			requests:  1,
		},
		{
			name:      "text three times: the concierge answers",
			responses: []openaitest.Response{openaitest.Text("I think transfer."), openaitest.Text("Transfer!"), openaitest.Text("transfer_money")},
			want:      agents.Route{Agent: agents.ConciergeName, Reason: "the model gave no usable answer, so the concierge answers"},
			requests:  3,
		},
		{
			name:      "invalid JSON, then a good call",
			responses: []openaitest.Response{openaitest.ToolCall("route", `{"agent":"transfer_money",`), good},
			want:      agents.Route{Agent: "transfer_money", Reason: "the user wants to send money"},
			requests:  2,
			fedBack:   true,
		},
		{
			name:      "unknown tool, then a good call",
			responses: []openaitest.Response{openaitest.ToolCall("transfer_money", `{}`), good},
			want:      agents.Route{Agent: "transfer_money", Reason: "the user wants to send money"},
			requests:  2,
			fedBack:   true,
		},
		{
			name:      "empty agent, then a good call",
			responses: []openaitest.Response{openaitest.ToolCall("route", `{"agent":"","reason":"x"}`), good},
			want:      agents.Route{Agent: "transfer_money", Reason: "the user wants to send money"},
			requests:  2,
			fedBack:   true,
		},
		{
			name: "two calls, then one",
			responses: []openaitest.Response{openaitest.ToolCalls(
				openaitest.Call{Name: "route", Args: `{"agent":"authenticate","reason":"a"}`},
				openaitest.Call{Name: "route", Args: `{"agent":"transfer_money","reason":"b"}`},
			), good},
			want:     agents.Route{Agent: "transfer_money", Reason: "the user wants to send money"},
			requests: 2,
			fedBack:  true,
		},
		{
			name: "bad arguments three times: the concierge answers",
			responses: []openaitest.Response{
				openaitest.ToolCall("route", `nope`), openaitest.ToolCall("route", `{`), openaitest.ToolCall("route", `[]`),
			},
			want:     agents.Route{Agent: agents.ConciergeName, Reason: "the model gave no usable answer, so the concierge answers"},
			requests: 3,
			fedBack:  true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, tc.responses...)
			got, err := o.Route(context.Background(), routeInput("I want to transfer money"))
			if err != nil {
				t.Fatalf("Route: %v", err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Route = %+v, want %+v", got, tc.want)
			}
			reqs := s.Requests()
			if len(reqs) != tc.requests || o.Usage().Requests != tc.requests {
				t.Errorf("%d requests (usage %d), want %d", len(reqs), o.Usage().Requests, tc.requests)
			}
			checkRequests(t, s)
			for _, r := range reqs {
				if r.LastUser() == "" {
					t.Error("a request without a user message")
				}
			}
			if tc.fedBack {
				checkRepaired(t, reqs[1])
			}
		})
	}
}

// TestOpenAIRouteRequest: what the routing request offers.
func TestOpenAIRouteRequest(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t, openaitest.ToolCall("route", `{"agent":"stock_lookup","reason":"r"}`))
	if _, err := o.Route(context.Background(), routeInput("price of AAPL")); err != nil {
		t.Fatal(err)
	}
	r := s.Requests()[0]
	if got := r.ToolNames(); !reflect.DeepEqual(got, []string{"route", "refuse"}) {
		t.Errorf("tools = %v, want [route refuse]", got)
	}
	if r.Chat.ToolChoice != "required" {
		t.Errorf("tool_choice = %v, want required", r.Chat.ToolChoice)
	}
	schema := toolSchema(t, r, "route")
	props := properties(t, schema)
	agent, _ := props["agent"].(map[string]any)
	want := append(bank.Domain().Names(), agents.ConciergeName)
	if got := stringsOf(agent["enum"]); !reflect.DeepEqual(got, want) {
		t.Errorf("agent enum = %v, want %v", got, want)
	}
	if _, ok := props["reason"]; !ok {
		t.Error("route has no reason parameter")
	}
	req := stringsOf(schema["required"])
	sort.Strings(req)
	if !reflect.DeepEqual(req, []string{"agent", "reason"}) {
		t.Errorf("required = %v, want agent and reason", req)
	}
	if refuse := properties(t, toolSchema(t, r, "refuse")); refuse["reason"] == nil {
		t.Errorf("refuse parameters = %v", refuse)
	}
	// the message being routed is the last, and is not sent twice
	msgs := r.Chat.Messages
	if msgs[0].Role != "system" || msgs[len(msgs)-1].Role != "user" || msgs[len(msgs)-1].Content != "price of AAPL" {
		t.Errorf("messages = %+v", msgs)
	}
	n := 0
	for _, m := range msgs {
		if m.Content == "price of AAPL" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the routed message appears %d times", n)
	}
	for _, name := range bank.Domain().Names() {
		if !strings.Contains(r.System(), name) {
			t.Errorf("the system prompt does not describe %s", name)
		}
	}
}

// TestOpenAIRouteAgentsOffered: the enum follows the agents the loop
// offers, not the whole domain.
func TestOpenAIRouteAgentsOffered(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t, openaitest.ToolCall("route", `{"agent":"authenticate","reason":"r"}`))
	in := routeInput("log me in")
	in.Agents = []*agents.Agent{bank.Domain().Agent("authenticate")}
	if _, err := o.Route(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	agent := properties(t, toolSchema(t, s.Requests()[0], "route"))["agent"].(map[string]any)
	if got := stringsOf(agent["enum"]); !reflect.DeepEqual(got, []string{"authenticate", agents.ConciergeName}) {
		t.Errorf("enum = %v", got)
	}
}

// TestOpenAIRouteHostileCalls: odd tool calls from a server are fed back
// like any other wrong answer; they never become an internal error (R3:
// no exceptions on a made-up tool; R16: every message list valid).
func TestOpenAIRouteHostileCalls(t *testing.T) {
	t.Parallel()
	good := openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`)
	tests := []struct {
		name string
		bad  openaitest.Response
	}{
		{name: "a tool call without a name", bad: openaitest.ToolCalls(openaitest.Call{Name: "", Args: `{"agent":"x"}`})},
		{name: "two calls with one id", bad: openaitest.ToolCalls(
			openaitest.Call{Name: "route", ID: "call_same", Args: `{"agent":"authenticate","reason":"a"}`},
			openaitest.Call{Name: "refuse", ID: "call_same", Args: `{"reason":"b"}`},
		)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, tc.bad, good)
			got, err := o.Route(context.Background(), routeInput("send money"))
			if err != nil && strings.Contains(err.Error(), "internal") {
				t.Fatalf("Route returns %q for %s instead of feeding the answer back (requests: %d)", err, tc.name, len(s.Requests()))
			}
			if err != nil {
				t.Fatalf("Route: %v", err)
			}
			if got.Agent != "transfer_money" || len(s.Requests()) != 2 {
				t.Errorf("Route = %+v after %d requests", got, len(s.Requests()))
			}
			checkRequests(t, s)
		})
	}
}

func interpretInput(agent, text string) agents.InterpretInput {
	d := bank.Domain()
	return agents.InterpretInput{
		Agent:   d.Agent(agent),
		Text:    text,
		Slots:   map[string]string{},
		Facts:   agents.Facts{"authenticated": "true", "balance_checked": "true", "username": "seldo"},
		History: []state.Message{{Role: state.RoleUser, Text: text}},
	}
}

func TestOpenAIInterpret(t *testing.T) {
	t.Parallel()
	fill := openaitest.ToolCall("fill_slots", `{"destination":"1234324","amount":"500"}`)
	tests := []struct {
		name      string
		agent     string
		others    bool
		responses []openaitest.Response
		want      agents.Interpretation
		requests  int
	}{
		{
			name:      "fill_slots",
			agent:     "transfer_money",
			responses: []openaitest.Response{fill},
			want:      agents.Interpretation{Slots: map[string]string{"destination": "1234324", "amount": "500"}},
			requests:  1,
		},
		{
			name:      "numbers become text, unknown and null keys are dropped",
			agent:     "transfer_money",
			responses: []openaitest.Response{openaitest.ToolCall("fill_slots", `{"amount":500,"destination":null,"colour":"red"}`)},
			want:      agents.Interpretation{Slots: map[string]string{"amount": "500"}},
			requests:  1,
		},
		{
			name:      "a secret is never taken from the model",
			agent:     "authenticate",
			responses: []openaitest.Response{openaitest.ToolCall("fill_slots", `{"username":"seldo","password":"hunter2"}`)},
			want:      agents.Interpretation{Slots: map[string]string{"username": "seldo"}},
			requests:  1,
		},
		{
			name:      "plain text is a reply",
			agent:     "transfer_money",
			responses: []openaitest.Response{openaitest.Text("  Which account should the money go to?  ")},
			want:      agents.Interpretation{Slots: map[string]string{}, Reply: "Which account should the money go to?"},
			requests:  1,
		},
		{
			name:      "pass",
			agent:     "transfer_money",
			others:    true,
			responses: []openaitest.Response{openaitest.ToolCall("pass", `{"reason":"the user asks for a stock price"}`)},
			want:      agents.Interpretation{Slots: map[string]string{}, Pass: true, PassReason: "the user asks for a stock price"},
			requests:  1,
		},
		{
			name:      "refuse",
			agent:     "transfer_money",
			responses: []openaitest.Response{openaitest.ToolCall("refuse", `{"reason":"money laundering"}`)},
			want:      agents.Interpretation{Slots: map[string]string{}, Refuse: "money laundering"},
			requests:  1,
		},
		{
			name:      "unknown tool, then fill_slots",
			agent:     "transfer_money",
			responses: []openaitest.Response{openaitest.ToolCall("transfer", `{"to_account_id":"1234324"}`), fill},
			want:      agents.Interpretation{Slots: map[string]string{"destination": "1234324", "amount": "500"}},
			requests:  2,
		},
		{
			name:      "invalid JSON, then fill_slots",
			agent:     "transfer_money",
			responses: []openaitest.Response{openaitest.ToolCall("fill_slots", `{"amount":`), fill},
			want:      agents.Interpretation{Slots: map[string]string{"destination": "1234324", "amount": "500"}},
			requests:  2,
		},
		{
			name:  "nothing usable three times: an empty reading",
			agent: "transfer_money",
			responses: []openaitest.Response{
				openaitest.ToolCall("nope", `{}`), openaitest.ToolCall("nope", `{}`), openaitest.ToolCall("nope", `{}`),
			},
			want:     agents.Interpretation{},
			requests: 3,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, tc.responses...)
			in := interpretInput(tc.agent, "send 500 to 1234324")
			if tc.others {
				in.Others = []*agents.Agent{bank.Domain().Agent("stock_lookup")}
			}
			got, err := o.Interpret(context.Background(), in)
			if err != nil {
				t.Fatalf("Interpret: %v", err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Interpret = %+v, want %+v", got, tc.want)
			}
			if n := len(s.Requests()); n != tc.requests || o.Usage().Requests != tc.requests {
				t.Errorf("%d requests (usage %d), want %d", n, o.Usage().Requests, tc.requests)
			}
			checkRequests(t, s)
			r := s.Requests()[0]
			if r.Chat.ToolChoice != "auto" {
				t.Errorf("tool_choice = %v, want auto", r.Chat.ToolChoice)
			}
			wantTools := []string{"fill_slots", "refuse"}
			if tc.others {
				wantTools = append(wantTools, "pass")
			}
			if got := r.ToolNames(); !reflect.DeepEqual(got, wantTools) {
				t.Errorf("tools = %v, want %v", got, wantTools)
			}
			if tc.requests > 1 {
				checkRepaired(t, s.Requests()[tc.requests-1])
			}
		})
	}
}

// TestOpenAIInterpretSchema: fill_slots offers the agent's slots, never a
// secret one, with enums for choices.
func TestOpenAIInterpretSchema(t *testing.T) {
	t.Parallel()
	tests := []struct {
		agent string
		want  []string
	}{
		{agent: "authenticate", want: []string{"username"}},
		{agent: "transfer_money", want: []string{"amount", "destination"}},
		{agent: "account_balance", want: []string{"account"}},
		{agent: "stock_lookup", want: []string{"company"}},
	}
	for _, tc := range tests {
		t.Run(tc.agent, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, openaitest.Text("Tell me more."))
			in := interpretInput(tc.agent, "hello")
			in.Asked = in.Agent.Slots[len(in.Agent.Slots)-1].Name
			if _, err := o.Interpret(context.Background(), in); err != nil {
				t.Fatal(err)
			}
			r := s.Requests()[0]
			props := properties(t, toolSchema(t, r, "fill_slots"))
			var got []string
			for k := range props {
				got = append(got, k)
			}
			sort.Strings(got)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("fill_slots properties = %v, want %v", got, tc.want)
			}
			if _, ok := props["password"]; ok {
				t.Error("fill_slots offers the password")
			}
			for _, sl := range in.Agent.Slots {
				if len(sl.Choices) == 0 || sl.Kind == agents.KindSecret {
					continue
				}
				p := props[sl.Name].(map[string]any)
				if got := stringsOf(p["enum"]); !reflect.DeepEqual(got, sl.ChoiceValues()) {
					t.Errorf("%s enum = %v, want %v", sl.Name, got, sl.ChoiceValues())
				}
			}
			if tc.agent == "authenticate" && strings.Contains(r.System(), "You last asked the user for") {
				t.Errorf("the prompt says a secret slot was asked: %s", r.System())
			}
		})
	}
}

func TestOpenAIInterpretStreamsReply(t *testing.T) {
	t.Parallel()
	const reply = "Which account should I send the $500 to? Please give its ID."
	o, s := testEngine(t, openaitest.Text(reply))
	var mu sync.Mutex
	var pieces []string
	in := interpretInput("transfer_money", "send 500")
	in.OnDelta = func(d string) {
		mu.Lock()
		pieces = append(pieces, d)
		mu.Unlock()
	}
	got, err := o.Interpret(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if got.Reply != reply {
		t.Errorf("Reply = %q", got.Reply)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(pieces) < 3 {
		t.Errorf("OnDelta got %d pieces, want the reply streamed in several", len(pieces))
	}
	if strings.Join(pieces, "") != reply {
		t.Errorf("OnDelta pieces %q do not make the reply", pieces)
	}
	if len(s.Requests()) != 1 {
		t.Errorf("%d requests", len(s.Requests()))
	}
}

func TestOpenAIContinue(t *testing.T) {
	t.Parallel()
	history := []state.Message{
		{Role: state.RoleUser, Text: "check my balance and then look up AAPL"},
		{Role: state.RoleAgent, Agent: "account_balance", Text: "Your Checking balance is $1,000.00."},
	}
	tests := []struct {
		name      string
		queue     []string
		responses []openaitest.Response
		want      agents.Continuation
		requests  int
	}{
		{
			name:     "the queue answers without a request",
			queue:    []string{"look up AAPL", "log out"},
			want:     agents.Continuation{Request: "look up AAPL", FromQueue: true, Reason: `the user also asked "look up AAPL"`},
			requests: 0,
		},
		{
			name:      "continue_request",
			responses: []openaitest.Response{openaitest.ToolCall("continue_request", `{"request":"look up the price of AAPL"}`)},
			want:      agents.Continuation{Request: "look up the price of AAPL", Reason: "the model finds the user's original request unfinished"},
			requests:  1,
		},
		{
			name:      "no_further_task",
			responses: []openaitest.Response{openaitest.ToolCall("no_further_task", `{}`)},
			want:      agents.Continuation{Reason: "no further task: the model finds the user's request done"},
			requests:  1,
		},
		{
			name:      "an empty request, then no_further_task",
			responses: []openaitest.Response{openaitest.ToolCall("continue_request", `{"request":"  "}`), openaitest.ToolCall("no_further_task", `{}`)},
			want:      agents.Continuation{Reason: "no further task: the model finds the user's request done"},
			requests:  2,
		},
		{
			name:      "text three times: no further task",
			responses: []openaitest.Response{openaitest.Text("NO FURTHER TASK"), openaitest.Text("done"), openaitest.Text("done")},
			want:      agents.Continuation{Reason: "no further task: the model gave no usable answer"},
			requests:  3,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, tc.responses...)
			got, err := o.Continue(context.Background(), agents.ContinueInput{Queue: tc.queue, History: history, Facts: agents.Facts{"authenticated": "true"}})
			if err != nil {
				t.Fatalf("Continue: %v", err)
			}
			if got.Request != tc.want.Request || got.FromQueue != tc.want.FromQueue || got.Reason != tc.want.Reason {
				t.Errorf("Continue = %+v, want %+v", got, tc.want)
			}
			if n := len(s.Requests()); n != tc.requests || o.Usage().Requests != tc.requests {
				t.Errorf("%d requests (usage %d), want %d", n, o.Usage().Requests, tc.requests)
			}
			checkRequests(t, s)
			if tc.requests > 0 {
				r := s.Requests()[0]
				if got := r.ToolNames(); !reflect.DeepEqual(got, []string{"continue_request", "no_further_task"}) {
					t.Errorf("tools = %v", got)
				}
				if r.Chat.ToolChoice != "required" {
					t.Errorf("tool_choice = %v", r.Chat.ToolChoice)
				}
				if !strings.Contains(string(r.Body), "look up AAPL") {
					t.Error("the request does not carry the history")
				}
			}
		})
	}
}

func TestOpenAIUsage(t *testing.T) {
	t.Parallel()
	o, _ := testEngine(t,
		openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`).WithUsage(100, 7),
		openaitest.ToolCall("fill_slots", `{"amount":`).WithUsage(40, 3), // fed back
		openaitest.ToolCall("fill_slots", `{"amount":"500"}`).WithUsage(50, 5),
		openaitest.ToolCall("no_further_task", `{}`).WithUsage(20, 1),
	)
	if u := o.Usage(); u != (agents.Usage{}) {
		t.Errorf("usage before any request = %+v", u)
	}
	ctx := context.Background()
	if _, err := o.Route(ctx, routeInput("send money")); err != nil {
		t.Fatal(err)
	}
	if u := o.Usage(); u != (agents.Usage{Requests: 1, Tokens: 107}) {
		t.Errorf("after Route usage = %+v, want 1 request, 107 tokens", u)
	}
	if _, err := o.Interpret(ctx, interpretInput("transfer_money", "500")); err != nil {
		t.Fatal(err)
	}
	if u := o.Usage(); u != (agents.Usage{Requests: 3, Tokens: 107 + 43 + 55}) {
		t.Errorf("after Interpret usage = %+v, want 3 requests, 205 tokens", u)
	}
	if _, err := o.Continue(ctx, agents.ContinueInput{}); err != nil {
		t.Fatal(err)
	}
	if u := o.Usage(); u != (agents.Usage{Requests: 4, Tokens: 226}) {
		t.Errorf("after Continue usage = %+v, want 4 requests, 226 tokens", u)
	}
	if _, err := o.Continue(ctx, agents.ContinueInput{Queue: []string{"x"}}); err != nil {
		t.Fatal(err)
	}
	if u := o.Usage(); u.Requests != 4 {
		t.Errorf("a queued continuation counted a request: %+v", u)
	}
}

// TestOpenAIUsageEstimated: a server that reports no usage still counts
// some tokens.
func TestOpenAIUsageEstimated(t *testing.T) {
	t.Parallel()
	noUsage := openaitest.Response{Chunks: []openaitest.Chunk{{}, {Content: "Hello there"}, {FinishReason: "stop"}}}
	o, _ := testEngine(t, noUsage)
	if _, err := o.Interpret(context.Background(), interpretInput("transfer_money", "hi")); err != nil {
		t.Fatal(err)
	}
	if u := o.Usage(); u.Requests != 1 || u.Tokens <= 0 || u.EstimatedTokens != u.Tokens {
		t.Errorf("usage = %+v, want 1 request and an estimate, marked as one", u)
	}
	// R56: the request's own counts are marked as the brain's guess, so a
	// trace never passes them off as the server's
	reqs := o.TakeRequests()
	if len(reqs) != 1 || !reqs[0].Estimated || reqs[0].InputTokens <= 0 {
		t.Errorf("requests = %+v, want one whose counts are marked estimated", reqs)
	}
}

// TestOpenAIUsageReportedIsNoEstimate: a server that reports usage gives
// counts that are not marked as guesses (R56).
func TestOpenAIUsageReportedIsNoEstimate(t *testing.T) {
	t.Parallel()
	o, _ := testEngine(t, openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`).WithUsage(100, 7))
	if _, err := o.Route(context.Background(), routeInput("send money")); err != nil {
		t.Fatal(err)
	}
	if u := o.Usage(); u.Estimated() {
		t.Errorf("usage = %+v, marked estimated", u)
	}
	if reqs := o.TakeRequests(); len(reqs) != 1 || reqs[0].Estimated || reqs[0].InputTokens != 100 {
		t.Errorf("requests = %+v, want the server's 100 in, not marked estimated", reqs)
	}
}

// TestOpenAIErrorsSurface: a failed request is the engine's error, with the
// client's sentence, and counts as a request.
func TestOpenAIErrorsSurface(t *testing.T) {
	t.Parallel()
	cut := openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`)
	cut.Cut = true
	tests := []struct {
		name string
		resp openaitest.Response
		want string
	}{
		{name: "unauthorized", resp: openaitest.Unauthorized(), want: "API key"},
		{name: "cut stream", resp: cut, want: ErrStreamCut.Error()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, tc.resp)
			_, err := o.Route(context.Background(), routeInput("send money"))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want one containing %q", err, tc.want)
			}
			if len(s.Requests()) != 1 || o.Usage().Requests != 1 {
				t.Errorf("%d requests, usage %+v", len(s.Requests()), o.Usage())
			}
		})
	}
}

// TestOpenAINeverSendsSecrets: with a masked message in the history and the
// password among the collected slots, no request carries the password
// (R10), whatever the call.
func TestOpenAINeverSendsSecrets(t *testing.T) {
	t.Parallel()
	histories := map[string][]state.Message{
		"masked as stored": {
			{Role: state.RoleUser, Text: "log me in"},
			{Role: state.RoleAgent, Agent: "authenticate", Text: "What is your username?"},
			{Role: state.RoleUser, Text: "seldo"},
			{Role: state.RoleAgent, Agent: "authenticate", Text: "Please enter your password."},
			{Role: state.RoleUser, Text: state.SecretMask, Masked: true},
			{Role: state.RoleAgent, Agent: "authenticate", Text: "You're logged in as seldo."},
			{Role: state.RoleUser, Text: "transfer 500 to 1234324"},
		},
		// defence in depth: a masked message whose text was not replaced
		"masked with the secret left in": {
			{Role: state.RoleUser, Text: "log me in"},
			{Role: state.RoleUser, Text: "monkey", Masked: true},
			{Role: state.RoleUser, Text: "transfer 500 to 1234324"},
		},
	}
	for name, history := range histories {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t,
				openaitest.ToolCall("route", `{"agent":"authenticate","reason":"r"}`),
				openaitest.ToolCall("fill_slots", `{"username":"seldo"}`),
				openaitest.ToolCall("fill_slots", `{"destination":"1234324"}`),
				openaitest.ToolCall("no_further_task", `{}`),
			)
			ctx := context.Background()
			facts := agents.Facts{"authenticated": "true", "username": "seldo", "balance_checked": "false"}
			text := "transfer 500 to 1234324"
			if _, err := o.Route(ctx, agents.RouteInput{Text: text, Agents: bank.Domain().Agents, Facts: facts, History: history}); err != nil {
				t.Fatal(err)
			}
			auth := bank.Domain().Agent("authenticate")
			if _, err := o.Interpret(ctx, agents.InterpretInput{Agent: auth, Text: "seldo", Asked: "password",
				Slots: map[string]string{"username": "seldo", "password": "monkey"}, Facts: facts, History: history}); err != nil {
				t.Fatal(err)
			}
			if _, err := o.Interpret(ctx, agents.InterpretInput{Agent: bank.Domain().Agent("transfer_money"), Text: text,
				Others: bank.Domain().Agents, Facts: facts, History: history}); err != nil {
				t.Fatal(err)
			}
			if _, err := o.Continue(ctx, agents.ContinueInput{History: history, Facts: facts}); err != nil {
				t.Fatal(err)
			}
			reqs := s.Requests()
			if len(reqs) != 4 {
				t.Fatalf("%d requests, want 4", len(reqs))
			}
			for i, r := range reqs {
				if strings.Contains(strings.ToLower(string(r.Body)), "monkey") {
					t.Errorf("request %d carries the password: %s", i+1, r.Body)
				}
				if strings.Contains(string(r.Body), state.SecretMask) {
					t.Errorf("request %d carries the mask instead of saying a secret was typed", i+1)
				}
			}
		})
	}
}

// TestOpenAIRouteRefuseWithoutArguments: a model that calls refuse with
// empty or broken arguments still refuses (R8: guardrails fail closed), as
// Interpret already does for the same call.
func TestOpenAIRouteRefuseWithoutArguments(t *testing.T) {
	t.Parallel()
	for name, args := range map[string]string{"empty": "", "truncated": `{"reason":`} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			bad := openaitest.ToolCall("refuse", args)
			o, s := testEngine(t, bad, bad, bad)
			got, err := o.Route(context.Background(), routeInput("I want to commit fraud."))
			if err != nil {
				t.Fatal(err)
			}
			if got.Refuse == "" {
				t.Fatalf("refuse with arguments %q is fed back as invalid JSON; after %d requests Route = %+v, no refusal (fails open)", args, len(s.Requests()), got)
			}
			if got.Agent != agents.ConciergeName || len(s.Requests()) != 1 {
				t.Errorf("Route = %+v after %d requests", got, len(s.Requests()))
			}
		})
	}
}
