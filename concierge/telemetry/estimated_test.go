package telemetry_test

import (
	"strings"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// R56: token counts the brain guessed (the server reported no usage) are
// carried as concierge.usage.estimated_*, never as gen_ai.usage.*, which a
// dashboard reads as the server's own count; counts the server reported
// stay gen_ai.usage.*.
func TestEstimatedTokensAreNeverGenAIUsage(t *testing.T) {
	t.Parallel()
	exp := tracetest.NewInMemoryExporter()
	sp := telemetry.NewSpans(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)), telemetry.SpanOptions{})
	now := time.Now()
	sp.ObserveAt(concierge.TurnStarted{Input: "hi", Session: "s1"}, now)
	sp.ObserveAt(concierge.ModelCall{Purpose: "route", Requests: 1, Tokens: 431, Estimated: true, Latency: time.Millisecond, Model: "guessed",
		Calls: []agents.ModelRequest{{Model: "guessed", Start: now, Latency: time.Millisecond, InputTokens: 400, OutputTokens: 31, Estimated: true}}}, now.Add(2*time.Millisecond))
	sp.ObserveAt(concierge.ModelCall{Purpose: "interpret", Requests: 1, Tokens: 90, Latency: time.Millisecond, Model: "reported",
		Calls: []agents.ModelRequest{{Model: "reported", Start: now, Latency: time.Millisecond, InputTokens: 80, OutputTokens: 10}}}, now.Add(3*time.Millisecond))
	sp.ObserveAt(concierge.ModelCall{Purpose: "continue", Requests: 1, Tokens: 57, Estimated: true, Latency: time.Millisecond, Model: "nolog"}, now.Add(4*time.Millisecond))
	sp.ObserveAt(concierge.TurnFinished{Usage: agents.Usage{Requests: 3, Tokens: 578, EstimatedTokens: 488}}, now.Add(5*time.Millisecond))

	seen := 0
	for _, s := range exp.GetSpans() {
		switch s.Name {
		case "chat guessed":
			seen++
			for _, kv := range s.Attributes {
				if strings.HasPrefix(string(kv.Key), "gen_ai.usage.") {
					t.Errorf("estimated request carries %s=%s", kv.Key, kv.Value.Emit())
				}
			}
			if v, _ := attrOf(s, "concierge.usage.estimated_input_tokens"); v != "400" {
				t.Errorf("estimated input %q, want 400", v)
			}
			if v, _ := attrOf(s, "concierge.usage.estimated_output_tokens"); v != "31" {
				t.Errorf("estimated output %q, want 31", v)
			}
		case "chat reported":
			seen++
			if v, _ := attrOf(s, "gen_ai.usage.input_tokens"); v != "80" {
				t.Errorf("reported input %q, want 80", v)
			}
			if _, ok := attrOf(s, "concierge.usage.estimated_input_tokens"); ok {
				t.Errorf("a reported count marked estimated")
			}
		case "chat nolog":
			seen++
			if _, ok := attrOf(s, "concierge.usage.tokens"); ok {
				t.Errorf("an estimated total carried as concierge.usage.tokens")
			}
			if v, _ := attrOf(s, "concierge.usage.estimated_tokens"); v != "57" {
				t.Errorf("estimated total %q, want 57", v)
			}
		case "turn":
			seen++
			if v, _ := attrOf(s, "concierge.usage.tokens"); v != "90" {
				t.Errorf("turn's reported tokens %q, want 90", v)
			}
			if v, _ := attrOf(s, "concierge.usage.estimated_tokens"); v != "488" {
				t.Errorf("turn's estimated tokens %q, want 488", v)
			}
		}
	}
	if seen != 4 {
		t.Errorf("saw %d of the 4 spans", seen)
	}
}
