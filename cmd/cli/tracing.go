package cli

import (
	"context"
	"os"
	"sync"

	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// The OpenTelemetry export (R49) of the commands that run the loop: chat
// (the TUI and --plain), demo and replay. It starts only when the
// environment asks for it (an OTLP endpoint variable, and the SDK not
// disabled); then every engine's sink also feeds a span builder, and the
// spans are flushed when the command ends, within telemetry.FlushTimeout.
// What goes wrong with the export is said once in the session's trace,
// never on the terminal: the conversation does not depend on it.

// startExporter is telemetry.Start; a test counts the exporters started.
var startExporter = telemetry.Start

// traceServer names the export in the session's trace (a ServerLog line).
const traceServer = "opentelemetry"

// startTracing starts the export if the environment asks for it, and
// returns what ends it (always callable).
func (o *engineOptions) startTracing(ios ioStreams) (stop func()) {
	s, ok := telemetry.FromEnv(ios.Getenv)
	if !ok {
		return func() {}
	}
	warn := func(text string) { serverLog.add(traceServer, "warning", text) }
	x, err := startExporter(context.Background(), s, telemetry.Options{Mask: maskTyped, Warn: warn})
	if err != nil {
		warn(err.Error() + "; nothing is exported")
		return func() {}
	}
	o.tracer = x
	var hook int
	stop = sync.OnceFunc(func() {
		beforeExit.remove(hook)
		_ = x.Shutdown()
		o.tracer = nil
	})
	hook = beforeExit.add(stop)
	return stop
}

// beforeExit is what must still run when the process leaves on its own
// (Ctrl+C at the prompt exits at once): the flush of the spans.
var beforeExit exitHooks

type exitHooks struct {
	mu   sync.Mutex
	next int
	fns  map[int]func()
}

func (h *exitHooks) add(f func()) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.fns == nil {
		h.fns = map[int]func(){}
	}
	h.next++
	h.fns[h.next] = f
	return h.next
}

func (h *exitHooks) remove(id int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.fns, id)
}

// exitProcess runs the hooks, each bounded (a flush gives up after
// telemetry.FlushTimeout), then exits.
func exitProcess(code int) {
	beforeExit.mu.Lock()
	fns := make([]func(), 0, len(beforeExit.fns))
	for _, f := range beforeExit.fns {
		fns = append(fns, f)
	}
	beforeExit.mu.Unlock()
	for _, f := range fns {
		f() // each takes the lock to remove itself: not held here
	}
	os.Exit(code)
}

// maskTyped masks the secrets typed in this process, as the engines do:
// every string exported passes through it.
func maskTyped(s string) string {
	m, _ := typedSecrets.Mask(s)
	return m
}
