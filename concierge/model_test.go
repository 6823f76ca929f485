package concierge

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/agents/understand"
)

// competentModel is a fake model that answers the engine's requests the
// way a competent model would: it reads each request as the wire carries
// it (tools offered, system prompt, last user message) and decides with
// the offline engine's rules, then answers with real tool calls. Scenarios
// written for the offline engine then replay on the model engine.
func competentModel(t testing.TB, d *agents.Domain) openaitest.Handler {
	off := offline.New(d)
	reader := sync.OnceValue(func() *understand.Reader {
		rd, err := understand.New(d)
		if err != nil {
			t.Errorf("the offline reader of %s: %v", d.Name, err)
		}
		return rd
	})
	return func(r openaitest.Request) openaitest.Response {
		ctx := context.Background()
		tools := r.ToolNames()
		switch {
		case contains(tools, openai.ReadMessageTool):
			return readMessageAnswer(t, d, reader(), off, r)
		case contains(tools, "route"):
			legal := routeEnum(r)
			var among []*agents.Agent
			for _, name := range legal {
				if a := d.Agent(name); a != nil {
					among = append(among, a)
				}
			}
			route, _ := off.Route(ctx, agents.RouteInput{Text: r.LastUser(), Agents: among})
			args := map[string]any{"agent": route.Agent, "reason": route.Reason}
			if len(route.Plan) > 1 {
				var also []map[string]string
				for _, s := range route.Plan[1:] {
					also = append(also, map[string]string{"request": s.Action, "agent": s.Agent})
				}
				args["request"], args["also"] = route.Plan[0].Action, also
			}
			return openaitest.ToolCall("route", mustJSON(t, args))
		case contains(tools, "fill_slots"):
			a := d.Agent(agentOf(r))
			if a == nil {
				t.Errorf("fill_slots for an unknown agent: %q", agentOf(r))
				return openaitest.ToolCall("fill_slots", "{}")
			}
			in, _ := off.Interpret(ctx, agents.InterpretInput{Agent: a, Text: r.LastUser(), Asked: askedSlot(r, a), Others: others(r, d)})
			if in.Pass {
				return openaitest.ToolCall("pass", mustJSON(t, map[string]string{"reason": in.PassReason}))
			}
			return openaitest.ToolCall("fill_slots", mustJSON(t, in.Slots))
		case contains(tools, "no_further_task"):
			return openaitest.ToolCall("no_further_task", "{}")
		}
		t.Errorf("a request the fake model does not know: tools %v", tools)
		return openaitest.Text("?")
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func mustJSON(t testing.TB, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// routeEnum reads the legal agent names from the route tool's schema.
func routeEnum(r openaitest.Request) []string {
	for _, tool := range r.Chat.Tools {
		if tool.Function.Name != "route" {
			continue
		}
		var schema struct {
			Properties struct {
				Agent struct {
					Enum []string `json:"enum"`
				} `json:"agent"`
			} `json:"properties"`
		}
		_ = json.Unmarshal(tool.Function.Parameters, &schema)
		return schema.Properties.Agent.Enum
	}
	return nil
}

var (
	fillFor  = regexp.MustCompile(`Record the values the user gave for (\S+)'s task`)
	askedFor = regexp.MustCompile(`You last asked the user for: (.+)\.`)
	otherRe  = regexp.MustCompile(`(?m)^- (\S+): `)
)

func agentOf(r openaitest.Request) string {
	for _, tool := range r.Chat.Tools {
		if m := fillFor.FindStringSubmatch(tool.Function.Description); m != nil {
			return m[1]
		}
	}
	return ""
}

func askedSlot(r openaitest.Request, a *agents.Agent) string {
	m := askedFor.FindStringSubmatch(r.System())
	if m == nil {
		return ""
	}
	for _, s := range a.Slots {
		if s.LabelOrName() == m[1] {
			return s.Name
		}
	}
	return ""
}

// others reads the agents the prompt offers to pass to.
func others(r openaitest.Request, d *agents.Domain) []*agents.Agent {
	sys := r.System()
	i := strings.Index(sys, "If the message is not an answer for you")
	if i < 0 {
		return nil
	}
	var out []*agents.Agent
	for _, m := range otherRe.FindAllStringSubmatch(sys[i:], -1) {
		if a := d.Agent(m[1]); a != nil {
			out = append(out, a)
		}
	}
	return out
}

// modelEngine builds the model engine on a fake server for a replay.
func modelEngine(t testing.TB, h func(*agents.Domain) openaitest.Handler, servers *[]*openaitest.Server) func(*agents.Domain) (agents.Brain, error) {
	var mu sync.Mutex
	return func(d *agents.Domain) (agents.Brain, error) {
		srv := openaitest.New(t, h(d))
		mu.Lock()
		*servers = append(*servers, srv)
		mu.Unlock()
		client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: 5 * time.Second,
			Sleep: func(context.Context, time.Duration) error { return nil }})
		return openai.New(d, client, "test-model"), nil
	}
}
