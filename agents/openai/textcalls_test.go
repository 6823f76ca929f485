package openai

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return a == b
	}
	return reflect.DeepEqual(x, y)
}

func TestParseTextCalls(t *testing.T) {
	t.Parallel()
	const args = `{"agent":"transfer_money","reason":"r"}`
	one := []textCall{{Name: "route", Args: args}}
	tests := []struct {
		name string
		in   string
		want []textCall
		rest string
	}{
		{name: "bare JSON", in: `{"name": "route", "arguments": {"agent": "transfer_money", "reason": "r"}}`, want: one},
		{name: "parameters instead of arguments (Llama 3.x)", in: `{"type": "function", "name": "route", "parameters": {"agent": "transfer_money", "reason": "r"}}`, want: one},
		{name: "arguments as a string", in: `{"name":"route","arguments":"{\"agent\":\"transfer_money\",\"reason\":\"r\"}"}`, want: one},
		{name: "fenced json", in: "```json\n{\"name\":\"route\",\"arguments\":" + args + "}\n```", want: one},
		{name: "fenced without a language", in: "```\n{\"name\":\"route\",\"arguments\":" + args + "}\n```", want: one},
		{name: "Hermes / Qwen tool_call", in: "<tool_call>\n{\"name\": \"route\", \"arguments\": " + args + "}\n</tool_call>", want: one},
		{name: "tool_call left open at the end", in: "<tool_call>\n{\"name\": \"route\", \"arguments\": " + args + "}", want: one},
		{name: "two tool_calls", in: `<tool_call>{"name":"a","arguments":{}}</tool_call><tool_call>{"name":"b","arguments":{"x":1}}</tool_call>`,
			want: []textCall{{Name: "a", Args: "{}"}, {Name: "b", Args: `{"x":1}`}}},
		{name: "Llama 3.1 function tag", in: "<function=route>" + args + "</function>", want: one},
		{name: "function name attribute", in: `<function name="route">` + args + "</function>", want: one},
		{name: "Qwen3-Coder parameters", in: "<tool_call>\n<function=route>\n<parameter=agent>\ntransfer_money\n</parameter>\n<parameter=reason>\nr\n</parameter>\n</function>\n</tool_call>", want: one},
		{name: "Mistral array", in: `[TOOL_CALLS][{"name": "route", "arguments": ` + args + `, "id": "abc123def"}]`, want: one},
		{name: "Mistral v11", in: "[TOOL_CALLS]route[ARGS]" + args, want: one},
		{name: "Mistral v11 without ARGS", in: "[TOOL_CALLS]route" + args, want: one},
		{name: "OpenAI shape", in: `{"type":"function","function":{"name":"route","arguments":"` + strings.ReplaceAll(args, `"`, `\"`) + `"}}`, want: one},
		{name: "llama.cpp generic", in: `{"tool_call": {"name": "route", "arguments": ` + args + `}}`, want: one},
		{name: "an array of calls", in: `[{"name":"route","arguments":` + args + `}]`, want: one},
		{name: "prose around a tag", in: "Sure.\n<tool_call>{\"name\":\"route\",\"arguments\":" + args + "}</tool_call>\nDone.", want: one, rest: "Sure.\n\nDone."},
		{name: "prose around bare JSON", in: `I will call: {"name":"route","arguments":` + args + `}`, want: one, rest: "I will call: "},
		{name: "missing arguments in a tag", in: `<tool_call>{"name":"no_further_task"}</tool_call>`, want: []textCall{{Name: "no_further_task", Args: "{}"}}},

		{name: "plain text", in: "Which account should the money go to?", rest: "Which account should the money go to?"},
		{name: "JSON that is not a call", in: `{"agent":"transfer_money"}`, rest: `{"agent":"transfer_money"}`},
		{name: "a name without arguments is not a bare call", in: `{"name":"seldo"}`, rest: `{"name":"seldo"}`},
		{name: "code in another language", in: "```go\nfmt.Println(1)\n```", rest: "```go\nfmt.Println(1)\n```"},
		{name: "a broken tag stays text", in: "<tool_call>nope</tool_call>", rest: "<tool_call>nope</tool_call>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, rest := parseTextCalls(tc.in)
			if len(got) != len(tc.want) {
				t.Fatalf("parseTextCalls(%q) = %+v, want %+v", tc.in, got, tc.want)
			}
			for i := range got {
				if got[i].Name != tc.want[i].Name || !sameJSON(got[i].Args, tc.want[i].Args) {
					t.Errorf("call %d = %+v, want %+v", i, got[i], tc.want[i])
				}
			}
			if len(tc.want) > 0 && strings.TrimSpace(rest) != strings.TrimSpace(tc.rest) || len(tc.want) == 0 && rest != tc.rest {
				t.Errorf("rest = %q, want %q", rest, tc.rest)
			}
		})
	}
}

