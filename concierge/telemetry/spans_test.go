package telemetry

import (
	"errors"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// The export's one warning goes on the next turn's span; a turn still
// open at Close is ended as unfinished; a failed request and a failed
// turn say only their kind without the opt-in; spans carry the times the
// events happened, not the times they were built.
func TestSpansDetails(t *testing.T) {
	t.Parallel()
	exp := tracetest.NewInMemoryExporter()
	said := false
	sp := NewSpans(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)), SpanOptions{Warning: func() string {
		if said {
			return ""
		}
		said = true
		return "the collector is down"
	}})
	t0 := time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC)
	at := func(s int) time.Time { return t0.Add(time.Duration(s) * time.Second) }
	sp.ObserveAt(concierge.TurnStarted{Input: "send 50 to 1234324", Session: "s1"}, at(0))
	sp.ObserveAt(concierge.ModelCall{Purpose: "interpret", Agent: "transfer_money", Requests: 1, Engine: "openai", Model: "m",
		Calls: []agents.ModelRequest{{Model: "m", Start: at(1), Latency: time.Second, Err: "HTTP 500: echo of 1234324"}}}, at(2))
	sp.ObserveAt(concierge.NoteAdded{Note: state.Note{Kind: state.NoteRoute, Text: "Choosing transfer_money due to: 1234324"}}, at(2))
	sp.ObserveAt(concierge.TurnFinished{Err: errors.New("the model failed on 1234324")}, at(3))
	sp.ObserveAt(concierge.TurnStarted{Input: "hello", Session: "s1"}, at(4))
	sp.Close()
	spans := exp.GetSpans()
	byName := map[string][]tracetest.SpanStub{}
	for _, s := range spans {
		byName[s.Name] = append(byName[s.Name], s)
	}
	turns, chat, hop := byName["turn"], byName["chat m"], byName["invoke_agent transfer_money"]
	if len(turns) != 2 || len(chat) != 1 || len(hop) != 1 {
		t.Fatalf("spans %v", byName)
	}
	first, second := turns[0], turns[1]
	if len(first.Events) != 1 || first.Events[0].Name != eventWarning || len(second.Events) != 0 {
		t.Errorf("warning events: first %v, second %v", first.Events, second.Events)
	}
	if !first.StartTime.Equal(at(0)) || !first.EndTime.Equal(at(3)) || !chat[0].StartTime.Equal(at(1)) || !chat[0].EndTime.Equal(at(2)) || !hop[0].StartTime.Equal(at(1)) {
		t.Errorf("times: turn %v–%v, chat %v–%v, hop from %v", first.StartTime, first.EndTime, chat[0].StartTime, chat[0].EndTime, hop[0].StartTime)
	}
	if first.Status.Description != "turn_error" || chat[0].Status.Description != "model_error" {
		t.Errorf("statuses %q, %q", first.Status.Description, chat[0].Status.Description)
	}
	for _, s := range spans {
		for _, kv := range s.Attributes {
			if kv.Key == attrUnfinished && s.SpanContext.SpanID() != second.SpanContext.SpanID() {
				t.Errorf("%s marked unfinished", s.Name)
			}
		}
	}
	found := false
	for _, kv := range second.Attributes {
		found = found || kv.Key == attrUnfinished
	}
	if !found {
		t.Error("the turn open at Close is not marked unfinished")
	}
	for _, e := range hop[0].Events {
		for _, kv := range e.Attributes {
			if kv.Key == attrNoteText && kv.Value.AsString() != "Choosing transfer_money due to …" {
				t.Errorf("the routing reason was exported: %q", kv.Value.AsString())
			}
		}
	}
}
