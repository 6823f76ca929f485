package telemetry_test

import (
	"context"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/concierge/telemetry"
	"github.com/concierge-dev/concierge/concierge/telemetry/otlptest"
)

// replayBank plays the bank demo through the exporter's sink.
func replayBank(t testing.TB, x *telemetry.Exporter) {
	t.Helper()
	sc, err := scenario.Demo("bank")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{Sink: x.Sink(nil)})
	if err != nil || len(rep.Failures) > 0 {
		t.Fatalf("the demo failed: %v %v", err, rep.Failures)
	}
}

// replayBankNoExport replays the bank demo with no exporter: the baseline the
// stuck-collector run is measured against.
func replayBankNoExport(t *testing.T) {
	t.Helper()
	sc, err := scenario.Demo("bank")
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{}); err != nil || len(rep.Failures) > 0 {
		t.Fatalf("the demo failed: %v %v", err, rep.Failures)
	}
}

func settings(t testing.TB, env map[string]string) telemetry.Settings {
	t.Helper()
	s, ok := telemetry.FromEnv(func(k string) string { return env[k] })
	if !ok {
		t.Fatalf("no export for %v", env)
	}
	return s
}

// R49: the spans reach a collector over OTLP/HTTP, with the service name
// and headers the variables give, by the time Shutdown returns.
func TestExportOverHTTP(t *testing.T) {
	t.Parallel()
	rcv := otlptest.New(t)
	s := settings(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": rcv.URL, "OTEL_SERVICE_NAME": "bank-demo",
		"OTEL_EXPORTER_OTLP_HEADERS": "authorization=Bearer%20t0ken"})
	var warnings []string
	x, err := telemetry.Start(context.Background(), s, telemetry.Options{Warn: func(w string) { warnings = append(warnings, w) }})
	if err != nil {
		t.Fatal(err)
	}
	replayBank(t, x)
	if err := x.Shutdown(); err != nil {
		t.Fatal(err)
	}
	spans := rcv.Spans()
	names := map[string]int{}
	ids := map[string]string{}
	for _, sp := range spans {
		names[sp.Name]++
		ids[sp.SpanID] = sp.Name
		if sp.Service != "bank-demo" {
			t.Errorf("%s: service %q", sp.Name, sp.Service)
		}
	}
	if names["turn"] != 7 || names["execute_tool transfer"] != 1 || names["invoke_agent authenticate"] != 3 {
		t.Errorf("received %v", names)
	}
	for _, sp := range spans {
		if sp.Name == "execute_tool transfer" && ids[sp.ParentSpanID] != "invoke_agent transfer_money" {
			t.Errorf("the transfer's parent is %q", ids[sp.ParentSpanID])
		}
	}
	if got := rcv.Header("Authorization"); got != "Bearer t0ken" {
		t.Errorf("authorization header %q", got)
	}
	if len(warnings) > 0 {
		t.Errorf("warnings with a working collector: %q", warnings)
	}
}

// R49: a collector that is down costs the turns nothing; it is said once
// (to Warn, for the session's trace), and the flush on exit gives up
// within its bound.
func TestDeadCollector(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	for _, proto := range []string{"http/protobuf", "grpc"} {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			s := settings(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://" + addr, "OTEL_EXPORTER_OTLP_PROTOCOL": proto})
			var mu sync.Mutex
			var warnings []string
			x, err := telemetry.Start(context.Background(), s, telemetry.Options{Warn: func(w string) {
				mu.Lock()
				defer mu.Unlock()
				warnings = append(warnings, w)
			}})
			if err != nil {
				t.Fatal(err)
			}
			replayBank(t, x)
			replayBank(t, x)
			start := time.Now()
			_ = x.Shutdown()
			if d := time.Since(start); d > telemetry.FlushTimeout+500*time.Millisecond {
				t.Errorf("the flush took %s", d)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(warnings) != 1 || !strings.Contains(warnings[0], "could not take the trace") || !strings.Contains(warnings[0], "Said once") {
				t.Errorf("warnings %q, want one", warnings)
			}
		})
	}
}