// TestTextCallsRoute: a model that writes its route call as text in any of
// the formats is routed in one request, and the brain records that the
// model writes its calls as text. Today's code asked three times and gave
// up ("not sure how to help").
func TestTextCallsRoute(t *testing.T) {
	t.Parallel()
	const args = `{"agent":"transfer_money","reason":"the user wants to send money"}`
	for name, content := range map[string]string{
		"bare":      `{"name":"route","arguments":` + args + `}`,
		"fenced":    "```json\n{\"name\": \"route\", \"parameters\": " + args + "}\n```",
		"hermes":    "<tool_call>\n{\"name\": \"route\", \"arguments\": " + args + "}\n</tool_call>",
		"function":  "<function=route>" + args + "</function>",
		"mistral":   "[TOOL_CALLS][{\"name\":\"route\",\"arguments\":" + args + ",\"id\":\"a1b2c3d4e\"}]",
		"thinking":  "<think>The user wants a transfer; the tool is route.</think>\n<tool_call>{\"name\":\"route\",\"arguments\":" + args + "}</tool_call>",
		"as string": `{"name":"route","arguments":` + jsonString(args) + `}`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, openaitest.Text(content))
			got, err := o.Route(context.Background(), routeInput("I want to transfer money"))
			if err != nil {
				t.Fatal(err)
			}
			if got.Agent != "transfer_money" || got.Reason != "the user wants to send money" {
				t.Errorf("Route = %+v", got)
			}
			if n := len(s.Requests()); n != 1 {
				t.Errorf("%d requests, want 1", n)
			}
			if !o.Dialect().TextTools {
				t.Error("the brain did not record text-form tool calls in its dialect")
			}
		})
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestTextCallsInterpret: fill_slots written as text fills the slots and
// is not shown as the reply, nor streamed; a call to a tool that was not
// offered is not a call and not a reply: the model is told.
func TestTextCallsInterpret(t *testing.T) {
	t.Parallel()
	t.Run("offered", func(t *testing.T) {
		t.Parallel()
		o, s := testEngine(t, openaitest.Text("<tool_call>\n{\"name\": \"fill_slots\", \"arguments\": {\"destination\": \"1234324\", \"amount\": \"500\"}}\n</tool_call>"))
		var mu sync.Mutex
		var streamed strings.Builder
		in := interpretInput("transfer_money", "send 500 to 1234324")
		in.OnDelta = func(d string) { mu.Lock(); streamed.WriteString(d); mu.Unlock() }
		got, err := o.Interpret(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		want := agents.Interpretation{Slots: map[string]string{"destination": "1234324", "amount": "500"}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Interpret = %+v, want %+v", got, want)
		}
		mu.Lock()
		defer mu.Unlock()
		if streamed.Len() > 0 {
			t.Errorf("the call was streamed to the user as a reply: %q", streamed.String())
		}
		if len(s.Requests()) != 1 {
			t.Errorf("%d requests", len(s.Requests()))
		}
	})
	t.Run("not offered", func(t *testing.T) {
		t.Parallel()
		o, s := testEngine(t,
			openaitest.Text(`{"name": "transfer", "arguments": {"to": "1234324"}}`),
			openaitest.ToolCall("fill_slots", `{"destination":"1234324"}`))
		got, err := o.Interpret(context.Background(), interpretInput("transfer_money", "send it to 1234324"))
		if err != nil {
			t.Fatal(err)
		}
		if got.Reply != "" || got.Slots["destination"] != "1234324" {
			t.Errorf("Interpret = %+v", got)
		}
		if len(s.Requests()) != 2 {
			t.Fatalf("%d requests, want 2", len(s.Requests()))
		}
		checkRepaired(t, s.Requests()[1])
	})
}

// TestThinkNeverTheReply: reasoning in content is never the reply, nor
// streamed as one, whether the block is whole, opened by the template, or
// never closed.
func TestThinkNeverTheReply(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct{ content, want string }{
		"whole block":        {"<think>The user gave no account. I should ask.</think>\n\nWhich account should the money go to?", "Which account should the money go to?"},
		"opened by template": {"The user gave no account. I should ask.\n</think>\n\nWhich account should the money go to?", "Which account should the money go to?"},
		"never closed":       {"<think>The user gave no account. I should", ""},
		"thinking tag":       {"<thinking>hmm</thinking>Which account?", "Which account?"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			o, _ := testEngine(t, openaitest.Text(tc.content))
			var mu sync.Mutex
			var streamed strings.Builder
			in := interpretInput("transfer_money", "send 500")
			in.OnDelta = func(d string) { mu.Lock(); streamed.WriteString(d); mu.Unlock() }
			got, err := o.Interpret(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			if got.Reply != tc.want {
				t.Errorf("Reply = %q, want %q", got.Reply, tc.want)
			}
			mu.Lock()
			defer mu.Unlock()
			if name != "opened by template" && strings.TrimSpace(streamed.String()) != tc.want {
				t.Errorf("streamed %q, want %q", streamed.String(), tc.want)
			}
			if strings.Contains(streamed.String(), "think>") {
				t.Errorf("a think tag was streamed: %q", streamed.String())
			}
		})
	}
}

// TestVisibleReplyGrows: what the gate shows only grows, and never holds
// a marker, whatever the split of the stream.
func TestVisibleReplyGrows(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"Which account should I use?",
		"<think>a</think>Hello <b>there</b>",
		"Sure.<tool_call>{\"name\":\"x\"}</tool_call>",
		"Pay [TOOL_CALLS]x{}",
		"  {\"name\":\"route\",\"arguments\":{}}",
		"a < b and c ```json\n{}```",
	} {
		prev := ""
		for i := 0; i <= len(s); i++ {
			v := visibleReply(s[:i])
			if !strings.HasPrefix(v, prev) {
				t.Errorf("%q: at %d visible %q does not extend %q", s, i, v, prev)
			}
			for _, m := range replyMarkers {
				if strings.Contains(v, m) {
					t.Errorf("%q: at %d visible %q shows %q", s, i, v, m)
				}
			}
			prev = v
		}
	}
}

