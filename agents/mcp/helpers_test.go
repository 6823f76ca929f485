package mcp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// The test binary plays the stdio servers: with CONCIERGE_MCP_TEST_SERVER
// set it runs one (serve), fails at start (fail), never answers (hang) or
// sleeps as a server's grandchild (sleeper).
const serverSwitch = "CONCIERGE_MCP_TEST_SERVER"

// modes are more parts the test binary can play, by platform.
var modes = map[string]func(){}

func TestMain(m *testing.M) {
	switch os.Getenv(serverSwitch) {
	case "":
		os.Exit(m.Run())
	case "serve":
		fmt.Fprintln(os.Stderr, "test server: ready on stdin")
		err := newTestServer(nil).Run(context.Background(), &sdk.StdioTransport{})
		if err != nil && !errors.Is(err, sdk.ErrConnectionClosed) {
			fmt.Fprintln(os.Stderr, "test server:", err)
		}
		os.Exit(0)
	case "fail":
		fmt.Fprintln(os.Stderr, "loading config")
		fmt.Fprintln(os.Stderr, "fatal: NOTES_TOKEN is not set")
		os.Exit(1)
	case "hang", "sleeper":
		time.Sleep(time.Hour)
		os.Exit(0)
	}
	if play := modes[os.Getenv(serverSwitch)]; play != nil {
		play()
		os.Exit(0)
	}
	os.Exit(2)
}

// stdioSpec starts the test binary as a stdio server in mode.
func stdioSpec(name, mode string) ServerSpec {
	return ServerSpec{Name: name, Command: os.Args[0], Args: []string{"-test.run=^$"},
		Env: map[string]string{serverSwitch: mode}}
}

// hooks let an in-process test server report to its test.
type hooks struct {
	started   chan string   // slow began
	cancelled chan string   // a tool whose context ended
	release   chan struct{} // what progress waits for after its notes
}

type (
	textIn struct {
		Text string `json:"text"`
	}
	slowIn struct {
		MS int `json:"ms"`
	}
	stepsIn struct {
		Steps   int    `json:"steps"`
		Release string `json:"release,omitempty"`
	}
	none struct{}
)

func textResult(s string) *sdk.CallToolResult {
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: s}}}
}

