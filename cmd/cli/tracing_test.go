package cli

import (
	"bytes"
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge/telemetry"
	"github.com/concierge-dev/concierge/concierge/telemetry/otlptest"
)

// runCLIEnv is runCLI with these variables in the command's environment.
func runCLIEnv(t *testing.T, env map[string]string, stdin string, args ...string) cliRun {
	t.Helper()
	var out, errOut bytes.Buffer
	data := t.TempDir()
	getenv := func(k string) string {
		if k == "XDG_DATA_HOME" {
			return data
		}
		return env[k]
	}
	cmd := newRootCmd(ioStreams{In: strings.NewReader(stdin), Out: &out, ErrOut: &errOut, InFd: -1, Getenv: getenv}, Options{})
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	return cliRun{out: out.String(), errOut: errOut.String(), err: err}
}

// R49: `chat --plain` with OTEL_EXPORTER_OTLP_ENDPOINT delivers its spans
// to the collector before it exits, the session id as the conversation,
// the password nowhere, and says nothing of it on the terminal.
func TestChatPlainExportsSpans(t *testing.T) {
	t.Parallel()
	rcv := otlptest.New(t)
	env := map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": rcv.URL}
	run := runCLIEnv(t, env, "log in\nseldo\nmonkey\ncheck my checking balance\nby the way monkey is my password\n", "chat", "--plain")
	if run.err != nil {
		t.Fatalf("chat: %v\n%s", run.err, run.all())
	}
	spans := rcv.Spans()
	turns, conversation := 0, ""
	names := map[string]bool{}
	for _, sp := range spans {
		names[sp.Name] = true
		if sp.Name == "turn" {
			turns++
			if conversation == "" {
				conversation = sp.Attributes["gen_ai.conversation.id"]
			}
			if sp.Attributes["gen_ai.conversation.id"] != conversation || conversation == "" {
				t.Errorf("turn of conversation %q, want one session", sp.Attributes["gen_ai.conversation.id"])
			}
		}
		text := sp.Name + " " + strings.Join(values(sp.Attributes), " ")
		for _, e := range sp.Events {
			text += " " + e.Name + " " + strings.Join(values(e.Attributes), " ")
		}
		if strings.Contains(strings.ToLower(text), "monkey") {
			t.Errorf("the password was exported: %s", text)
		}
	}
	if turns != 5 || !names["execute_tool login"] || !names["invoke_agent account_balance"] {
		t.Errorf("received %d turns, spans %v", turns, names)
	}
	if s := strings.ToLower(run.all()); strings.Contains(s, "opentelemetry") || strings.Contains(s, "otlp") || strings.Contains(s, "trace") {
		t.Errorf("the export was talked about on the terminal:\n%s", run.all())
	}
}

func values(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k, v := range m {
		out = append(out, k+"="+v)
	}
	return out
}

// R49: with the collector down, the demo prints exactly what it prints
// without an export, and exits within the flush bound.
func TestDeadCollectorSaysNothing(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	plain := runCLIEnv(t, nil, "", "demo", "bank", "--plain")
	start := time.Now()
	dead := runCLIEnv(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://" + addr}, "", "demo", "bank", "--plain")
	if d := time.Since(start); d > telemetry.FlushTimeout+time.Second {
		t.Errorf("the demo took %s with the collector down", d)
	}
	if plain.err != nil || dead.err != nil {
		t.Fatalf("demo: %v / %v", plain.err, dead.err)
	}
	if dead.out != plain.out || dead.errOut != plain.errOut {
		t.Errorf("the output changed with the collector down:\n%s\n---\n%s", dead.all(), plain.all())
	}
}

// R49: with no OTEL_* variable (or the SDK disabled), no exporter starts
// and nothing is sent anywhere. Not parallel: it swaps the exporter seam.
func TestNoExportWithoutVariables(t *testing.T) {
	starts := 0
	startExporter = func(ctx context.Context, s telemetry.Settings, o telemetry.Options) (*telemetry.Exporter, error) {
		starts++
		return telemetry.Start(ctx, s, o)
	}
	defer func() { startExporter = telemetry.Start }()
	for _, env := range []map[string]string{
		nil,
		{"OTEL_SERVICE_NAME": "x", "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true", "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"},
		{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9", "OTEL_SDK_DISABLED": "true"},
		{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:9", "OTEL_TRACES_EXPORTER": "none"},
	} {
		for _, args := range [][]string{{"chat", "--plain"}, {"demo", "bank", "--plain"}, {"replay"}} {
			if run := runCLIEnv(t, env, "hello\n", args...); run.err != nil {
				t.Fatalf("%v: %v", args, run.err)
			}
		}
	}
	if starts != 0 {
		t.Errorf("%d exporters started without an endpoint to send to", starts)
	}
	// and the seam does see one when asked
	rcv := otlptest.New(t)
	runCLIEnv(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": rcv.URL}, "", "replay")
	if starts != 1 || len(rcv.Spans()) == 0 {
		t.Errorf("replay with an endpoint: %d exporters, %d spans", starts, len(rcv.Spans()))
	}
}
