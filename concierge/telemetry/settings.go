// Package telemetry exports the engine's trace through OpenTelemetry
// (R49): each user turn becomes a trace whose spans follow the GenAI
// semantic conventions — `invoke_agent` per agent hop, `chat` per model
// request, `execute_tool` per tool call, the side panel's notes as span
// events — sent over OTLP (HTTP or gRPC) by the OpenTelemetry Go SDK.
//
// It is configured only by the standard OTEL_* variables, and nothing
// starts unless one of them asks for an export. The spans are built from
// the engine's event stream (Spans), so the loop knows nothing of
// OpenTelemetry; the front end's sink is wrapped (Exporter.Sink). Message
// contents are exported only with the conventions' opt-in variable, and a
// secret never: every string passes through the engine's masking.
package telemetry

import (
	"net/url"
	"strings"
)

// The standard variables read (the OpenTelemetry SDK's environment
// specification and the GenAI conventions' opt-in).
const (
	envEndpoint       = "OTEL_EXPORTER_OTLP_ENDPOINT"
	envTracesEndpoint = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
	envProtocol       = "OTEL_EXPORTER_OTLP_PROTOCOL"
	envTracesProtocol = "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"
	envHeaders        = "OTEL_EXPORTER_OTLP_HEADERS"
	envTracesHeaders  = "OTEL_EXPORTER_OTLP_TRACES_HEADERS"
	envServiceName    = "OTEL_SERVICE_NAME"
	envSDKDisabled    = "OTEL_SDK_DISABLED"
	envTracesExporter = "OTEL_TRACES_EXPORTER"
	// EnvCaptureContent is the GenAI conventions' opt-in for message
	// contents in spans.
	EnvCaptureContent = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
)

// Protocols an exporter speaks.
const (
	ProtocolHTTP = "http/protobuf"
	ProtocolGRPC = "grpc"
)

// Settings are what the environment asks of the export.
type Settings struct {
	// Endpoint is the full URL spans are sent to: for HTTP the traces
	// path included (/v1/traces after a base endpoint), for gRPC the
	// collector's address as a URL.
	Endpoint string
	Protocol string
	Headers  map[string]string
	// ServiceName is the resource's service.name.
	ServiceName string
	// CaptureContent includes message contents (user text, replies, tool
	// arguments and results, notes that quote the user) in spans.
	CaptureContent bool
	// Problem is a setting that could not be honoured as given (an
	// unsupported protocol), said once in the trace.
	Problem string
}

// FromEnv reads the settings through getenv (the command's environment,
// so that tests never see the process's). ok is false when nothing is to
// be exported: no endpoint variable, OTEL_SDK_DISABLED=true, or
// OTEL_TRACES_EXPORTER=none. Then no exporter may start and nothing is
// sent anywhere.
func FromEnv(getenv func(string) string) (s Settings, ok bool) {
	if getenv == nil {
		return Settings{}, false
	}
	get := func(k string) string { return strings.TrimSpace(getenv(k)) }
	if strings.EqualFold(get(envSDKDisabled), "true") {
		return Settings{}, false
	}
	for _, e := range strings.Split(get(envTracesExporter), ",") {
		if strings.EqualFold(strings.TrimSpace(e), "none") {
			return Settings{}, false
		}
	}
	traces, base := get(envTracesEndpoint), get(envEndpoint)
	if traces == "" && base == "" {
		return Settings{}, false
	}
	s = Settings{
		Protocol:       strings.ToLower(firstOf(get(envTracesProtocol), get(envProtocol), ProtocolHTTP)),
		ServiceName:    firstOf(get(envServiceName), "concierge"),
		CaptureContent: strings.EqualFold(get(EnvCaptureContent), "true"),
		Headers:        parseHeaders(get(envHeaders)),
	}
	for k, v := range parseHeaders(get(envTracesHeaders)) {
		s.Headers[k] = v // the signal's own headers win
	}
	switch s.Protocol {
	case ProtocolHTTP, ProtocolGRPC:
	default:
		// http/json is not in the Go SDK: protobuf over HTTP is what a
		// collector that takes JSON takes too
		s.Problem = "OTLP protocol " + s.Protocol + " is not supported; spans are sent as " + ProtocolHTTP
		s.Protocol = ProtocolHTTP
	}
	switch {
	case traces != "":
		s.Endpoint = withScheme(traces) // a signal endpoint is used as given
	case s.Protocol == ProtocolHTTP:
		s.Endpoint = strings.TrimRight(withScheme(base), "/") + "/v1/traces"
	default:
		s.Endpoint = withScheme(base)
	}
	return s, true
}

// withScheme gives an endpoint written without a scheme one: plain HTTP
// to this machine (a local collector), TLS anywhere else.
func withScheme(endpoint string) string {
	if strings.Contains(endpoint, "://") {
		return endpoint
	}
	host := endpoint
	if i := strings.IndexAny(host, ":/"); i >= 0 {
		host = host[:i]
	}
	if host == "localhost" || host == "127.0.0.1" || strings.HasPrefix(endpoint, "[::1]") {
		return "http://" + endpoint
	}
	return "https://" + endpoint
}

// parseHeaders reads "k1=v1,k2=v2" with percent-encoded values, as the
// OTLP exporter specification writes headers. A malformed pair is
// skipped.
func parseHeaders(s string) map[string]string {
	out := map[string]string{}
	for _, pair := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(pair, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			continue
		}
		if dv, err := url.PathUnescape(strings.TrimSpace(v)); err == nil {
			out[k] = dv
		}
	}
	return out
}

func firstOf(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}
