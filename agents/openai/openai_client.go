package openai

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
)

// Config says how to reach an OpenAI-compatible server.
type Config struct {
	APIKey  string
	BaseURL string // "" is api.openai.com; Ollama is http://localhost:11434/v1
	// Azure OpenAI: the deployment serves the model; BaseURL is the resource.
	Azure           bool
	AzureDeployment string
	AzureAPIVersion string

	HTTPClient *http.Client
	// Stall is how long a stream may send nothing before it is given up
	// (R16: 60 s); MaxRetries how often a failed request is tried again.
	Stall      time.Duration
	MaxRetries int
	// Sleep waits between retries; tests inject one that does not sleep.
	Sleep func(ctx context.Context, d time.Duration) error
}

// maxRetryAfter caps a server's Retry-After (R16).
const maxRetryAfter = 60 * time.Second

// openAIClient is the ChatClient over github.com/sashabaranov/go-openai.
type openAIClient struct {
	c   *goopenai.Client
	cfg Config
	// usageOK is whether to ask for a usage chunk: OpenAI and Azure send
	// one; some local servers reject the unknown stream_options field.
	usageOK bool
}

var _ ChatClient = (*openAIClient)(nil)

// NewClient returns a client for the configured server.
func NewClient(cfg Config) ChatClient {
	if cfg.Stall <= 0 {
		cfg.Stall = 60 * time.Second
	}
	if cfg.MaxRetries < 0 {
		cfg.MaxRetries = 0
	} else if cfg.MaxRetries == 0 {
		cfg.MaxRetries = 2
	}
	if cfg.Sleep == nil {
		cfg.Sleep = sleepCtx
	}
	var oc goopenai.ClientConfig
	if cfg.Azure {
		oc = goopenai.DefaultAzureConfig(cfg.APIKey, cfg.BaseURL)
		if cfg.AzureAPIVersion != "" {
			oc.APIVersion = cfg.AzureAPIVersion
		}
		if dep := cfg.AzureDeployment; dep != "" {
			oc.AzureModelMapperFunc = func(string) string { return dep }
		}
	} else {
		oc = goopenai.DefaultConfig(cfg.APIKey)
		if cfg.BaseURL != "" {
			oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
		}
	}
	base := cfg.HTTPClient
	if base == nil {
		base = &http.Client{}
	}
	// the transport notes Retry-After, which go-openai's errors do not carry
	hc := *base
	hc.Transport = retryAfterTransport{next: base.Transport}
	oc.HTTPClient = &hc
	usageOK := cfg.Azure || cfg.BaseURL == "" || strings.Contains(cfg.BaseURL, "openai.com")
	return &openAIClient{c: goopenai.NewClientWithConfig(oc), cfg: cfg, usageOK: usageOK}
}

// Stream sends one request and returns its stream once the first piece of
// the answer has arrived. Failures before that are retried (R16): at most
// MaxRetries times, on 408, 409, 429 and 5xx, never on a quota error or a
// 401, waiting for Retry-After (up to 60 s) or min(0.5·2ⁿ, 8) s with jitter.
func (c *openAIClient) Stream(ctx context.Context, req ChatRequest) (ChatStream, error) {
	oreq := c.request(req)
	for attempt := 0; ; attempt++ {
		s, err := c.open(ctx, oreq)
		if err == nil {
			return s, nil
		}
		wait, retry := c.retryable(err, attempt)
		if !retry || ctx.Err() != nil {
			return nil, describe(err, c.cfg)
		}
		if err := c.cfg.Sleep(ctx, wait); err != nil {
			return nil, err
		}
	}
}

