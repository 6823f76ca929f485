package openai

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
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
	AzureAPIVersion string // "" is 2024-10-21, which accepts stream_options

	// Dialect is what the server and model accept, when known (doctor's
	// cache). nil keeps the defaults: usage is asked only of OpenAI and
	// Azure, temperature is sent unless the model is known to refuse it.
	Dialect *Dialect

	// HTTPClient carries the requests (nil is a default client); go-openai
	// is given a copy whose Transport is wrapped in the bridge (bridge.go).
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

// openAIClient is the ChatClient for OpenAI-compatible servers.
type openAIClient struct {
	cfg Config
	api *goopenai.Client
	// usage is whether to ask for a usage chunk (stream_options): OpenAI
	// and Azure send one; some local servers reject the field.
	usage atomic.Bool
	// noTemperature is set by the dialect, or learned from a 400 that
	// names temperature: from then on none is sent in the session.
	noTemperature atomic.Bool
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
	c := &openAIClient{cfg: cfg, api: goopenai.NewClientWithConfig(goConfig(cfg, cfg.HTTPClient))}
	if d := cfg.Dialect; d != nil {
		c.usage.Store(!d.NoUsage)
		c.noTemperature.Store(d.NoTemperature)
	} else {
		c.usage.Store(cfg.Azure || cfg.BaseURL == "" || strings.Contains(cfg.BaseURL, "openai.com"))
	}
	return c
}

// Stream sends one request and returns its stream once the first piece of
// the answer has arrived. Failures before that are retried (R16): at most
// MaxRetries times, on 408, 409, 429 and 5xx, never on a quota error, a
// 401 or a server that is set up wrong, waiting for Retry-After (up to
// 60 s) or min(0.5·2ⁿ, 8) s with jitter. A 400 that names temperature or
// stream_options is answered at once by sending the request again without
// it, and the session leaves it out from then on.
func (c *openAIClient) Stream(ctx context.Context, req ChatRequest) (ChatStream, error) {
	for attempt := 0; ; {
		opt := c.options(req.Model)
		greq, ex := chatRequest(req, opt)
		if err := refusedByGoOpenAI(greq); err != nil {
			return nil, err
		}
		s, err := c.open(ctx, greq, ex)
		if err == nil {
			return s, nil
		}
		if c.learn(err, opt) && ctx.Err() == nil {
			continue
		}
		wait, retry := c.retryable(err, attempt)
		if !retry || ctx.Err() != nil {
			return nil, describe(err, c.cfg)
		}
		if err := c.cfg.Sleep(ctx, wait); err != nil {
			return nil, err
		}
		attempt++
	}
}

// options decides the optional parts of a request for a model.
func (c *openAIClient) options(model string) sendOptions {
	opt := sendOptions{
		temperature: !c.noTemperature.Load() && !defaultTemperatureOnly(model),
		usage:       c.usage.Load(),
	}
	if d := c.cfg.Dialect; d != nil {
		opt.toolChoice = d.ToolChoice
	}
	return opt
}

// learn turns off what a 400 says the server refuses, if this request sent
// it, and reports whether the request is worth sending again without it.
// Each can be turned off once, so a request is re-sent at most twice.
func (c *openAIClient) learn(err error, sent sendOptions) bool {
	var e *apiError
	if !errors.As(err, &e) || (e.Status != http.StatusBadRequest && e.Status != http.StatusUnprocessableEntity) {
		return false
	}
	about := strings.ToLower(e.Param + " " + e.Message)
	switch {
	case sent.temperature && strings.Contains(about, "temperature"):
		c.noTemperature.Store(true)
		return true
	case sent.usage && strings.Contains(about, "stream_options"):
		c.usage.Store(false)
		return true
	}
	return false
}

// open starts one attempt and reads up to its first chunk, so that an
// attempt that fails before any token can still be retried.
func (c *openAIClient) open(ctx context.Context, greq goopenai.ChatCompletionRequest, ex *exchange) (ChatStream, error) {
	ctx, cancel := context.WithCancel(ctx)
	s := &openAIStream{cancel: cancel, stall: c.cfg.Stall, ex: ex}
	s.watch() // from the start: a server that never answers stalls too
	ex.alive = s.alive
	fail := func(err error) (ChatStream, error) {
		s.Close()
		if s.isStalled() {
			return nil, s.stallError()
		}
		return nil, err
	}
	st, err := c.api.CreateChatCompletionStream(withExchange(ctx, ex), greq)
	if errors.Is(err, goopenai.ErrChatCompletionInvalidModel) {
		return fail(goOpenAIRefusal(greq.Model, err))
	}
	if err != nil {
		return fail(apiErrorOf(err, ex))
	}
	s.stream = st
	first, err := s.recv()
	if err != nil {
		return fail(err)
	}
	s.pending = &first
	return s, nil
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
	var e *apiError
	if errors.As(err, &e) {
		if _, setup := setupFix(e.Message); setup {
			return 0, false // llama-server answers a missing --jinja with a 500: no retry mends it
		}
		if e.retryAfter > 0 {
			return min(e.retryAfter, maxRetryAfter), true
		}
	}
	base := min(500*time.Millisecond<<attempt, 8*time.Second)
	return base/2 + time.Duration(rand.Int64N(int64(base/2)+1)), true // jitter
}

// statusOf digs the HTTP status and the error code out of an error.
func statusOf(err error) (int, string) {
	var e *apiError
	if !errors.As(err, &e) {
		return 0, ""
	}
	code := e.Code
	if e.Type == "insufficient_quota" {
		code = "insufficient_quota"
	}
	return e.Status, code
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
