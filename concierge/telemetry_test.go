package concierge_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// tracedDemo replays a demo with its events also turned into spans, kept
// in memory by the SDK's own test exporter.
func tracedDemo(t *testing.T, name string, capture, model bool) (tracetest.SpanStubs, []*openaitest.Server) {
	t.Helper()
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	mem := &reading.SecretMemory{}
	sp := telemetry.NewSpans(tp, telemetry.SpanOptions{CaptureContent: capture, Mask: func(s string) string { m, _ := mem.Mask(s); return m }})
	sc, err := scenario.Demo(name)
	if err != nil {
		t.Fatal(err)
	}
	opts := scenario.ReplayOptions{Sink: sp.Observe, Typed: mem}
	var servers []*openaitest.Server
	if model {
		opts.NewBrain = concierge.ModelEngine(t, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModel(t, d) }, &servers)
	}
	rep, err := scenario.Replay(context.Background(), sc, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		if model && strings.Contains(f.Msg, "expected at most") {
			continue // "calls <=" counts offline steps
		}
		t.Errorf("%s", f)
	}
	sp.Close()
	return exp.GetSpans(), servers
}

// tree draws the spans as an indented list, children in start order.
func tree(spans tracetest.SpanStubs) string {
	kids := map[string][]tracetest.SpanStub{}
	for _, s := range spans {
		p := ""
		if s.Parent.IsValid() {
			p = s.Parent.SpanID().String()
		}
		kids[p] = append(kids[p], s)
	}
	var b strings.Builder
	var walk func(parent string, depth int)
	walk = func(parent string, depth int) {
		list := kids[parent]
		sort.SliceStable(list, func(i, j int) bool { return list[i].StartTime.Before(list[j].StartTime) })
		for _, s := range list {
			fmt.Fprintf(&b, "%s%s\n", strings.Repeat("  ", depth), s.Name)
			walk(s.SpanContext.SpanID().String(), depth+1)
		}
	}
	walk("", 0)
	return b.String()
}

func attr(s tracetest.SpanStub, key string) (attribute.Value, bool) {
	for _, kv := range s.Attributes {
		if string(kv.Key) == key {
			return kv.Value, true
		}
	}
	return attribute.Value{}, false
}

// dump is every string a collector would receive of the spans: names,
// attributes, events and statuses.
func dump(spans tracetest.SpanStubs) string {
	var b strings.Builder
	for _, s := range spans {
		fmt.Fprintf(&b, "%s %s\n", s.Name, s.Status.Description)
		for _, kv := range s.Attributes {
			fmt.Fprintf(&b, "  %s=%s\n", kv.Key, kv.Value.Emit())
		}
		for _, e := range s.Events {
			fmt.Fprintf(&b, "  event %s\n", e.Name)
			for _, kv := range e.Attributes {
				fmt.Fprintf(&b, "    %s=%s\n", kv.Key, kv.Value.Emit())
			}
		}
	}
	return b.String()
}

