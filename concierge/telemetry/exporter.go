package telemetry

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-logr/logr"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
)

// FlushTimeout bounds the flush on exit (R49): spans still queued after it
// are dropped, so a dead or slow collector never holds the terminal.
const FlushTimeout = 2 * time.Second

// Batching: a turn only hands its spans to a bounded queue; a background
// goroutine sends them. A full queue drops spans instead of waiting, so a
// collector that is down or slow costs a turn nothing.
const (
	maxQueue      = 2048
	batchTimeout  = 2 * time.Second // how soon a finished turn is on its way
	exportTimeout = 5 * time.Second // one send to a slow collector at most
)

// Options shape an export beyond the environment's settings.
type Options struct {
	// Mask hides the secrets typed in this process in a string (the
	// engine's memory, reading.SecretMemory.Mask); every exported string
	// passes through it. nil masks nothing beyond what the events masked.
	Mask func(string) string
	// Warn receives the one warning about a collector that cannot be
	// reached: for the session's trace (a ServerLog), never the terminal.
	// nil keeps it for the next turn's span only.
	Warn func(text string)
	// Version is the service.version of the resource, "" for none.
	Version string
}

// Exporter is a running export: a tracer provider with a batch processor
// in front of an OTLP exporter. Its zero value is not usable; Start builds
// one.
type Exporter struct {
	provider *sdktrace.TracerProvider
	settings Settings
	opts     Options
	warned   atomic.Bool
	// warning is the one warning, kept for the next turn's span too
	warning atomic.Pointer[string]
	// builders are the span builders of the engines wrapped so far
	builders []*behind
	// gone ends the sends still waiting on the collector when Shutdown
	// gives up on them: none outlives Shutdown by its own timeout.
	gone    context.Context
	abandon context.CancelFunc
}

// Start builds the exporter the settings describe. It sends nothing until
// spans end, connects lazily, and never blocks on the collector.
func Start(ctx context.Context, s Settings, opts Options) (*Exporter, error) {
	silenceGlobals()
	var (
		exp sdktrace.SpanExporter
		err error
	)
	if _, perr := url.Parse(s.Endpoint); perr != nil {
		// neither the endpoint nor url's error, which quotes it whole: a
		// URL may carry a password or a token besides its address
		why := perr.Error()
		var uerr *url.Error
		if errors.As(perr, &uerr) {
			why = uerr.Err.Error()
		}
		return nil, fmt.Errorf("the OTLP endpoint (%s or %s) is not a URL: %s", envTracesEndpoint, envEndpoint, why)
	}
	// no retries: a batch the collector refuses is dropped at once, so
	// that the flush on exit does not wait out a backoff
	switch s.Protocol {
	case ProtocolGRPC:
		exp, err = otlptracegrpc.New(ctx, otlptracegrpc.WithEndpointURL(s.Endpoint),
			otlptracegrpc.WithHeaders(s.Headers), otlptracegrpc.WithRetry(otlptracegrpc.RetryConfig{Enabled: false}),
			otlptracegrpc.WithTimeout(exportTimeout))
	default:
		exp, err = otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(s.Endpoint),
			otlptracehttp.WithHeaders(s.Headers), otlptracehttp.WithRetry(otlptracehttp.RetryConfig{Enabled: false}),
			otlptracehttp.WithTimeout(exportTimeout))
	}
	if err != nil {
		return nil, fmt.Errorf("starting the OTLP exporter: %w", err)
	}
	x := &Exporter{settings: s, opts: opts}
	x.gone, x.abandon = context.WithCancel(context.Background())
	attrs := []attribute.KeyValue{attribute.String("service.name", s.ServiceName)}
	if opts.Version != "" {
		attrs = append(attrs, attribute.String("service.version", opts.Version))
	}
	res, err := resource.New(ctx, resource.WithTelemetrySDK(), resource.WithAttributes(attrs...))
	if err != nil {
		res = resource.NewSchemaless(attrs...)
	}
	x.provider = sdktrace.NewTracerProvider(
		sdktrace.WithResource(res),
		sdktrace.WithBatcher(&reportingExporter{SpanExporter: exp, x: x},
			sdktrace.WithMaxQueueSize(maxQueue), sdktrace.WithBatchTimeout(batchTimeout),
			sdktrace.WithExportTimeout(exportTimeout)),
	)
	active.add(x)
	if s.Problem != "" {
		x.problem(s.Problem)
	}
	return x, nil
}

