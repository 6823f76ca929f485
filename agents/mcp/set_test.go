package mcp

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// memSet starts one in-process test server named "mem".
func memSet(t *testing.T, h *hooks, opts Options, spec ServerSpec) (*Set, *inMemory) {
	t.Helper()
	m := &inMemory{h: h}
	opts.Transports = map[string]func(context.Context) (sdk.Transport, error){"mem": m.transport}
	spec.Name = "mem"
	return startSet(t, []ServerSpec{spec}, opts), m
}

func TestToolsAreListedWithAnnotationsAndHash(t *testing.T) {
	t.Parallel()
	set, _ := memSet(t, nil, Options{}, ServerSpec{})
	tools, err := set.Tools("mem")
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(tools, func(x ToolInfo) bool { return x.Name == "echo" })
	if i < 0 {
		t.Fatalf("no echo among %v", tools)
	}
	echo := tools[i]
	if echo.Server != "mem" || echo.Description != "Say it back." {
		t.Errorf("echo = %+v", echo)
	}
	if props, _ := echo.InputSchema["properties"].(map[string]any); props["text"] == nil {
		t.Errorf("schema = %v", echo.InputSchema)
	}
	if echo.ReadOnly == nil || !*echo.ReadOnly || echo.OpenWorld == nil || *echo.OpenWorld || echo.Destructive != nil {
		t.Errorf("annotations: readOnly %v openWorld %v destructive %v", echo.ReadOnly, echo.OpenWorld, echo.Destructive)
	}
	if len(echo.Hash) != 64 || echo.Hash != HashTool(echo) {
		t.Errorf("hash %q", echo.Hash)
	}
	env := tools[slices.IndexFunc(tools, func(x ToolInfo) bool { return x.Name == "env" })]
	if env.ReadOnly != nil {
		t.Errorf("a tool without annotations has readOnly %v", *env.ReadOnly)
	}
	if _, err := set.Tools("nope"); err == nil {
		t.Error("an unknown server has tools")
	}
}

func TestHashChangesWithTheDefinition(t *testing.T) {
	t.Parallel()
	base := ToolInfo{Name: "refill", Description: "Refill.", InputSchema: map[string]any{"type": "object",
		"properties": map[string]any{"rx": map[string]any{"type": "string"}}}}
	h := HashTool(base)
	same := base
	same.Server, same.Hash = "other", "x"
	same.InputSchema = map[string]any{"properties": map[string]any{"rx": map[string]any{"type": "string"}}, "type": "object"}
	if HashTool(same) != h {
		t.Error("the hash depends on the server, the hash field or key order")
	}
	for name, change := range map[string]func(*ToolInfo){
		"description": func(x *ToolInfo) { x.Description = "Refill now." },
		"schema":      func(x *ToolInfo) { x.InputSchema = map[string]any{"type": "object"} },
		"readOnly":    func(x *ToolInfo) { x.ReadOnly = new(true) },
		"destructive": func(x *ToolInfo) { x.Destructive = new(false) },
	} {
		x := base
		change(&x)
		if HashTool(x) == h {
			t.Errorf("changing the %s keeps the hash", name)
		}
	}
}

