package mcp

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// A stdio server gets its declared env and the SDKs' default set, and
// nothing else of concierge's environment: no API key.
func TestStdioServerEnvironmentIsExactly(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-secret-do-not-pass")
	t.Setenv("CONCIERGE_SOMETHING", "private")
	spec := stdioSpec("env", "serve")
	spec.Env["NOTES_TOKEN"] = "t0k"
	set := startSet(t, []ServerSpec{spec}, Options{})
	r, err := set.Call(context.Background(), "env", "env", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	allowed := append(slices.Clone(defaultEnvKeys), serverSwitch, "NOTES_TOKEN")
	for _, kv := range strings.Split(r.Text, "\n") {
		key, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(allowed, key) {
			t.Errorf("the server sees %s", kv)
		}
	}
	if strings.Contains(r.Text, "sk-secret") || !strings.Contains(r.Text, "NOTES_TOKEN=t0k") {
		t.Errorf("environment:\n%s", r.Text)
	}
	if v, ok := os.LookupEnv("PATH"); ok && !strings.Contains(r.Text, "PATH="+v) {
		t.Error("PATH is not passed on")
	}
}

// A server that fails to start gets one message naming it, its command,
// how it ended and the end of its stderr; the rest of the set works.
func TestStdioStartFailureSaysWhy(t *testing.T) {
	t.Parallel()
	var l logs
	set := startSet(t, []ServerSpec{stdioSpec("good", "serve"), stdioSpec("rx", "fail"),
		{Name: "ghost", Command: "concierge-no-such-server-here", Args: []string{"--x"}}}, Options{OnLog: l.add})
	_, err := set.Tools("rx")
	var se *StartError
	if !errors.As(err, &se) {
		t.Fatalf("rx: %v", err)
	}
	msg := err.Error()
	for _, want := range []string{`MCP server "rx"`, "(" + commandLine(stdioSpec("rx", "fail")) + ")", "did not start", "exit status 1",
		"| loading config", "| fatal: NOTES_TOKEN is not set"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message lacks %q:\n%s", want, msg)
		}
	}
	if _, err := set.Tools("ghost"); err == nil || !strings.Contains(err.Error(), `MCP server "ghost" (concierge-no-such-server-here --x) did not start`) {
		t.Errorf("ghost: %v", err)
	}
	if r, err := set.Call(context.Background(), "good", "echo", map[string]any{"text": "ok"}, nil); err != nil || r.Text != "ok" {
		t.Errorf("good: %+v, %v", r, err)
	}
	if !l.has("good stderr: test server: ready on stdin") {
		t.Errorf("stderr did not reach OnLog:\n%s", l.String())
	}
}

// A server that never answers is given up after the start timeout.
func TestStdioStartTimeout(t *testing.T) {
	t.Parallel()
	set := startSet(t, []ServerSpec{stdioSpec("slow", "hang")}, Options{StartTimeout: 300 * time.Millisecond})
	_, err := set.Tools("slow")
	if err == nil || !strings.Contains(err.Error(), "did not answer within 300ms") {
		t.Errorf("err = %v", err)
	}
}

// Over real stdio: progress while waiting, logs and cancellation.
func TestStdioProgressLogAndCancel(t *testing.T) {
	t.Parallel()
	var l logs
	set := startSet(t, []ServerSpec{stdioSpec("io", "serve")}, Options{OnLog: l.add})
	ctx := context.Background()
	release := filepath.Join(t.TempDir(), "release")
	var notes []string
	r, err := set.Call(ctx, "io", "progress", map[string]any{"steps": 2, "release": release}, func(s string) {
		notes = append(notes, s)
		if len(notes) == 2 {
			appendLine(release, "go")
		}
	})
	if err != nil || r.Text != "done" || len(notes) != 2 {
		t.Fatalf("progress: %+v, %v, notes %q", r, err, notes)
	}
	if _, err := set.Call(ctx, "io", "log", map[string]any{"text": "rotating"}, nil); err != nil {
		t.Fatal(err)
	}
	cctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	if _, err := set.Call(cctx, "io", "slow", map[string]any{"ms": 60_000}, nil); !errors.Is(err, ErrOutcomeUnknown) {
		t.Errorf("slow: %v", err)
	}
	eventually(t, "the log notification and the cancellation reached the trace", func() bool {
		return l.has("io warning: notes: rotating") && l.has("io stderr: cancelled: slow")
	})
}

// A server that dies mid-call fails that call — not retried — and is
// restarted once; a second death leaves it unavailable with its stderr.
func TestStdioDeathRestartsOnceAndNeverRetries(t *testing.T) {
	t.Parallel()
	var l logs
	crashes := filepath.Join(t.TempDir(), "crashes")
	spec := stdioSpec("rx", "serve")
	spec.Env["CRASH_LOG"] = crashes
	set := startSet(t, []ServerSpec{spec}, Options{OnLog: l.add})
	ctx := context.Background()

	_, err := set.Call(ctx, "rx", "crash", nil, nil)
	if !errors.Is(err, ErrOutcomeUnknown) || !strings.Contains(err.Error(), `MCP server "rx"`) || !strings.Contains(err.Error(), "during the call to crash") ||
		!strings.Contains(err.Error(), "not retried") || !strings.Contains(err.Error(), "boom: crashing on purpose") {
		t.Fatalf("the call in flight: %v", err)
	}
	if b, _ := os.ReadFile(crashes); strings.Count(string(b), "crash") != 1 {
		t.Errorf("the tool ran %d times", strings.Count(string(b), "crash"))
	}
	r, err := set.Call(ctx, "rx", "echo", map[string]any{"text": "back"}, nil)
	if err != nil || r.Text != "back" {
		t.Fatalf("after the restart: %+v, %v", r, err)
	}

	if _, err := set.Call(ctx, "rx", "crash", nil, nil); !errors.Is(err, ErrOutcomeUnknown) {
		t.Fatalf("the second crash: %v", err)
	}
	eventually(t, "the server is unavailable", func() bool { return set.Err("rx") != nil })
	_, err = set.Tools("rx")
	if err == nil || !strings.Contains(err.Error(), "unavailable") || !strings.Contains(err.Error(), "boom: crashing on purpose") {
		t.Errorf("Tools after the second death: %v", err)
	}
	if _, err := set.Call(ctx, "rx", "echo", map[string]any{"text": "x"}, nil); !errors.Is(err, ErrUnavailable) {
		t.Errorf("a call to a dead server: %v", err)
	}
	if b, _ := os.ReadFile(crashes); strings.Count(string(b), "crash") != 2 {
		t.Errorf("the tool ran %d times in all", strings.Count(string(b), "crash"))
	}
}
