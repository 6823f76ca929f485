package telemetry_test

import (
	"context"
	"net"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// hangingCollector accepts connections and never answers on them (a
// collector that is up but stuck), until the test ends.
func hangingCollector(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		var conns []net.Conn
		defer func() {
			for _, c := range conns {
				c.Close()
			}
			close(done)
		}()
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			conns = append(conns, c)
		}
	}()
	t.Cleanup(func() { l.Close(); <-done })
	return l.Addr().String()
}

// goroutinesSettle waits until no more than want goroutines run, and
// reports how many there were.
func goroutinesSettle(want int, within time.Duration) int {
	deadline := time.Now().Add(within)
	for {
		n := runtime.NumGoroutine()
		if n <= want || time.Now().After(deadline) {
			return n
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Review (R49): a collector that accepts and never answers holds the exit
// no longer than the flush's bound, and once Shutdown has returned the
// export leaves no goroutine behind (an export still waiting on the
// collector, a connection, the span builder), on either protocol. Not
// parallel: it counts the process's goroutines.
func TestReviewHangingCollectorFlushAndNoLeak(t *testing.T) {
	for _, proto := range []string{"http/protobuf", "grpc"} {
		t.Run(proto, func(t *testing.T) {
			addr := hangingCollector(t)
			before := runtime.NumGoroutine()
			s := settings(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://" + addr, "OTEL_EXPORTER_OTLP_PROTOCOL": proto})
			x, err := telemetry.Start(context.Background(), s, telemetry.Options{})
			if err != nil {
				t.Fatal(err)
			}
			// Bounds are relative to the same demo with no export, and loose
			// enough for a loaded 2-core machine under -race; a send that
			// blocked on the collector would take the 5 s export timeout.
			base := time.Now()
			replayBankNoExport(t)
			plain := time.Since(base)
			turn := time.Now()
			replayBank(t, x)
			if d := time.Since(turn); d > plain+time.Second {
				t.Errorf("the demo took %s with a stuck collector, %s without export", d, plain)
			}
			start := time.Now()
			_ = x.Shutdown()
			if d := time.Since(start); d > telemetry.FlushTimeout+1500*time.Millisecond {
				t.Errorf("the flush took %s, more than %s", d, telemetry.FlushTimeout)
			}
			if n := goroutinesSettle(before, 5*time.Second); n > before {
				buf := make([]byte, 1<<20)
				stacks := string(buf[:runtime.Stack(buf, true)])
				var ours []string
				for _, g := range strings.Split(stacks, "\n\n") {
					if strings.Contains(g, "otlptrace") || strings.Contains(g, "grpc") || strings.Contains(g, "net/http") || strings.Contains(g, "telemetry") {
						ours = append(ours, g)
					}
				}
				t.Errorf("%d goroutines a second after Shutdown, %d before Start:\n%s", n, before, strings.Join(ours, "\n\n"))
			}
		})
	}
}

// Review (R49): an endpoint that is not a URL is said clearly, once, and
// the message keeps what a URL carries besides its address out (a user's
// password, a token in the query), as the collector's warning does: it is
// stored with the session's trace.
func TestReviewBadEndpointMessageHidesCredentials(t *testing.T) {
	t.Parallel()
	for _, ep := range []string{"http://ada:s3cret@[::1:4318", "https://collector.example:43x8/?token=s3cret", "http://ada:s3cret@host:4318/%zz"} {
		s := settings(t, map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": ep})
		x, err := telemetry.Start(context.Background(), s, telemetry.Options{})
		if err == nil {
			_ = x.Shutdown()
			t.Errorf("%q: started", ep)
			continue
		}
		if strings.Contains(err.Error(), "s3cret") || !strings.Contains(err.Error(), "OTLP endpoint") {
			t.Errorf("%q: %v", ep, err)
		}
	}
}
