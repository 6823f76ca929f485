package telemetry_test

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/concierge/telemetry"
	"github.com/concierge-dev/concierge/concierge/telemetry/otlptest"
)

// BenchmarkBankDemoExport (R49): the bank demo's turn times without an
// export, with the collector down (a closed port) and with a live one. A
// collector that is down must cost a turn nothing: ns/turn within 10% of
// none. A turn is timed from its step to its TurnFinished; between two
// turns the spans of the last one are built (as while a user reads and
// types), untimed, so the metric is the turn's own latency and not this
// machine's spare cores. ns/op is the whole demo with those waits.
func BenchmarkBankDemoExport(b *testing.B) {
	sc, err := scenario.Demo("bank")
	if err != nil {
		b.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	dead := "http://" + l.Addr().String()
	l.Close()
	live := otlptest.New(b).URL
	for _, bc := range []struct{ name, endpoint string }{{"none", ""}, {"collector-down", dead}, {"collector-up", live}} {
		b.Run(bc.name, func(b *testing.B) {
			var x *telemetry.Exporter
			if bc.endpoint != "" {
				s, _ := telemetry.FromEnv(func(k string) string {
					if k == "OTEL_EXPORTER_OTLP_ENDPOINT" {
						return bc.endpoint
					}
					return ""
				})
				if x, err = telemetry.Start(context.Background(), s, telemetry.Options{}); err != nil {
					b.Fatal(err)
				}
				defer func() { _ = x.Shutdown() }()
			}
			var (
				inTurns time.Duration
				turns   int
				began   time.Time
			)
			timing := func(ev concierge.Event) {
				if _, ok := ev.(concierge.TurnFinished); ok {
					inTurns += time.Since(began)
					turns++
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{
					Sink: x.Sink(timing),
					BeforeStep: func(scenario.Step, bool) {
						if x != nil {
							x.WaitIdle()
						}
						// every variant pauses alike before a turn: a
						// goroutine woken from a sleep runs colder than
						// one that never slept, and that is not the export
						time.Sleep(50 * time.Microsecond)
						began = time.Now()
					},
				})
				if err != nil || len(rep.Failures) > 0 {
					b.Fatal(err, rep.Failures)
				}
			}
			b.ReportMetric(float64(inTurns.Nanoseconds())/float64(turns), "ns/turn")
		})
	}
}