// open starts one attempt and reads up to its first chunk, so that an
// attempt that fails before any token can still be retried.
func (c *openAIClient) open(ctx context.Context, oreq goopenai.ChatCompletionRequest) (ChatStream, error) {
	ctx, cancel := context.WithCancel(ctx)
	hint := &retryHint{}
	ctx = context.WithValue(ctx, retryHintKey{}, hint)
	s := &openAIStream{cancel: cancel, stall: c.cfg.Stall}
	s.watch() // from the start: a server that never answers stalls too
	st, err := c.c.CreateChatCompletionStream(ctx, oreq)
	if err != nil {
		s.timer.Stop()
		cancel()
		if s.isStalled() {
			return nil, s.stallError()
		}
		return nil, withHint(err, hint)
	}
	s.s = st
	first, err := s.recv()
	if err != nil {
		s.Close()
		return nil, withHint(err, hint)
	}
	s.pending = &first
	return s, nil
}

func (c *openAIClient) request(req ChatRequest) goopenai.ChatCompletionRequest {
	o := goopenai.ChatCompletionRequest{
		Model: req.Model, Stream: true, Temperature: req.Temperature,
	}
	if o.Temperature == 0 {
		// go-openai drops a zero temperature from the JSON, and the server's
		// default (1.0 at OpenAI) would apply: send the smallest non-zero
		o.Temperature = math.SmallestNonzeroFloat32
	}
	if c.usageOK {
		o.StreamOptions = &goopenai.StreamOptions{IncludeUsage: true}
	}
	for _, m := range req.Messages {
		om := goopenai.ChatCompletionMessage{Role: m.Role, Content: m.Content, ToolCallID: m.ToolCallID}
		for _, tc := range m.ToolCalls {
			om.ToolCalls = append(om.ToolCalls, goopenai.ToolCall{ID: tc.ID, Type: goopenai.ToolTypeFunction,
				Function: goopenai.FunctionCall{Name: tc.Name, Arguments: tc.Arguments}})
		}
		o.Messages = append(o.Messages, om)
	}
	for _, t := range req.Tools {
		o.Tools = append(o.Tools, goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{
			Name: t.Name, Description: t.Description, Parameters: t.Parameters}})
	}
	switch req.ToolChoice {
	case "", "auto":
		if len(o.Tools) > 0 {
			o.ToolChoice = "auto"
		}
	case "required", "none":
		o.ToolChoice = req.ToolChoice
	default:
		o.ToolChoice = goopenai.ToolChoice{Type: goopenai.ToolTypeFunction, Function: goopenai.ToolFunction{Name: req.ToolChoice}}
	}
	return o
}

// retryable decides whether an attempt's failure is worth another one, and
// how long to wait first.
func (c *openAIClient) retryable(err error, attempt int) (time.Duration, bool) {
	if attempt >= c.cfg.MaxRetries {
		return 0, false
	}
	status, code := statusOf(err)
	if code == "insufficient_quota" || status == http.StatusUnauthorized {
		return 0, false
	}
	if !(status == http.StatusRequestTimeout || status == http.StatusConflict || status == http.StatusTooManyRequests || status >= 500) {
		return 0, false
	}
	var h *hintedError
	if errors.As(err, &h) && h.retryAfter > 0 {
		return min(h.retryAfter, maxRetryAfter), true
	}
	base := min(500*time.Millisecond<<attempt, 8*time.Second)
	return base/2 + time.Duration(rand.Int64N(int64(base/2)+1)), true // jitter
}

// statusOf digs the HTTP status and the error code out of go-openai's errors.
func statusOf(err error) (int, string) {
	var api *goopenai.APIError
	if errors.As(err, &api) {
		code := ""
		if s, ok := api.Code.(string); ok {
			code = s
		}
		if api.Type == "insufficient_quota" {
			code = "insufficient_quota"
		}
		return api.HTTPStatusCode, code
	}
	var rq *goopenai.RequestError
	if errors.As(err, &rq) {
		return rq.HTTPStatusCode, ""
	}
	return 0, ""
}

