package openai

import (
	"time"

	"github.com/concierge-dev/concierge/agents"
)

// The brain keeps a short record of each model request for the trace
// (R49): when it started, how long it took, its input and output tokens
// and how it finished. The loop takes the record after each decision
// (agents.RequestLog); nothing of a request's content is kept.

// maxLogged bounds the record when nobody takes it (doctor, a test): the
// oldest requests are dropped first.
const maxLogged = 64

var _ agents.RequestLog = (*Brain)(nil)

// TakeRequests implements agents.RequestLog.
func (o *Brain) TakeRequests() []agents.ModelRequest {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := o.requests
	o.requests = nil
	return out
}

// logRequest records one finished request; called with o.mu held.
func (o *Brain) logRequest(req ChatRequest, c Completion, start time.Time, err error) {
	r := agents.ModelRequest{Model: req.Model, Start: start, Latency: time.Since(start),
		InputTokens: c.InputTokens, OutputTokens: c.OutputTokens, FinishReason: c.FinishReason}
	if r.Model == "" {
		r.Model = o.model
	}
	if r.InputTokens == 0 && r.OutputTokens == 0 {
		// the server said no split (or nothing): the same estimate as the
		// usage count, split by where the characters were
		in, out := estimateSplit(req, c)
		if c.Tokens > 0 {
			// a total without its parts: the parts in the estimate's ratio
			in = c.Tokens * in / max(1, in+out)
			out = c.Tokens - in
		}
		r.InputTokens, r.OutputTokens, r.Estimated = in, out, true
	}
	if err != nil {
		r.Err = err.Error()
	}
	if len(o.requests) >= maxLogged {
		o.requests = append(o.requests[:0:0], o.requests[1:]...)
	}
	o.requests = append(o.requests, r)
}

// estimateSplit is estimateTokens told apart: the request's messages are
// input, the answer's content and calls output.
func estimateSplit(req ChatRequest, c Completion) (in, out int) {
	for _, m := range req.Messages {
		in += len(m.Content)
	}
	out = len(c.Content)
	for _, t := range c.ToolCalls {
		out += len(t.Arguments)
	}
	return in/4 + 1, out / 4
}
