package openai

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// sleepRecorder is a Config.Sleep that records the waits the client
// asks for and returns at once.
type sleepRecorder struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (r *sleepRecorder) sleep(ctx context.Context, d time.Duration) error {
	r.mu.Lock()
	r.waits = append(r.waits, d)
	r.mu.Unlock()
	return ctx.Err()
}

func (r *sleepRecorder) recorded() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]time.Duration(nil), r.waits...)
}

// testClient is a client for s whose retries never sleep; tune may adjust
// the config first.
func testClient(s *openaitest.Server, tune func(*Config)) (ChatClient, *sleepRecorder) {
	rec := &sleepRecorder{}
	cfg := Config{APIKey: "test", BaseURL: s.URL, Sleep: rec.sleep}
	if tune != nil {
		tune(&cfg)
	}
	return NewClient(cfg), rec
}

func simpleRequest(user string) ChatRequest {
	return ChatRequest{Model: "test-model", Messages: []ChatMessage{
		{Role: "system", Content: "You are a test."},
		{Role: "user", Content: user},
	}}
}

// streamAndCollect runs one request to its end.
func streamAndCollect(ctx context.Context, c ChatClient, req ChatRequest) (Completion, error) {
	s, err := c.Stream(ctx, req)
	if err != nil {
		return Completion{}, err
	}
	return Collect(s, nil)
}

func within(d, lo, hi time.Duration) bool { return d >= lo && d <= hi }