func TestCallResults(t *testing.T) {
	t.Parallel()
	set, _ := memSet(t, nil, Options{}, ServerSpec{})
	ctx := context.Background()

	r, err := set.Call(ctx, "mem", "echo", map[string]any{"text": "hello"}, nil)
	if err != nil || r.Text != "hello" || r.IsError || r.Structured != nil {
		t.Errorf("echo: %+v, %v", r, err)
	}

	r, err = set.Call(ctx, "mem", "rich", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Text != "first\nsecond" {
		t.Errorf("text %q", r.Text)
	}
	if r.Structured["refill_id"] != "R-7" {
		t.Errorf("structured %v", r.Structured)
	}
	want := []Artifact{
		{Title: "note:///a", URI: "note:///a", MIME: "text/plain", Text: "the note"},
		{Title: "report.pdf", URI: "file:///tmp/report.pdf", MIME: "application/pdf"},
	}
	if !slices.Equal(r.Artifacts, want) {
		t.Errorf("artifacts %+v", r.Artifacts)
	}

	r, err = set.Call(ctx, "mem", "jsontext", nil, nil)
	if err != nil || r.Structured["member"] != "M12345" || r.Structured["ok"] != true {
		t.Errorf("JSON text: %+v, %v", r, err)
	}

	r, err = set.Call(ctx, "mem", "refuse", nil, nil)
	if err != nil || !r.IsError || r.Text != "insufficient funds" {
		t.Errorf("isError: %+v, %v", r, err)
	}

	r, err = set.Call(ctx, "mem", "huge", nil, nil)
	if err != nil || len(r.Text) > MaxResultBytes+100 || !strings.Contains(r.Text, "clipped") {
		t.Errorf("huge: %d bytes, %v", len(r.Text), err)
	}

	_, err = set.Call(ctx, "mem", "no_such_tool", nil, nil)
	var ce *CallError
	if !errors.As(err, &ce) || errors.Is(err, ErrOutcomeUnknown) || errors.Is(err, ErrUnavailable) {
		t.Errorf("unknown tool: %v", err)
	}
	if _, err := set.Call(ctx, "nope", "echo", nil, nil); !errors.Is(err, ErrUnavailable) {
		t.Errorf("unknown server: %v", err)
	}
}

// Progress notes reach the caller on its own goroutine while it waits.
func TestProgressOnTheCallersGoroutine(t *testing.T) {
	t.Parallel()
	h := &hooks{release: make(chan struct{})}
	set, _ := memSet(t, h, Options{}, ServerSpec{})
	me := goid()
	var notes []string
	var elsewhere atomic.Bool
	r, err := set.Call(context.Background(), "mem", "progress", map[string]any{"steps": 3}, func(text string) {
		if goid() != me {
			elsewhere.Store(true)
		}
		notes = append(notes, text)
		if len(notes) == 3 {
			close(h.release) // the tool answers once all three were seen
		}
	})
	if err != nil || r.Text != "done" {
		t.Fatalf("%+v, %v", r, err)
	}
	if elsewhere.Load() {
		t.Error("progress was called on another goroutine")
	}
	if want := []string{"step 1 (1/3)", "step 2 (2/3)", "step 3 (3/3)"}; !slices.Equal(notes, want) {
		t.Errorf("notes %q, want %q", notes, want)
	}
}

// A call past its server's timeout is cancelled at the server, and says so.
func TestTimeoutCancelsAtTheServer(t *testing.T) {
	t.Parallel()
	h := &hooks{cancelled: make(chan string, 1)}
	set, _ := memSet(t, h, Options{}, ServerSpec{Timeout: time.Second})
	_, err := set.Call(context.Background(), "mem", "slow", map[string]any{"ms": 60_000}, nil)
	if !errors.Is(err, context.DeadlineExceeded) || !errors.Is(err, ErrOutcomeUnknown) {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(err.Error(), "mem/slow did not answer within 1s") {
		t.Errorf("message: %v", err)
	}
	select {
	case <-h.cancelled:
	case <-time.After(20 * time.Second):
		t.Fatal("the server never saw notifications/cancelled")
	}
	if err := set.Err("mem"); err != nil {
		t.Errorf("after the timeout: %v", err)
	}
}

// A caller that gives up (Esc) cancels the call at the server too.
func TestCallerCancelReachesTheServer(t *testing.T) {
	t.Parallel()
	h := &hooks{started: make(chan string, 1), cancelled: make(chan string, 1)}
	set, _ := memSet(t, h, Options{}, ServerSpec{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-h.started // the server runs the tool: Esc now
		cancel()
	}()
	_, err := set.Call(ctx, "mem", "slow", map[string]any{"ms": 60_000}, nil)
	if !errors.Is(err, context.Canceled) || !errors.Is(err, ErrOutcomeUnknown) {
		t.Fatalf("err = %v", err)
	}
	select {
	case <-h.cancelled:
	case <-time.After(20 * time.Second):
		t.Fatal("the server never saw notifications/cancelled")
	}
}

func TestLogNotificationsGoToOnLog(t *testing.T) {
	t.Parallel()
	var l logs
	set, _ := memSet(t, nil, Options{OnLog: l.add}, ServerSpec{})
	if _, err := set.Call(context.Background(), "mem", "log", map[string]any{"text": "disk almost full"}, nil); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the log notification reached OnLog", func() bool { return l.has("mem warning: notes: disk almost full") })
}

// tools/list_changed re-reads the server's tools and says so.
func TestToolListChangedRereads(t *testing.T) {
	t.Parallel()
	changed := make(chan string, 4)
	set, m := memSet(t, nil, Options{OnToolsChanged: func(s string) { changed <- s }}, ServerSpec{})
	srv, _ := m.last()
	srv.AddTool(&sdk.Tool{Name: "late", Description: "Added later.", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return textResult("late"), nil
		})
	select {
	case s := <-changed:
		if s != "mem" {
			t.Errorf("changed %q", s)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("OnToolsChanged was never called")
	}
	tools, _ := set.Tools("mem")
	if !slices.ContainsFunc(tools, func(x ToolInfo) bool { return x.Name == "late" }) {
		t.Error("the new tool is not listed")
	}
}

// A server whose connection ends mid-session is started again, once.
func TestInProcessServerRestartsOnce(t *testing.T) {
	t.Parallel()
	var l logs
	set, m := memSet(t, nil, Options{OnLog: l.add}, ServerSpec{})
	ctx := context.Background()
	_, ss := m.last()
	_ = ss.Close()
	eventually(t, "a second connection", func() bool {
		m.mu.Lock()
		defer m.mu.Unlock()
		return len(m.sessions) == 2
	})
	if r, err := set.Call(ctx, "mem", "echo", map[string]any{"text": "again"}, nil); err != nil || r.Text != "again" {
		t.Fatalf("after a restart: %+v, %v", r, err)
	}
	_, ss = m.last()
	_ = ss.Close()
	eventually(t, "the server is unavailable", func() bool { return set.Err("mem") != nil })
	if _, err := set.Tools("mem"); err == nil || !strings.Contains(err.Error(), "unavailable") {
		t.Errorf("Tools after a second death: %v", err)
	}
	if _, err := set.Call(ctx, "mem", "echo", map[string]any{"text": "x"}, nil); !errors.Is(err, ErrUnavailable) {
		t.Errorf("a call after a second death: %v", err)
	}
	if !l.has("restarting it") {
		t.Errorf("no word of the restart in the log:\n%s", l.String())
	}
}

// One server that fails to start does not stop the others.
func TestOneFailureLeavesTheRest(t *testing.T) {
	t.Parallel()
	m := &inMemory{}
	opts := Options{Transports: map[string]func(context.Context) (sdk.Transport, error){
		"good": m.transport,
		"bad":  func(context.Context) (sdk.Transport, error) { return nil, errors.New("no route to the moon") },
	}}
	set := startSet(t, []ServerSpec{{Name: "good"}, {Name: "bad", Command: "moon-server"}, {Name: "empty"}}, opts)
	if _, err := set.Tools("good"); err != nil {
		t.Errorf("good: %v", err)
	}
	_, err := set.Tools("bad")
	var se *StartError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), `MCP server "bad" (moon-server) did not start: no route to the moon`) {
		t.Errorf("bad: %v", err)
	}
	if _, err := set.Tools("empty"); err == nil || !strings.Contains(err.Error(), "neither a command nor a url") {
		t.Errorf("empty: %v", err)
	}
	if got := set.Servers(); !slices.Equal(got, []string{"good", "bad", "empty"}) {
		t.Errorf("servers %v", got)
	}
}

func TestStartRefusesProgrammingMistakes(t *testing.T) {
	t.Parallel()
	if _, err := Start(context.Background(), []ServerSpec{{Name: "a"}, {Name: "a"}}, Options{}); err == nil {
		t.Error("two servers of one name")
	}
	if _, err := Start(context.Background(), []ServerSpec{{}}, Options{}); err == nil {
		t.Error("a nameless server")
	}
}

// Servers start at once, not one after the other: three that each take
// a while to connect all wait on one another's starts.
func TestServersStartInParallel(t *testing.T) {
	t.Parallel()
	m := &inMemory{}
	var waiting atomic.Int32
	all := make(chan struct{})
	slow := func(ctx context.Context) (sdk.Transport, error) {
		if waiting.Add(1) == 3 {
			close(all)
		}
		select { // in sequence, the first would wait forever
		case <-all:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		return m.transport(ctx)
	}
	opts := Options{Transports: map[string]func(context.Context) (sdk.Transport, error){"a": slow, "b": slow, "c": slow}}
	set := startSet(t, []ServerSpec{{Name: "a"}, {Name: "b"}, {Name: "c"}}, opts)
	for _, name := range set.Servers() {
		if err := set.Err(name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