// Sink wraps a front end's sink: every event goes to next first, then to
// a span builder of its own (one per engine, so sessions never share a
// turn). next may be nil.
func (x *Exporter) Sink(next func(concierge.Event)) func(concierge.Event) {
	if x == nil {
		return next
	}
	sp := NewSpans(x.provider, SpanOptions{CaptureContent: x.settings.CaptureContent, Mask: x.opts.Mask, Warning: x.takeWarning})
	b := newBehind(sp)
	x.track(b)
	return func(ev concierge.Event) {
		if next != nil {
			next(ev)
		}
		b.push(ev)
	}
}

// buildersMu guards every exporter's builders, which are closed at
// shutdown: a turn still open then (an interrupted TUI) is ended, not lost.
var buildersMu sync.Mutex

func (x *Exporter) track(b *behind) {
	buildersMu.Lock()
	defer buildersMu.Unlock()
	x.builders = append(x.builders, b)
}

// Shutdown ends what is open, flushes the queue and stops the exporter,
// within FlushTimeout whatever the collector does. Safe on nil.
func (x *Exporter) Shutdown() error {
	if x == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), FlushTimeout)
	defer cancel()
	buildersMu.Lock()
	builders := x.builders
	x.builders = nil
	buildersMu.Unlock()
	for _, b := range builders {
		b.close(ctx)
	}
	err := x.provider.Shutdown(ctx)
	x.abandon() // a send still waiting on the collector stops now
	active.remove(x)
	return err
}

// problem records the first failure of the export, once: for the
// session's trace and the next turn's span, never for the terminal.
func (x *Exporter) problem(text string) {
	if !x.warned.CompareAndSwap(false, true) {
		return
	}
	text = concierge.SanitizeLine(text)
	x.warning.Store(&text)
	if x.opts.Warn != nil {
		x.opts.Warn(text)
	}
}

// takeWarning hands the warning to one turn span, once.
func (x *Exporter) takeWarning() string {
	if p := x.warning.Swap(nil); p != nil {
		return *p
	}
	return ""
}

// reportingExporter turns a failed send into the exporter's one warning
// and drops the batch, instead of the SDK's global error handler (which
// writes to stderr, under a TUI).
type reportingExporter struct {
	sdktrace.SpanExporter
	x *Exporter
}

func (r *reportingExporter) ExportSpans(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(r.x.gone, cancel)()
	if err := r.SpanExporter.ExportSpans(ctx, spans); err != nil && r.x.gone.Err() == nil {
		why := "it did not answer"
		if !errors.Is(err, context.DeadlineExceeded) {
			why = reading.Clip(err.Error(), 200)
		}
		r.x.problem(fmt.Sprintf("OpenTelemetry: the collector at %s could not take the trace (%s); spans it cannot take are dropped. Said once.", r.x.where(), why))
	}
	return nil
}

// where names the collector without what a URL may carry besides its
// address (a user and password, a token in the query).
func (x *Exporter) where() string {
	u, err := url.Parse(x.settings.Endpoint)
	if err != nil || u.Host == "" {
		return "the configured endpoint"
	}
	return u.Scheme + "://" + u.Host
}

// silenceGlobals keeps the SDK from writing on the terminal: its default
// error handler and logger print to stderr, which would tear a TUI. An
// error that reaches them anyway is the running exporters' one warning.
var silenceGlobals = sync.OnceFunc(func() {
	otel.SetLogger(logr.Discard())
	otel.SetErrorHandler(otel.ErrorHandlerFunc(func(err error) {
		active.each(func(x *Exporter) { x.problem("OpenTelemetry: " + reading.Clip(err.Error(), 200)) })
	}))
})

// active are the exporters running in this process, for the global
// error handler.
var active exporters

type exporters struct {
	mu  sync.Mutex
	all []*Exporter
}

func (e *exporters) add(x *Exporter) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.all = append(e.all, x)
}

func (e *exporters) remove(x *Exporter) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for i, y := range e.all {
		if y == x {
			e.all = append(e.all[:i], e.all[i+1:]...)
			return
		}
	}
}

func (e *exporters) each(f func(*Exporter)) {
	e.mu.Lock()
	all := append([]*Exporter(nil), e.all...)
	e.mu.Unlock()
	for _, x := range all {
		f(x)
	}
}
