package telemetry

import (
	"reflect"
	"testing"
)

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// R49: nothing is exported unless an endpoint variable is set and the SDK
// is not disabled; the standard variables say where and how.
func TestFromEnv(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		env  map[string]string
		ok   bool
		want Settings
	}{
		{name: "nothing set", env: nil},
		{name: "only a service name", env: map[string]string{envServiceName: "x", EnvCaptureContent: "true"}},
		{name: "base endpoint", env: map[string]string{envEndpoint: "http://localhost:4318"}, ok: true,
			want: Settings{Endpoint: "http://localhost:4318/v1/traces", Protocol: ProtocolHTTP, Headers: map[string]string{}, ServiceName: "concierge"}},
		{name: "base endpoint with a slash", env: map[string]string{envEndpoint: "http://collector:4318/"}, ok: true,
			want: Settings{Endpoint: "http://collector:4318/v1/traces", Protocol: ProtocolHTTP, Headers: map[string]string{}, ServiceName: "concierge"}},
		{name: "traces endpoint as given", env: map[string]string{envEndpoint: "http://a:1", envTracesEndpoint: "https://b/custom"}, ok: true,
			want: Settings{Endpoint: "https://b/custom", Protocol: ProtocolHTTP, Headers: map[string]string{}, ServiceName: "concierge"}},
		{name: "grpc", env: map[string]string{envEndpoint: "localhost:4317", envProtocol: "grpc", envServiceName: "bank-demo"}, ok: true,
			want: Settings{Endpoint: "http://localhost:4317", Protocol: ProtocolGRPC, Headers: map[string]string{}, ServiceName: "bank-demo"}},
		{name: "signal protocol wins", env: map[string]string{envEndpoint: "https://c", envProtocol: "grpc", envTracesProtocol: "http/protobuf"}, ok: true,
			want: Settings{Endpoint: "https://c/v1/traces", Protocol: ProtocolHTTP, Headers: map[string]string{}, ServiceName: "concierge"}},
		{name: "headers and contents", env: map[string]string{envEndpoint: "collector.example.com:4318", envHeaders: "api-key=a%20b, x=1,bad", envTracesHeaders: "x=2", EnvCaptureContent: "TRUE"}, ok: true,
			want: Settings{Endpoint: "https://collector.example.com:4318/v1/traces", Protocol: ProtocolHTTP, Headers: map[string]string{"api-key": "a b", "x": "2"}, ServiceName: "concierge", CaptureContent: true}},
		{name: "json is sent as protobuf", env: map[string]string{envEndpoint: "http://localhost:4318", envProtocol: "http/json"}, ok: true,
			want: Settings{Endpoint: "http://localhost:4318/v1/traces", Protocol: ProtocolHTTP, Headers: map[string]string{}, ServiceName: "concierge",
				Problem: "OTLP protocol http/json is not supported; spans are sent as http/protobuf"}},
		{name: "sdk disabled", env: map[string]string{envEndpoint: "http://localhost:4318", envSDKDisabled: "true"}},
		{name: "exporter none", env: map[string]string{envEndpoint: "http://localhost:4318", envTracesExporter: "none"}},
		{name: "exporter otlp", env: map[string]string{envEndpoint: "http://localhost:4318", envTracesExporter: "otlp"}, ok: true,
			want: Settings{Endpoint: "http://localhost:4318/v1/traces", Protocol: ProtocolHTTP, Headers: map[string]string{}, ServiceName: "concierge"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, ok := FromEnv(envOf(tc.env))
			if ok != tc.ok || (ok && !reflect.DeepEqual(got, tc.want)) {
				t.Errorf("FromEnv = %+v, %v; want %+v, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
	if _, ok := FromEnv(nil); ok {
		t.Error("no environment at all exports")
	}
}