// newTestServer is the server the tests talk to, in process or over stdio.
func newTestServer(h *hooks) *sdk.Server {
	srv := sdk.NewServer(&sdk.Implementation{Name: "test", Version: "1"}, nil)
	yes := true
	sdk.AddTool(srv, &sdk.Tool{Name: "echo", Description: "Say it back.",
		Annotations: &sdk.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}},
		func(_ context.Context, _ *sdk.CallToolRequest, in textIn) (*sdk.CallToolResult, any, error) {
			return textResult(in.Text), nil, nil
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "timed", Description: "Work for a while; say for how long, in ns."},
		func(_ context.Context, _ *sdk.CallToolRequest, in slowIn) (*sdk.CallToolResult, any, error) {
			began := time.Now()
			time.Sleep(time.Duration(in.MS) * time.Millisecond)
			return textResult(strconv.FormatInt(int64(time.Since(began)), 10)), nil, nil
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "env", Description: "The server's environment."},
		func(context.Context, *sdk.CallToolRequest, none) (*sdk.CallToolResult, any, error) {
			return textResult(strings.Join(os.Environ(), "\n")), nil, nil
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "slow", Description: "Wait, unless cancelled.",
		Annotations: &sdk.ToolAnnotations{DestructiveHint: &yes}},
		func(ctx context.Context, _ *sdk.CallToolRequest, in slowIn) (*sdk.CallToolResult, any, error) {
			if h != nil && h.started != nil {
				h.started <- "slow"
			}
			select {
			case <-time.After(time.Duration(in.MS) * time.Millisecond):
				return textResult("slept"), nil, nil
			case <-ctx.Done():
				if h != nil {
					h.cancelled <- "slow"
				} else {
					fmt.Fprintln(os.Stderr, "cancelled: slow")
				}
				return nil, nil, ctx.Err()
			}
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "progress", Description: "Report steps, then wait to be released."},
		func(ctx context.Context, req *sdk.CallToolRequest, in stepsIn) (*sdk.CallToolResult, any, error) {
			for i := 1; i <= in.Steps; i++ {
				_ = req.Session.NotifyProgress(ctx, &sdk.ProgressNotificationParams{
					ProgressToken: req.Params.GetProgressToken(), Message: "step " + strconv.Itoa(i),
					Progress: float64(i), Total: float64(in.Steps)})
			}
			switch {
			case h != nil && h.release != nil:
				<-h.release
			case in.Release != "":
				for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
					if _, err := os.Stat(in.Release); err == nil {
						break
					}
				}
			}
			return textResult("done"), nil, nil
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "log", Description: "Log a warning."},
		func(ctx context.Context, req *sdk.CallToolRequest, in textIn) (*sdk.CallToolResult, any, error) {
			_ = req.Session.Log(ctx, &sdk.LoggingMessageParams{Level: "warning", Logger: "notes", Data: in.Text})
			return textResult("logged"), nil, nil
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "crash", Description: "Die at once."},
		func(context.Context, *sdk.CallToolRequest, none) (*sdk.CallToolResult, any, error) {
			if f := os.Getenv("CRASH_LOG"); f != "" {
				appendLine(f, "crash")
			}
			fmt.Fprintln(os.Stderr, "boom: crashing on purpose")
			os.Exit(3)
			return nil, nil, nil
		})
	sdk.AddTool(srv, &sdk.Tool{Name: "spawn", Description: "Start a grandchild that sleeps."},
		func(context.Context, *sdk.CallToolRequest, none) (*sdk.CallToolResult, any, error) {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), serverSwitch+"=sleeper")
			if err := cmd.Start(); err != nil {
				return nil, nil, err
			}
			return textResult(strconv.Itoa(cmd.Process.Pid)), nil, nil
		})
	srv.AddTool(&sdk.Tool{Name: "rich", Description: "Every kind of content.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return &sdk.CallToolResult{
				Content: []sdk.Content{
					&sdk.TextContent{Text: "first"},
					&sdk.EmbeddedResource{Resource: &sdk.ResourceContents{URI: "note:///a", MIMEType: "text/plain", Text: "the note"}},
					&sdk.ResourceLink{URI: "file:///tmp/report.pdf", Name: "report.pdf", MIMEType: "application/pdf"},
					&sdk.TextContent{Text: "second"},
				},
				StructuredContent: map[string]any{"refill_id": "R-7", "n": 2},
			}, nil
		})
	srv.AddTool(&sdk.Tool{Name: "jsontext", Description: "JSON as text.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return textResult(`{"member": "M12345", "ok": true}`), nil
		})
	srv.AddTool(&sdk.Tool{Name: "refuse", Description: "Fail as a tool.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "insufficient funds"}}}, nil
		})
	srv.AddTool(&sdk.Tool{Name: "huge", Description: "Too much text.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return textResult(strings.Repeat("é", MaxResultBytes)), nil
		})
	srv.AddTool(&sdk.Tool{Name: "babble", Description: "Write a log line on stdout, as no MCP server may.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			fmt.Fprintln(os.Stdout, "warning: cache is cold")
			time.Sleep(time.Second)
			return textResult("said"), nil
		})
	srv.AddTool(&sdk.Tool{Name: "flood", Description: "A reply over the size one message may have.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return textResult(strings.Repeat("x", maxReplyBytes+1)), nil
		})
	return srv
}

func appendLine(path, line string) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err == nil {
		_, _ = f.WriteString(line + "\n")
		_ = f.Close()
	}
}

// inMemory connects the named servers in process; each connection gets a
// fresh server, and servers collects their sessions.
type inMemory struct {
	h        *hooks
	mu       sync.Mutex
	sessions []*sdk.ServerSession
	servers  []*sdk.Server
}

func (m *inMemory) transport(ctx context.Context) (sdk.Transport, error) {
	srv := newTestServer(m.h)
	ct, st := sdk.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	m.sessions = append(m.sessions, ss)
	m.servers = append(m.servers, srv)
	m.mu.Unlock()
	return ct, nil
}

func (m *inMemory) last() (*sdk.Server, *sdk.ServerSession) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.servers[len(m.servers)-1], m.sessions[len(m.sessions)-1]
}

// startSet starts specs and closes the set when the test ends.
func startSet(t testing.TB, specs []ServerSpec, opts Options) *Set {
	t.Helper()
	set, err := Start(context.Background(), specs, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(set.Close)
	return set
}

// logs collects what OnLog is given.
type logs struct {
	mu    sync.Mutex
	lines []string
}

func (l *logs) add(server, level, text string) {
	l.mu.Lock()
	l.lines = append(l.lines, server+" "+level+": "+text)
	l.mu.Unlock()
}

func (l *logs) has(sub string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.ContainsFunc(l.lines, func(s string) bool { return strings.Contains(s, sub) })
}

func (l *logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// eventually waits up to 20 s for cond: no test measures time.
func eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
	}
}

// goid is the calling goroutine's id, from its stack's header.
func goid() string {
	b := make([]byte, 64)
	b = b[:runtime.Stack(b, false)]
	f := bytes.Fields(b)
	if len(f) < 2 {
		return ""
	}
	return string(f[1])
}
