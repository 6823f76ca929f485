// Package otlptest is an in-process OTLP/HTTP trace receiver for tests
// (R49): an httptest server that decodes each protobuf
// ExportTraceServiceRequest the way a collector does, and keeps the spans.
// Tests point OTEL_EXPORTER_OTLP_ENDPOINT at it; nothing leaves loopback.
package otlptest

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"
)

// Receiver is a collector's OTLP/HTTP traces endpoint.
type Receiver struct {
	// URL is the base endpoint (OTEL_EXPORTER_OTLP_ENDPOINT); spans are
	// posted to URL + "/v1/traces".
	URL string

	srv      *httptest.Server
	mu       sync.Mutex
	requests []*coltrace.ExportTraceServiceRequest
	headers  []http.Header
}

// New starts a receiver, closed when the test ends.
func New(t testing.TB) *Receiver {
	r := &Receiver{}
	r.srv = httptest.NewServer(http.HandlerFunc(r.serve))
	r.URL = r.srv.URL
	t.Cleanup(r.srv.Close)
	return r
}

func (r *Receiver) serve(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost || req.URL.Path != "/v1/traces" {
		http.NotFound(w, req)
		return
	}
	var body io.Reader = req.Body
	if req.Header.Get("Content-Encoding") == "gzip" {
		gz, err := gzip.NewReader(req.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		body = gz
	}
	b, err := io.ReadAll(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var in coltrace.ExportTraceServiceRequest
	if err := proto.Unmarshal(b, &in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	r.requests = append(r.requests, &in)
	r.headers = append(r.headers, req.Header.Clone())
	r.mu.Unlock()
	out, _ := proto.Marshal(&coltrace.ExportTraceServiceResponse{})
	w.Header().Set("Content-Type", "application/x-protobuf")
	_, _ = w.Write(out)
}

// Span is a received span with what tests look at.
type Span struct {
	Name         string
	Service      string
	TraceID      string
	SpanID       string
	ParentSpanID string
	Attributes   map[string]string
	Events       []Event
}

// Event is a received span event.
type Event struct {
	Name       string
	Attributes map[string]string
}

// Spans are the spans received so far, in the order they arrived.
func (r *Receiver) Spans() []Span {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Span
	for _, req := range r.requests {
		for _, rs := range req.GetResourceSpans() {
			service := attrs(rs.GetResource().GetAttributes())["service.name"]
			for _, ss := range rs.GetScopeSpans() {
				for _, s := range ss.GetSpans() {
					out = append(out, span(s, service))
				}
			}
		}
	}
	return out
}

// Header is a header of the first request, "" when none came.
func (r *Receiver) Header(key string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.headers) == 0 {
		return ""
	}
	return r.headers[0].Get(key)
}

func span(s *tracepb.Span, service string) Span {
	out := Span{Name: s.GetName(), Service: service, TraceID: hex(s.GetTraceId()), SpanID: hex(s.GetSpanId()),
		ParentSpanID: hex(s.GetParentSpanId()), Attributes: attrs(s.GetAttributes())}
	for _, e := range s.GetEvents() {
		out.Events = append(out.Events, Event{Name: e.GetName(), Attributes: attrs(e.GetAttributes())})
	}
	return out
}

// attrs renders attribute values as text: strings as they are, the rest
// in the protobuf's text form.
func attrs(kvs []*commonpb.KeyValue) map[string]string {
	out := map[string]string{}
	for _, kv := range kvs {
		v := kv.GetValue()
		if s, ok := v.GetValue().(*commonpb.AnyValue_StringValue); ok {
			out[kv.GetKey()] = s.StringValue
			continue
		}
		out[kv.GetKey()] = v.String()
	}
	return out
}

func hex(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out)
}
