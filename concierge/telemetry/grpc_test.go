package telemetry_test

import (
	"context"
	"net"
	"sync"
	"testing"

	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"

	"github.com/concierge-dev/concierge/concierge/telemetry"
)

// grpcReceiver is a collector's OTLP/gRPC trace service on loopback.
type grpcReceiver struct {
	coltrace.UnimplementedTraceServiceServer
	mu    sync.Mutex
	names []string
	keys  []string
}

func (r *grpcReceiver) Export(ctx context.Context, req *coltrace.ExportTraceServiceRequest) (*coltrace.ExportTraceServiceResponse, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if md, ok := metadata.FromIncomingContext(ctx); ok {
		r.keys = append(r.keys, md.Get("api-key")...)
	}
	for _, rs := range req.GetResourceSpans() {
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				r.names = append(r.names, s.GetName())
			}
		}
	}
	return &coltrace.ExportTraceServiceResponse{}, nil
}

// R49: OTEL_EXPORTER_OTLP_PROTOCOL=grpc sends the same spans over gRPC,
// with the headers as metadata.
func TestExportOverGRPC(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := grpc.NewServer()
	rcv := &grpcReceiver{}
	coltrace.RegisterTraceServiceServer(srv, rcv)
	go func() { _ = srv.Serve(l) }()
	t.Cleanup(srv.Stop)
	s := settings(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://" + l.Addr().String(),
		"OTEL_EXPORTER_OTLP_PROTOCOL": "grpc", "OTEL_EXPORTER_OTLP_HEADERS": "api-key=k3y"})
	var warnings []string
	x, err := telemetry.Start(context.Background(), s, telemetry.Options{Warn: func(w string) { warnings = append(warnings, w) }})
	if err != nil {
		t.Fatal(err)
	}
	replayBank(t, x)
	if err := x.Shutdown(); err != nil {
		t.Fatal(err)
	}
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	turns := 0
	for _, n := range rcv.names {
		if n == "turn" {
			turns++
		}
	}
	if turns != 7 || len(rcv.keys) == 0 || rcv.keys[0] != "k3y" || len(warnings) > 0 {
		t.Errorf("received %d turns of %d spans, api-key %q, warnings %q", turns, len(rcv.names), rcv.keys, warnings)
	}
}
