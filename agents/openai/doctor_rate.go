package openai

import (
	"context"
	"fmt"
	"net/http"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
)

// A 429 is a rate limit: transient, to be waited out, not a fix (R56).
// The probe sends the request again after the server's Retry-After (or a
// second), a few times and only for short waits; when the limit holds,
// the report says so in a row of its own, marked Wait.

const (
	// probeRateRetries is how many times a rate-limited probe is resent.
	probeRateRetries = 2
	// probeRateWait is the longest Retry-After the probe waits out; a
	// longer one is said at once, with the time to wait.
	probeRateWait = 10 * time.Second
)

// note keeps what a 429 said, for the retry and the report; a quota used
// up is a 429 too, but no wait mends it.
func (p *prober) note(e *apiError) {
	p.limited = nil
	if e.Status == http.StatusTooManyRequests && e.Code != "insufficient_quota" {
		p.limited = e
	}
}

// waitOut waits for the rate limit the last answer reported, and says
// whether the request is worth sending again (false also when ctx ends).
func (p *prober) waitOut(ctx context.Context, try int) bool {
	if p.limited == nil || try >= probeRateRetries {
		return false
	}
	d := p.limited.retryAfter
	if d <= 0 {
		d = time.Second
	}
	if d > probeRateWait {
		return false
	}
	return p.sleep(ctx, d) == nil
}

// modelsWaiting is models, resent while a short rate limit lasts.
func (p *prober) modelsWaiting(ctx context.Context) ([]string, int, error) {
	ids, status, err := p.models(ctx)
	for try := 0; err == nil && p.waitOut(ctx, try); try++ {
		ids, status, err = p.models(ctx)
	}
	return ids, status, err
}

// chatWaiting is chat, resent while a short rate limit lasts.
func (p *prober) chatWaiting(ctx context.Context, req goopenai.ChatCompletionRequest, d Dialect) answer {
	a := p.chat(ctx, req, d)
	for try := 0; a.transport == nil && a.refused == nil && p.waitOut(ctx, try); try++ {
		a = p.chat(ctx, req, d)
	}
	return a
}

// rateLimited is the report's row for a rate limit that outlasted the
// probe's retries: a wait, with how long the server asked for.
func (p *prober) rateLimited() Finding {
	e := p.limited
	result := "429: the server is rate limiting requests"
	if e.Message != "" {
		result += " (" + e.Message + ")"
	}
	action := "wait a moment and run concierge doctor again; nothing needs fixing"
	if e.retryAfter >= time.Second {
		action = fmt.Sprintf("wait %s (the server's Retry-After) and run concierge doctor again; nothing needs fixing", e.retryAfter.Round(time.Second))
	}
	return Finding{Check: "rate limit", Wait: true, Result: result, Action: action}
}