func TestClientRetries(t *testing.T) {
	t.Parallel()
	ok := openaitest.Text("all good")
	status := func(code int) openaitest.Response { return openaitest.Response{Status: code} }
	// 30 s ahead, so that a busy machine running the table late (seconds
	// under -race) still sees a wait well inside the window
	date := time.Now().Add(30 * time.Second).UTC().Format(http.TimeFormat)

	tests := []struct {
		name      string
		responses []openaitest.Response
		maxRetry  int
		requests  int
		// waits checks the recorded waits; nil means there must be none
		waits  func(t *testing.T, w []time.Duration)
		errHas []string // "" list: success expected
	}{
		{
			name:      "429 with Retry-After 2 waits 2s once",
			responses: []openaitest.Response{openaitest.RateLimited("2"), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if !reflect.DeepEqual(w, []time.Duration{2 * time.Second}) {
					t.Errorf("waits = %v, want [2s]", w)
				}
			},
		},
		{
			name:      "Retry-After 120 is capped at 60s",
			responses: []openaitest.Response{openaitest.RateLimited("120"), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if !reflect.DeepEqual(w, []time.Duration{60 * time.Second}) {
					t.Errorf("waits = %v, want [1m0s]", w)
				}
			},
		},
		{
			name:      "fractional Retry-After",
			responses: []openaitest.Response{openaitest.RateLimited("0.5"), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if !reflect.DeepEqual(w, []time.Duration{500 * time.Millisecond}) {
					t.Errorf("waits = %v, want [500ms]", w)
				}
			},
		},
		{
			name:      "Retry-After as an HTTP date",
			responses: []openaitest.Response{openaitest.RateLimited(date), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 1 || !within(w[0], 10*time.Second, 30*time.Second) {
					t.Errorf("waits = %v, want one in [10s,30s]", w)
				}
			},
		},
		{
			name:      "429 without Retry-After backs off",
			responses: []openaitest.Response{openaitest.RateLimited(""), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 1 || !within(w[0], 250*time.Millisecond, 500*time.Millisecond) {
					t.Errorf("waits = %v, want one in [250ms,500ms]", w)
				}
			},
		},
		{
			name:      "500, 500, success: two backoffs with jitter",
			responses: []openaitest.Response{status(500), status(500), ok},
			requests:  3,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 2 || !within(w[0], 250*time.Millisecond, 500*time.Millisecond) || !within(w[1], 500*time.Millisecond, time.Second) {
					t.Errorf("waits = %v, want [250ms..500ms, 500ms..1s]", w)
				}
			},
		},
		{
			name:      "502 and 503 are retried",
			responses: []openaitest.Response{status(502), status(503), ok},
			requests:  3,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 2 {
					t.Errorf("waits = %v, want 2", w)
				}
			},
		},
		{
			name:      "500 three times fails after exactly 3 requests",
			responses: []openaitest.Response{status(500), status(500), status(500)},
			requests:  3,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 2 {
					t.Errorf("waits = %v, want 2", w)
				}
			},
			errHas: []string{"500", "try again later"},
		},
		{
			name:      "429 three times says rate limited",
			responses: []openaitest.Response{openaitest.RateLimited("1"), openaitest.RateLimited("1"), openaitest.RateLimited("1")},
			requests:  3,
			waits: func(t *testing.T, w []time.Duration) {
				if !reflect.DeepEqual(w, []time.Duration{time.Second, time.Second}) {
					t.Errorf("waits = %v, want [1s 1s]", w)
				}
			},
			errHas: []string{"rate limiting", "429"},
		},
		{
			name:      "401 is not retried and names the API key",
			responses: []openaitest.Response{openaitest.Unauthorized()},
			requests:  1,
			errHas:    []string{"API key", "401", "OPENAI_API_KEY"},
		},
		{
			name:      "insufficient_quota is a 429 that is not retried",
			responses: []openaitest.Response{openaitest.QuotaExceeded()},
			requests:  1,
			errHas:    []string{"quota"},
		},
		{
			name:      "408 is retried",
			responses: []openaitest.Response{status(408), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 1 {
					t.Errorf("waits = %v, want 1", w)
				}
			},
		},
		{
			name:      "409 is retried",
			responses: []openaitest.Response{status(409), ok},
			requests:  2,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 1 {
					t.Errorf("waits = %v, want 1", w)
				}
			},
		},
		{
			name:      "400 is not retried",
			responses: []openaitest.Response{openaitest.Error(400, "Invalid schema for function 'route'.", "invalid_request_error", "invalid_function_parameters")},
			requests:  1,
			errHas:    []string{"rejected the request (400)", "Invalid schema"},
		},
		{
			name:      "403 is not retried",
			responses: []openaitest.Response{status(403)},
			requests:  1,
			errHas:    []string{"API key"},
		},
		{
			name:      "MaxRetries -1 never retries",
			responses: []openaitest.Response{status(500)},
			maxRetry:  -1,
			requests:  1,
			errHas:    []string{"500"},
		},
		{
			name:      "MaxRetries 4 tries five times",
			responses: []openaitest.Response{status(500), status(500), status(500), status(500), ok},
			maxRetry:  4,
			requests:  5,
			waits: func(t *testing.T, w []time.Duration) {
				if len(w) != 4 || !within(w[3], 2*time.Second, 4*time.Second) {
					t.Errorf("waits = %v, want 4, the last in [2s,4s]", w)
				}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.responses...))
			c, rec := testClient(s, func(cfg *Config) { cfg.MaxRetries = tc.maxRetry })
			got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
			if n := len(s.Requests()); n != tc.requests {
				t.Errorf("%d requests, want %d", n, tc.requests)
			}
			if tc.waits != nil {
				tc.waits(t, rec.recorded())
			} else if w := rec.recorded(); len(w) != 0 {
				t.Errorf("waited %v, want no retry", w)
			}
			if len(tc.errHas) == 0 {
				if err != nil {
					t.Fatalf("err = %v, want success", err)
				}
				if got.Content != "all good" || got.FinishReason != "stop" {
					t.Errorf("completion = %+v", got)
				}
				return
			}
			if err == nil {
				t.Fatalf("success %+v, want an error containing %q", got, tc.errHas)
			}
			for _, want := range tc.errHas {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not contain %q", err, want)
				}
			}
			var me *ModelError
			if !errors.As(err, &me) {
				t.Errorf("error is %T, want a *ModelError", err)
			}
		})
	}
}

