package cli

import (
	"context"

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
	return func() {
		_ = x.Shutdown()
		o.tracer = nil
	}
}

// maskTyped masks the secrets typed in this process, as the engines do:
// every string exported passes through it.
func maskTyped(s string) string {
	m, _ := typedSecrets.Mask(s)
	return m
}