// R49: the bank demo's trace on both engines — one trace per turn, an
// invoke_agent span per hop, a chat span per model request under its
// agent, an execute_tool span per tool call — with the conversation,
// agent and tool names, and the model's token counts.
func TestBankDemoSpans(t *testing.T) {
	t.Parallel()
	const offlineTree = `turn
  invoke_agent transfer_money
  invoke_agent authenticate
turn
  invoke_agent authenticate
turn
  invoke_agent authenticate
    execute_tool login
  invoke_agent transfer_money
  invoke_agent account_balance
turn
  invoke_agent account_balance
    execute_tool get_account_id
    execute_tool get_account_balance
  invoke_agent transfer_money
turn
  invoke_agent transfer_money
turn
  invoke_agent transfer_money
turn
  invoke_agent transfer_money
    execute_tool transfer
`
	// one reading request a message (R52): the username never reaches a
	// model, the transfer's resumption reads nothing, and the
	// continuation asks no model after a reading that was not cut
	const modelTree = `turn
  invoke_agent orchestrator
    chat test-model
  invoke_agent transfer_money
  invoke_agent authenticate
turn
  invoke_agent authenticate
turn
  invoke_agent authenticate
    execute_tool login
  invoke_agent transfer_money
  invoke_agent account_balance
turn
  invoke_agent account_balance
    chat test-model
    execute_tool get_account_id
    execute_tool get_account_balance
  invoke_agent transfer_money
turn
  invoke_agent transfer_money
    chat test-model
turn
  invoke_agent transfer_money
    chat test-model
turn
  invoke_agent transfer_money
    execute_tool transfer
`
	for _, model := range []bool{false, true} {
		t.Run(map[bool]string{false: "offline", true: "model"}[model], func(t *testing.T) {
			t.Parallel()
			spans, servers := tracedDemo(t, "bank", false, model)
			want := offlineTree
			if model {
				want = modelTree
			}
			if got := tree(spans); got != want {
				t.Errorf("span tree:\n%s\nwant:\n%s", got, want)
			}
			byID := map[string]tracetest.SpanStub{}
			for _, s := range spans {
				byID[s.SpanContext.SpanID().String()] = s
			}
			tokens := map[string]int64{} // turn span id → its chat spans' tokens
			chats := 0
			for _, s := range spans {
				if v, _ := attr(s, "gen_ai.conversation.id"); v.AsString() != "replay" {
					t.Errorf("%s: conversation %q, want the session id", s.Name, v.Emit())
				}
				op, _ := attr(s, "gen_ai.operation.name")
				parent := byID[s.Parent.SpanID().String()]
				switch {
				case s.Name == "turn":
					if s.Parent.IsValid() {
						t.Errorf("a turn span has a parent")
					}
				case strings.HasPrefix(s.Name, "invoke_agent "):
					if name, _ := attr(s, "gen_ai.agent.name"); op.AsString() != "invoke_agent" || "invoke_agent "+name.AsString() != s.Name || parent.Name != "turn" {
						t.Errorf("%s: operation %q, agent %q, parent %q", s.Name, op.Emit(), name.Emit(), parent.Name)
					}
				case strings.HasPrefix(s.Name, "execute_tool "):
					name, _ := attr(s, "gen_ai.tool.name")
					agent, _ := attr(s, "gen_ai.agent.name")
					if op.AsString() != "execute_tool" || "execute_tool "+name.AsString() != s.Name || parent.Name != "invoke_agent "+agent.AsString() {
						t.Errorf("%s: operation %q, tool %q, parent %q, agent %q", s.Name, op.Emit(), name.Emit(), parent.Name, agent.Emit())
					}
				case strings.HasPrefix(s.Name, "chat "):
					chats++
					in, _ := attr(s, "gen_ai.usage.input_tokens")
					out, _ := attr(s, "gen_ai.usage.output_tokens")
					model, _ := attr(s, "gen_ai.request.model")
					provider, _ := attr(s, "gen_ai.provider.name")
					finish, _ := attr(s, "gen_ai.response.finish_reasons")
					if op.AsString() != "chat" || model.AsString() != "test-model" || provider.AsString() != "openai" ||
						in.AsInt64() != 10 || out.AsInt64() <= 0 || fmt.Sprint(finish.AsStringSlice()) != "[tool_calls]" ||
						!strings.HasPrefix(parent.Name, "invoke_agent ") {
						t.Errorf("%s: %v under %s", s.Name, s.Attributes, parent.Name)
					}
					tokens[parent.Parent.SpanID().String()] += in.AsInt64() + out.AsInt64()
				default:
					t.Errorf("a span the conventions do not name: %s", s.Name)
				}
			}
			if model && chats != len(servers[0].Requests()) {
				t.Errorf("%d chat spans for %d model requests", chats, len(servers[0].Requests()))
			}
			for _, s := range spans {
				if s.Name != "turn" {
					continue
				}
				if used, _ := attr(s, "concierge.usage.tokens"); used.AsInt64() != tokens[s.SpanContext.SpanID().String()] {
					t.Errorf("a turn used %d tokens, its chat spans say %d", used.AsInt64(), tokens[s.SpanContext.SpanID().String()])
				}
			}
			if !strings.Contains(dump(spans), "concierge.note.text=transfer_money waits …") {
				t.Errorf("the prerequisite note is not an event:\n%s", dump(spans))
			}
		})
	}
}

// R49, R29: whatever form the password was typed in, it is in no span,
// attribute or event — with contents captured or not, on either engine.
func TestPasswordInNoSpan(t *testing.T) {
	t.Parallel()
	forms := [][]string{
		{"log in", "seldo", "monkey"},
		{"log in", "seldo monkey"},
		{"login seldo monkey"},
		{"log me in please: seldo/monkey"},
		{"log in", "seldo:monkey"},
		{"log in", "user seldo pass monkey"},
		{"log in", "seldo", "pw: monkey"},
		{"log in", "seldo", "passwd=monkey"},
		{"my username is seldo and my password is monkey"},
		{"the password for seldo is monkey"},
		{"log in", "monkey is my password, seldo is my username"},
		{"log in as seldo, my password is monkey"},
		{"log in", "seldo", "my password is monkey"},
	}
	for _, lines := range forms {
		for _, v := range []struct {
			capture, model bool
		}{{false, false}, {true, false}, {false, true}, {true, true}} {
			capture := v.capture
			t.Run(strings.Join(lines, " | ")+map[bool]string{true: " (contents)"}[capture]+map[bool]string{true: " (model)"}[v.model], func(t *testing.T) {
				t.Parallel()
				e, finish := tracedBank(t, capture, v.model)
				ctx := context.Background()
				send := func(line string) {
					if err := e.Send(ctx, line); err != nil {
						t.Fatalf("%q: %v", line, err)
					}
				}
				for _, l := range lines {
					send(l)
				}
				if _, secret := e.PendingSecret(); secret {
					send("monkey")
				}
				send("check my checking balance")
				send("send 50 to 1234324")
				if err := e.Reject(ctx, "monkey"); err != nil {
					t.Fatal(err)
				}
				send("by the way monkey was a silly password")
				spans := finish()
				if e.Fact("authenticated") != "true" {
					t.Fatalf("not logged in with %q", lines)
				}
				if text := dump(spans); strings.Contains(strings.ToLower(text), "monkey") {
					t.Errorf("the password is in the spans:\n%s", text)
				}
			})
		}
	}
}