// TestClientNoRetryAfterFirstToken: once content has arrived, a failure is
// the caller's (Collect's) error, never a silent second request.
func TestClientNoRetryAfterFirstToken(t *testing.T) {
	t.Parallel()
	aborted := openaitest.Text("The transfer of 50 EUR to Bob is")
	aborted.Abort = true
	cut := openaitest.Text("The transfer of 50 EUR to Bob is")
	cut.Cut = true
	cutCall := openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"x"}`)
	cutCall.Cut = true

	tests := []struct {
		name    string
		resp    openaitest.Response
		wantIs  error // nil: any error
		content string
	}{
		{
			name: "error event mid-stream",
			resp: openaitest.Response{Chunks: []openaitest.Chunk{
				{}, {Content: "partial"},
				openaitest.StreamError("The server had an error while processing your request.", "server_error", ""),
			}},
			content: "partial",
		},
		{name: "connection dropped (Abort)", resp: aborted, wantIs: io.ErrUnexpectedEOF, content: "The transfer of 50 EUR to Bob is"},
		{name: "cut without finish_reason", resp: cut, wantIs: ErrStreamCut, content: "The transfer of 50 EUR to Bob is"},
		{name: "tool call cut without finish_reason", resp: cutCall, wantIs: ErrStreamCut},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.resp))
			c, rec := testClient(s, nil)
			st, err := c.Stream(context.Background(), simpleRequest("hi"))
			if err != nil {
				t.Fatalf("Stream: %v (the failure comes after the first token)", err)
			}
			var deltas []string
			got, err := Collect(st, func(d string) { deltas = append(deltas, d) })
			if err == nil {
				t.Fatalf("Collect succeeded with %+v, want an error", got)
			}
			if errors.Is(err, io.EOF) {
				t.Errorf("err = %v: a failure must not look like a clean end", err)
			}
			if tc.wantIs != nil && !errors.Is(err, tc.wantIs) {
				t.Errorf("err = %v, want %v", err, tc.wantIs)
			}
			if strings.Join(deltas, "") != tc.content {
				t.Errorf("deltas %q, want %q", deltas, tc.content)
			}
			if len(got.ToolCalls) != 0 {
				t.Errorf("tool calls from a failed stream: %+v", got.ToolCalls)
			}
			if n := len(s.Requests()); n != 1 {
				t.Errorf("%d requests, want 1 (no retry after the first token)", n)
			}
			if w := rec.recorded(); len(w) != 0 {
				t.Errorf("waited %v", w)
			}
		})
	}
}

// TestClientFailsBeforeFirstToken: a stream that ends or breaks before any
// content is an error from Stream (not retried: it is not a 408/409/429/5xx).
func TestClientFailsBeforeFirstToken(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		resp   openaitest.Response
		wantIs error
	}{
		{name: "cut before any content", resp: openaitest.Response{Cut: true, Chunks: []openaitest.Chunk{{}, {FinishReason: "stop"}}}, wantIs: ErrStreamCut},
		{name: "empty stream", resp: openaitest.Response{Cut: true}, wantIs: ErrStreamCut},
		{name: "aborted before any content", resp: openaitest.Response{Abort: true, Chunks: []openaitest.Chunk{{}, {FinishReason: "stop"}}}, wantIs: io.ErrUnexpectedEOF},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.resp))
			c, _ := testClient(s, nil)
			st, err := c.Stream(context.Background(), simpleRequest("hi"))
			if err == nil {
				_, err = Collect(st, nil)
			}
			if !errors.Is(err, tc.wantIs) {
				t.Errorf("err = %v, want %v", err, tc.wantIs)
			}
			if n := len(s.Requests()); n != 1 {
				t.Errorf("%d requests, want 1", n)
			}
		})
	}
}

func TestClientStallWatchdog(t *testing.T) {
	t.Parallel()
	late := openaitest.Text("too late")
	late.Delay = 2 * time.Second
	gapFirst := openaitest.Text("hello there, world")
	gapFirst.Gap = 2 * time.Second
	gapLater := openaitest.Response{Gap: 2 * time.Second, Chunks: []openaitest.Chunk{
		{Content: "Hel"}, {Content: "lo"}, {FinishReason: "stop"},
	}}
	tests := []struct {
		name string
		resp openaitest.Response
		// inStream: the stall comes before the first token, so Stream
		// itself fails
		inStream bool
	}{
		{name: "delay before the first chunk", resp: late, inStream: true},
		{name: "gap after the role-only chunk", resp: gapFirst, inStream: true},
		{name: "gap after the first token", resp: gapLater},
		{name: "no status before the stall", resp: openaitest.Response{Status: 500, Delay: 2 * time.Second}, inStream: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.resp))
			c, rec := testClient(s, func(cfg *Config) { cfg.Stall = 100 * time.Millisecond })
			start := time.Now()
			st, err := c.Stream(context.Background(), simpleRequest("hi"))
			if tc.inStream {
				if err == nil {
					st.Close()
					t.Fatal("Stream succeeded, want a stall")
				}
			} else {
				if err != nil {
					t.Fatalf("Stream: %v", err)
				}
				_, err = Collect(st, nil)
			}
			elapsed := time.Since(start)
			if !errors.Is(err, ErrStalled) {
				t.Errorf("err = %v, want ErrStalled", err)
			}
			if elapsed > time.Second {
				t.Errorf("gave up after %v, want about 100ms", elapsed)
			}
			if !s.WaitIdle(2 * time.Second) {
				t.Errorf("%d requests still served after the stall", s.Active())
			}
			if n := len(s.Requests()); n != 1 {
				t.Errorf("%d requests, want 1 (a stall is not retried)", n)
			}
			if w := rec.recorded(); len(w) != 0 {
				t.Errorf("waited %v", w)
			}
		})
	}
}

// TestClientStallResetsPerChunk: the watchdog counts from the last chunk,
// not from the start, so a slow but steady stream is not a stall.
func TestClientStallResetsPerChunk(t *testing.T) {
	t.Parallel()
	text := strings.Repeat("steady ", 12) // about 15 chunks
	r := openaitest.Text(text)
	// a gap a tenth of the stall: steady, with room for two busy cores
	r.Gap = 120 * time.Millisecond
	s := openaitest.New(t, openaitest.Script(t, r))
	c, _ := testClient(s, func(cfg *Config) { cfg.Stall = 1200 * time.Millisecond })
	start := time.Now()
	got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
	if err != nil {
		t.Fatalf("err = %v after %v", err, time.Since(start))
	}
	if got.Content != text {
		t.Errorf("content = %q", got.Content)
	}
	if d := time.Since(start); d < 1200*time.Millisecond {
		t.Logf("stream took only %v; the test does not prove the reset", d)
	}
}

func TestClientCancelWhileWaiting(t *testing.T) {
	t.Parallel()
	late := openaitest.Text("never")
	late.Delay = 10 * time.Second
	hang := openaitest.Response{Status: 500, Delay: 10 * time.Second}
	tests := []struct {
		name string
		resp openaitest.Response
	}{
		{name: "stream open, no chunk yet", resp: late},
		{name: "no status yet", resp: hang},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.resp))
			c, rec := testClient(s, nil)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			// cancelled once the server holds the request (never on a
			// clock alone: under -race on a loaded machine 50ms may pass
			// before the request arrives, and "while waiting" is untested)
			cancelled := make(chan time.Time, 1)
			go func() {
				for deadline := time.Now().Add(5 * time.Second); len(s.Requests()) == 0 && time.Now().Before(deadline); {
					time.Sleep(5 * time.Millisecond)
				}
				time.Sleep(20 * time.Millisecond)
				cancelled <- time.Now()
				cancel()
			}()
			st, err := c.Stream(ctx, simpleRequest("hi"))
			if err == nil {
				st.Close()
				t.Fatal("Stream succeeded after cancellation")
			}
			if !errors.Is(err, context.Canceled) {
				t.Errorf("err = %v, want context.Canceled", err)
			}
			if d := time.Since(<-cancelled); d > 450*time.Millisecond {
				t.Errorf("returned %v after the cancellation, want promptly (R12: 200ms)", d)
			}
			if !s.WaitIdle(2 * time.Second) {
				t.Errorf("%d requests still served after cancellation", s.Active())
			}
			if n := len(s.Requests()); n != 1 {
				t.Errorf("%d requests, want 1", n)
			}
			if w := rec.recorded(); len(w) != 0 {
				t.Errorf("waited %v after cancellation", w)
			}
		})
	}
}

// TestClientCancelMidStream: a cancellation after the first token ends
// Collect promptly with context.Canceled, not a stall or a cut.
func TestClientCancelMidStream(t *testing.T) {
	t.Parallel()
	r := openaitest.Response{Gap: 10 * time.Second, Chunks: []openaitest.Chunk{{Content: "Hel"}, {Content: "lo"}, {FinishReason: "stop"}}}
	s := openaitest.New(t, openaitest.Script(t, r))
	c, _ := testClient(s, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st, err := c.Stream(ctx, simpleRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	_, err = Collect(st, func(d string) { got = append(got, d) })
	if !errors.Is(err, context.Canceled) || errors.Is(err, ErrStalled) || errors.Is(err, ErrStreamCut) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("Collect returned after %v", d)
	}
	if !reflect.DeepEqual(got, []string{"Hel"}) {
		t.Errorf("deltas = %q", got)
	}
	if !s.WaitIdle(2 * time.Second) {
		t.Error("request still served after cancellation")
	}
}

// TestClientCancelDuringBackoff: a cancellation while waiting to retry
// ends the request without another attempt.
func TestClientCancelDuringBackoff(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Response{Status: 500}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := NewClient(Config{APIKey: "test", BaseURL: s.URL, Sleep: func(ctx context.Context, _ time.Duration) error {
		cancel()
		return ctx.Err()
	}})
	_, err := c.Stream(ctx, simpleRequest("hi"))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if n := len(s.Requests()); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

func TestClientRequestOnTheWire(t *testing.T) {
	t.Parallel()
	params := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"agent":  map[string]any{"type": "string", "enum": []any{"a", "b"}},
			"reason": map[string]any{"type": "string"},
		},
		"required": []any{"agent", "reason"},
	}
	history := []ChatMessage{
		{Role: "system", Content: "You route."},
		{Role: "user", Content: "transfer money"},
		{Role: "assistant", ToolCalls: []ToolCall{{ID: "call_abc", Name: "route", Arguments: `{"agent":"zzz"}`}}},
		{Role: "tool", ToolCallID: "call_abc", Content: "Error: there is no agent zzz"},
		{Role: "user", Content: "please"},
	}
	tools := []ToolSpec{{Name: "route", Description: "Choose an agent.", Parameters: params}, {Name: "refuse", Description: "Refuse.", Parameters: object(map[string]any{})}}
	tests := []struct {
		name   string
		choice string
		tools  []ToolSpec
		want   any // the decoded tool_choice; nil for none sent
	}{
		{name: "required", choice: "required", tools: tools, want: "required"},
		{name: "auto", choice: "auto", tools: tools, want: "auto"},
		{name: "empty means auto", choice: "", tools: tools, want: "auto"},
		{name: "none", choice: "none", tools: tools, want: "none"},
		{name: "named tool", choice: "route", tools: tools, want: map[string]any{"type": "function", "function": map[string]any{"name": "route"}}},
		{name: "no tools, no choice", choice: "", tools: nil, want: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
			c, _ := testClient(s, nil)
			if _, err := streamAndCollect(context.Background(), c, ChatRequest{Model: "test-model", Messages: history, Tools: tc.tools, ToolChoice: tc.choice}); err != nil {
				t.Fatal(err)
			}
			reqs := s.Requests()
			if len(reqs) != 1 {
				t.Fatalf("%d requests", len(reqs))
			}
			r := reqs[0]
			if r.Method != http.MethodPost || r.Path != "/v1/chat/completions" {
				t.Errorf("%s %s", r.Method, r.Path)
			}
			if got := r.Header.Get("Authorization"); got != "Bearer test" {
				t.Errorf("Authorization = %q", got)
			}
			chat := r.Chat
			if !chat.Stream {
				t.Error("stream is not true")
			}
			if chat.Model != "test-model" {
				t.Errorf("model = %q", chat.Model)
			}
			if !chat.HasTemperature {
				t.Error("no temperature sent: the server's default (1.0) would apply")
			}
			if chat.Temperature < 0 || chat.Temperature > 1e-6 {
				t.Errorf("temperature = %v, want ~0", chat.Temperature)
			}
			var raw map[string]json.RawMessage
			if err := json.Unmarshal(r.Body, &raw); err != nil {
				t.Fatal(err)
			}
			var choice any
			if tc := raw["tool_choice"]; tc != nil {
				if err := json.Unmarshal(tc, &choice); err != nil {
					t.Fatal(err)
				}
			}
			if !reflect.DeepEqual(choice, tc.want) {
				t.Errorf("tool_choice = %#v, want %#v", choice, tc.want)
			}
			if len(chat.Tools) != len(tc.tools) {
				t.Fatalf("%d tools, want %d", len(chat.Tools), len(tc.tools))
			}
			for i, tool := range chat.Tools {
				if tool.Type != "function" || tool.Function.Name != tc.tools[i].Name || tool.Function.Description != tc.tools[i].Description {
					t.Errorf("tool %d = %+v", i, tool)
				}
				var got any
				if err := json.Unmarshal(tool.Function.Parameters, &got); err != nil {
					t.Fatalf("tool %d parameters: %v", i, err)
				}
				b, _ := json.Marshal(tc.tools[i].Parameters)
				var want any
				_ = json.Unmarshal(b, &want)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("tool %d parameters = %s, want %s", i, tool.Function.Parameters, b)
				}
			}
			msgs := chat.Messages
			if len(msgs) != len(history) {
				t.Fatalf("%d messages, want %d", len(msgs), len(history))
			}
			for i, m := range msgs {
				if m.Role != history[i].Role || m.Content != history[i].Content || m.ToolCallID != history[i].ToolCallID {
					t.Errorf("message %d = %+v, want %+v", i, m, history[i])
				}
			}
			calls := msgs[2].ToolCalls
			if len(calls) != 1 || calls[0].ID != "call_abc" || calls[0].Type != "function" ||
				calls[0].Function.Name != "route" || calls[0].Function.Arguments != `{"agent":"zzz"}` {
				t.Errorf("assistant tool calls = %+v", calls)
			}
			if msgs[3].ToolCallID != "call_abc" {
				t.Errorf("tool message tool_call_id = %q", msgs[3].ToolCallID)
			}
		})
	}
}

// TestClientKeepsTemperature: a non-zero temperature goes out as given.
func TestClientKeepsTemperature(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
	c, _ := testClient(s, nil)
	req := simpleRequest("hi")
	req.Temperature = 0.7
	if _, err := streamAndCollect(context.Background(), c, req); err != nil {
		t.Fatal(err)
	}
	if got := s.Requests()[0].Chat; !got.HasTemperature || got.Temperature != 0.7 {
		t.Errorf("temperature = %v (present %v), want 0.7", got.Temperature, got.HasTemperature)
	}
}

// TestClientUsage: the token count of the usage chunk reaches the
// completion; the fake sends one even when not asked, as local servers do.
func TestClientUsage(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t,
		openaitest.Text("counted").WithUsage(100, 7),
		openaitest.ToolCall("route", `{"agent":"authenticate","reason":"login"}`).WithUsage(50, 5),
	))
	c, _ := testClient(s, nil)
	got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
	if err != nil || got.Tokens != 107 {
		t.Errorf("tokens = %d (err %v), want 107", got.Tokens, err)
	}
	got, err = streamAndCollect(context.Background(), c, simpleRequest("hi"))
	if err != nil || got.Tokens != 55 {
		t.Errorf("tokens = %d (err %v), want 55", got.Tokens, err)
	}
	if len(got.ToolCalls) != 1 || got.ToolCalls[0].Name != "route" || got.ToolCalls[0].Arguments != `{"agent":"authenticate","reason":"login"}` || got.FinishReason != "tool_calls" {
		t.Errorf("completion = %+v", got)
	}
}

func TestClientDescribesFailures(t *testing.T) {
	t.Parallel()
	closedURL := refusedURL(t)

	tests := []struct {
		name string
		// base builds the BaseURL from the fake server (nil: no server)
		base   func(s *openaitest.Server) string
		resp   openaitest.Response
		errHas []string
	}{
		{
			name:   "connection refused",
			base:   func(*openaitest.Server) string { return closedURL },
			errHas: []string{"cannot reach " + closedURL, "connection was refused"},
		},
		{
			name:   "wrong path: no /v1",
			base:   func(s *openaitest.Server) string { return s.Root },
			errHas: []string{"(404)", "check --base-url"},
		},
		{
			name:   "wrong path: extra segment",
			base:   func(s *openaitest.Server) string { return s.URL + "/api" },
			errHas: []string{"(404)", "check --base-url"},
		},
		{
			name:   "model not found",
			base:   func(s *openaitest.Server) string { return s.URL },
			resp:   openaitest.Error(404, "The model `gpt-9` does not exist or you do not have access to it.", "invalid_request_error", "model_not_found"),
			errHas: []string{"model is not available", "check --model"},
		},
		{
			name:   "model not found, no code (Ollama)",
			base:   func(s *openaitest.Server) string { return s.URL },
			resp:   openaitest.Error(404, `model "llama9" not found, try pulling it first`, "api_error", ""),
			errHas: []string{"check --model"},
		},
		{
			name:   "a proxy's HTML 400",
			base:   func(s *openaitest.Server) string { return s.URL },
			resp:   openaitest.Response{Status: 400, Body: "<html>Bad Request</html>", Header: map[string]string{"Content-Type": "text/html"}},
			errHas: []string{"rejected the request (400)"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var h openaitest.Handler
			if tc.resp.Status != 0 {
				h = openaitest.Script(t, tc.resp)
			}
			s := openaitest.New(t, h)
			base := tc.base(s)
			c, rec := testClient(s, func(cfg *Config) { cfg.BaseURL = base })
			_, err := c.Stream(context.Background(), simpleRequest("hi"))
			if err == nil {
				t.Fatal("Stream succeeded")
			}
			for _, want := range tc.errHas {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not contain %q", err, want)
				}
			}
			if strings.Contains(err.Error(), "check --model") && strings.Contains(err.Error(), "check --base-url") {
				t.Errorf("error %q gives both hints", err)
			}
			if w := rec.recorded(); len(w) != 0 {
				t.Errorf("waited %v: not a retryable failure", w)
			}
		})
	}
}

// TestClientCloseTwice: Close may be called twice, before or after the end.
func TestClientCloseTwice(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("a long answer in several pieces")))
	c, _ := testClient(s, nil)
	st, err := c.Stream(context.Background(), simpleRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Recv(); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := st.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if !s.WaitIdle(2 * time.Second) {
		t.Error("request still served after Close")
	}
}

// TestClientHugeRetryAfter: an absurd Retry-After is capped at 60s like
// any other long one, not mistaken for none.
func TestClientHugeRetryAfter(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"3600", "99999999999", "1e300"} {
		t.Run(v, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, openaitest.RateLimited(v), openaitest.Text("ok")))
			c, rec := testClient(s, nil)
			if _, err := streamAndCollect(context.Background(), c, simpleRequest("hi")); err != nil {
				t.Fatal(err)
			}
			w := rec.recorded()
			if len(w) == 1 && w[0] != maxRetryAfter && v != "3600" {
				t.Fatalf("Retry-After %q waits %v, want the 60s cap (the seconds overflow time.Duration)", v, w[0])
			}
			if !reflect.DeepEqual(w, []time.Duration{maxRetryAfter}) {
				t.Errorf("waits = %v, want [1m0s]", w)
			}
		})
	}
}

// redirect sends every request to the fake server, whatever its host, so
// that a client configured for api.openai.com never leaves the process.
type redirect struct{ to string }

func (r redirect) RoundTrip(req *http.Request) (*http.Response, error) {
	u := *req.URL
	target, err := url.Parse(r.to)
	if err != nil {
		return nil, err
	}
	u.Scheme, u.Host = target.Scheme, target.Host
	out := req.Clone(req.Context())
	out.URL = &u
	out.Host = target.Host
	return http.DefaultTransport.RoundTrip(out)
}

// TestClientAsksForUsage: OpenAI (the default base URL) is asked for the
// usage chunk; a local server, which may reject stream_options, is not.
func TestClientAsksForUsage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		base func(s *openaitest.Server) string
		want bool
	}{
		{name: "api.openai.com", base: func(*openaitest.Server) string { return "" }, want: true},
		{name: "local server", base: func(s *openaitest.Server) string { return s.URL }, want: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok").WithUsage(3, 4)))
			c := NewClient(Config{APIKey: "test", BaseURL: tc.base(s),
				HTTPClient: &http.Client{Transport: redirect{to: s.Root}}})
			got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
			if err != nil {
				t.Fatal(err)
			}
			r := s.Requests()[0]
			asked := r.Chat.StreamOptions != nil && r.Chat.StreamOptions.IncludeUsage
			if asked != tc.want {
				t.Errorf("include_usage asked = %v, want %v", asked, tc.want)
			}
			if r.Path != "/v1/chat/completions" {
				t.Errorf("path = %s", r.Path)
			}
			if got.Tokens != 7 {
				t.Errorf("tokens = %d, want 7", got.Tokens)
			}
		})
	}
}

// TestClientAzure: an Azure client calls the deployment's endpoint with the
// api-version and the api-key header.
func TestClientAzure(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
	c := NewClient(Config{APIKey: "azkey", BaseURL: s.Root, Azure: true,
		AzureDeployment: "my-gpt", AzureAPIVersion: "2024-06-01"})
	got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
	if err != nil || got.Content != "ok" {
		t.Fatalf("got %+v, %v", got, err)
	}
	r := s.Requests()[0]
	if r.Path != "/openai/deployments/my-gpt/chat/completions" {
		t.Errorf("path = %s", r.Path)
	}
	if v := r.Query.Get("api-version"); v != "2024-06-01" {
		t.Errorf("api-version = %q", v)
	}
	if k := r.Header.Get("api-key"); k != "azkey" {
		t.Errorf("api-key header = %q", k)
	}
}

// refusedURL is an address where a connection is refused. On Linux port 0
// always refuses; elsewhere a closed test server's port is used. Why not the
// closed port everywhere: under load a parallel test's fake server can be given
// the same port again, and the "refused" call then succeeds.
func refusedURL(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "linux" {
		return "http://127.0.0.1:0/v1"
	}
	closed := httptest.NewServer(http.NotFoundHandler())
	u := closed.URL + "/v1"
	closed.Close()
	return u
}
