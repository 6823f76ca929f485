package telemetry_test

import (
	"context"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// Review (R49): a turn cancelled (Esc) in the middle of an agent's model
// request still ends every span it opened, the request's chat span under
// the agent's invoke_agent under the turn, and the turn says it was
// cancelled; a request whose model is not known is "chat", as the GenAI
// conventions name it, not "chat " with a trailing space.
func TestReviewCancelledTurnEndsItsSpans(t *testing.T) {
	t.Parallel()
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	sp := telemetry.NewSpans(tp, telemetry.SpanOptions{})
	now := time.Now()
	at := func(d time.Duration) time.Time { return now.Add(d * time.Millisecond) }
	sp.ObserveAt(concierge.TurnStarted{Input: "send 50 to 1234324", Session: "s1"}, at(0))
	sp.ObserveAt(concierge.AgentHop{Agent: "transfer_money", Why: "takes the task"}, at(1))
	sp.ObserveAt(concierge.ModelCall{Purpose: "interpret", Agent: "transfer_money", Requests: 1, Engine: "openai",
		Calls: []agents.ModelRequest{{Start: at(2), Latency: 3 * time.Millisecond, Err: context.Canceled.Error()}}}, at(5))
	sp.ObserveAt(concierge.TurnFinished{Cancelled: true}, at(6))
	spans := exp.GetSpans()
	byID := map[string]tracetest.SpanStub{}
	for _, s := range spans {
		byID[s.SpanContext.SpanID().String()] = s
		if s.EndTime.IsZero() || s.EndTime.Before(s.StartTime) {
			t.Errorf("%s: not ended (%v → %v)", s.Name, s.StartTime, s.EndTime)
		}
		if v, ok := attrOf(s, "gen_ai.conversation.id"); !ok || v != "s1" {
			t.Errorf("%s: conversation %q", s.Name, v)
		}
	}
	if len(spans) != 3 {
		t.Fatalf("%d spans, want turn, invoke_agent and chat: %v", len(spans), spans)
	}
	for _, s := range spans {
		parent := byID[s.Parent.SpanID().String()].Name
		switch s.Name {
		case "turn":
			if v, _ := attrOf(s, "concierge.turn.cancelled"); v != "true" {
				t.Errorf("the turn does not say it was cancelled: %v", s.Attributes)
			}
		case "invoke_agent transfer_money":
			if parent != "turn" {
				t.Errorf("invoke_agent under %q", parent)
			}
		case "chat":
			if parent != "invoke_agent transfer_money" {
				t.Errorf("chat under %q", parent)
			}
			if v, _ := attrOf(s, "gen_ai.operation.name"); v != "chat" {
				t.Errorf("chat's operation %q", v)
			}
		default:
			t.Errorf("span %q", s.Name)
		}
	}
}

func attrOf(s tracetest.SpanStub, key string) (string, bool) {
	for _, kv := range s.Attributes {
		if string(kv.Key) == key {
			return kv.Value.Emit(), true
		}
	}
	return "", false
}

// Review (R49): a model call from a brain that keeps no log of its
// requests gives its total tokens, and no gen_ai.usage.* of 0 and 0 that a
// dashboard would add up as a free request.
func TestReviewChatWithoutRequestLogClaimsNoZeroTokens(t *testing.T) {
	t.Parallel()
	exp := tracetest.NewInMemoryExporter()
	sp := telemetry.NewSpans(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)), telemetry.SpanOptions{})
	now := time.Now()
	sp.ObserveAt(concierge.TurnStarted{Input: "hi", Session: "s1"}, now)
	sp.ObserveAt(concierge.ModelCall{Purpose: "interpret", Agent: "a", Requests: 1, Tokens: 57, Latency: time.Millisecond, Model: "m"}, now.Add(2*time.Millisecond))
	sp.ObserveAt(concierge.TurnFinished{Usage: agents.Usage{Requests: 1, Tokens: 57}}, now.Add(3*time.Millisecond))
	for _, s := range exp.GetSpans() {
		if s.Name != "chat m" {
			continue
		}
		if v, ok := attrOf(s, "gen_ai.usage.input_tokens"); ok {
			t.Errorf("input tokens %s for a request whose split is not known", v)
		}
		if v, _ := attrOf(s, "concierge.usage.tokens"); v != "57" {
			t.Errorf("tokens %q, want 57", v)
		}
		return
	}
	t.Errorf("no chat span")
}