// R49: message contents — the user's words, replies, tool arguments and
// results, notes that quote the user — only with the opt-in.
func TestContentsOnlyWithOptIn(t *testing.T) {
	t.Parallel()
	for _, model := range []bool{false, true} {
		plain, _ := tracedDemo(t, "bank", false, model)
		full, _ := tracedDemo(t, "bank", true, model)
		without, with := dump(plain), dump(full)
		for _, content := range []string{"seldo", "1234324", "1234567890", "gen_ai.input.messages", "gen_ai.output.messages", "gen_ai.tool.call.arguments", "gen_ai.tool.call.result", "Choosing transfer_money due to: "} {
			if strings.Contains(without, content) {
				t.Errorf("model %v: %q is exported without the opt-in", model, content)
			}
			if !strings.Contains(with, content) {
				t.Errorf("model %v: %q is not exported with the opt-in", model, content)
			}
		}
		if strings.Contains(strings.ToLower(with), "monkey") {
			t.Errorf("model %v: the password is in the contents", model)
		}
	}
}

// R49: an MCP tool's call is an execute_tool span that names its server,
// and a domain file's secret (the pharmacy's PIN) is in no span either.
func TestMCPToolSpans(t *testing.T) {
	t.Parallel()
	for _, capture := range []bool{false, true} {
		spec, err := domainfile.Load("../examples/pharmacy/pharmacy.yaml", domainfile.Options{Pins: filepath.Join(t.TempDir(), "pins.json")})
		if err != nil {
			t.Fatal(err)
		}
		d, problems := spec.Domain(domainfiletest.Pharmacy())
		if len(problems) > 0 {
			t.Fatal(problems)
		}
		exp := tracetest.NewInMemoryExporter()
		mem := &reading.SecretMemory{}
		sp := telemetry.NewSpans(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)),
			telemetry.SpanOptions{CaptureContent: capture, Mask: func(s string) string { m, _ := mem.Mask(s); return m }})
		e, err := concierge.New(concierge.Config{Domain: d, Sink: sp.Observe, Typed: mem, Clock: concierge.FixedClock})
		if err != nil {
			t.Fatal(err)
		}
		e.Start()
		for _, line := range []string{"I need a refill of my prescription", "my member id is M12345 and my pin is 4321", "RX100", "2"} {
			if err := e.Send(context.Background(), line); err != nil {
				t.Fatal(err)
			}
		}
		if err := e.Approve(context.Background()); err != nil {
			t.Fatal(err)
		}
		sp.Close()
		found := 0
		for _, s := range exp.GetSpans() {
			if s.Name != "execute_tool sign_in" && s.Name != "execute_tool refill" {
				continue
			}
			found++
			server, _ := attr(s, "concierge.mcp.server")
			kind, _ := attr(s, "gen_ai.tool.type")
			method, _ := attr(s, "mcp.method.name")
			if server.AsString() == "" || kind.AsString() != "extension" || method.AsString() != "tools/call" {
				t.Errorf("%s: %v", s.Name, s.Attributes)
			}
		}
		if found != 2 {
			t.Errorf("%d MCP tool spans, want sign_in and refill:\n%s", found, tree(exp.GetSpans()))
		}
		if text := dump(exp.GetSpans()); strings.Contains(text, "4321") {
			t.Errorf("the PIN is in the spans (contents %v):\n%s", capture, text)
		}
	}
}

// tracedBank is a bank engine, offline or on the fake model server, whose
// events go to spans in an in-memory exporter, masked with the engine's
// own memory of the secrets typed; finish ends what is open and gives the
// spans.
func tracedBank(t *testing.T, capture, model bool) (e *concierge.Engine, finish func() tracetest.SpanStubs) {
	t.Helper()
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	mem := &reading.SecretMemory{}
	sp := telemetry.NewSpans(tp, telemetry.SpanOptions{CaptureContent: capture, Mask: func(s string) string { m, _ := mem.Mask(s); return m }})
	d, _ := concierge.BuiltinDomains().New("bank")
	var brain agents.Brain
	if model {
		var servers []*openaitest.Server
		brain, _ = concierge.ModelEngine(t, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModel(t, d) }, &servers)(d)
	}
	e, err := concierge.New(concierge.Config{Domain: d, Brain: brain, Sink: sp.Observe, Typed: mem, Clock: concierge.FixedClock})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	return e, func() tracetest.SpanStubs { sp.Close(); return exp.GetSpans() }
}