// FuzzTextCalls: no panic on any content; calls have names; the gate's
// view only grows.
func FuzzTextCalls(f *testing.F) {
	for _, s := range []string{
		`<tool_call>{"name":"route","arguments":{}}</tool_call>`, `<function=x>{}</function>`, `[TOOL_CALLS]x[CALL_ID]abc[ARGS]{}`,
		"```json\n[{\"name\":\"a\",\"arguments\":\"{}\"}]\n```", `<tool_call><function=a><parameter=b>c`, `[TOOL_CALLS][`, `<function=`,
		`{"tool_calls":[{"function":{"name":"a"}}]}`, "<think>x", "</think>y", `{"name":"a","arguments":null}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		calls, _ := parseTextCalls(s)
		for _, c := range calls {
			if strings.TrimSpace(c.Name) == "" {
				t.Fatalf("a call without a name from %q", s)
			}
		}
		_ = stripThink(s)
		if len(s) > 300 {
			return
		}
		prev := ""
		for i := 0; i <= len(s); i++ {
			v := visibleReply(s[:i])
			if !strings.HasPrefix(v, prev) && !strings.Contains(s[:i], "</think") && !strings.Contains(s[:i], "</thinking") {
				t.Fatalf("visibleReply shrank on %q at %d: %q then %q", s, i, prev, v)
			}
			prev = v
		}
	})
}