// openAIStream adapts go-openai's stream to ChatStream, with the stall
// watchdog and the finish-reason check.
type openAIStream struct {
	s       *goopenai.ChatCompletionStream
	cancel  context.CancelFunc
	stall   time.Duration
	pending *ChatChunk

	mu       sync.Mutex
	timer    *time.Timer
	stalled  bool
	finished bool
	closed   bool
}

// watch starts the stall watchdog: no chunk for the stall time cancels the
// request, and Recv reports the stall instead of a bare cancellation.
func (s *openAIStream) watch() {
	s.timer = time.AfterFunc(s.stall, func() {
		s.mu.Lock()
		s.stalled = true
		s.mu.Unlock()
		s.cancel()
	})
}

func (s *openAIStream) isStalled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stalled
}

func (s *openAIStream) stallError() error {
	return fmt.Errorf("%w: the model sent nothing for %s", ErrStalled, s.stall)
}

// Recv implements ChatStream.
func (s *openAIStream) Recv() (ChatChunk, error) {
	if p := s.pending; p != nil {
		s.pending = nil
		return *p, nil
	}
	return s.recv()
}

func (s *openAIStream) recv() (ChatChunk, error) {
	for {
		r, err := s.s.Recv()
		if s.isStalled() {
			return ChatChunk{}, s.stallError()
		}
		if errors.Is(err, io.EOF) {
			if !s.finished {
				return ChatChunk{}, ErrStreamCut
			}
			return ChatChunk{}, io.EOF
		}
		if err != nil {
			return ChatChunk{}, brokeOff(err)
		}
		s.timer.Reset(s.stall)
		ch := ChatChunk{}
		if r.Usage != nil {
			ch.Tokens = r.Usage.TotalTokens
		}
		for _, c := range r.Choices {
			ch.Content += c.Delta.Content
			for i, tc := range c.Delta.ToolCalls {
				idx := i
				if tc.Index != nil {
					idx = *tc.Index
				}
				ch.ToolCalls = append(ch.ToolCalls, ToolCallDelta{Index: idx, ID: tc.ID, Name: tc.Function.Name, Arguments: tc.Function.Arguments})
			}
			if c.FinishReason != "" {
				ch.FinishReason = string(c.FinishReason)
				s.finished = true
			}
		}
		if ch.Content == "" && len(ch.ToolCalls) == 0 && ch.FinishReason == "" && ch.Tokens == 0 {
			continue // a role-only or empty chunk carries nothing
		}
		return ch, nil
	}
}

// Close implements ChatStream; it may be called more than once.
func (s *openAIStream) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	s.timer.Stop()
	s.cancel()
	if s.s == nil {
		return nil
	}
	return s.s.Close()
}

// retryHint carries a response's Retry-After from the transport to the
// retry decision, through the request's context.
type retryHint struct {
	mu    sync.Mutex
	after time.Duration
}

type retryHintKey struct{}

type retryAfterTransport struct{ next http.RoundTripper }

func (t retryAfterTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	next := t.next
	if next == nil {
		next = http.DefaultTransport
	}
	resp, err := next.RoundTrip(r)
	if err != nil || resp.StatusCode < 400 {
		return resp, err
	}
	if h, ok := r.Context().Value(retryHintKey{}).(*retryHint); ok {
		if d, ok := parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()); ok {
			h.mu.Lock()
			h.after = d
			h.mu.Unlock()
		}
	}
	return resp, nil
}

// parseRetryAfter reads seconds or an HTTP date.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		if s > maxRetryAfter.Seconds() {
			return maxRetryAfter, true // before converting: a huge value overflows
		}
		return time.Duration(s * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(0, t.Sub(now)), true
	}
	return 0, false
}

// hintedError is an attempt's error with the Retry-After it came with.
type hintedError struct {
	err        error
	retryAfter time.Duration
}

func (e *hintedError) Error() string { return e.err.Error() }
func (e *hintedError) Unwrap() error { return e.err }

func withHint(err error, h *retryHint) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return &hintedError{err: err, retryAfter: h.after}
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
