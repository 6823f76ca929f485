package openai

import (
	"context"
	"net/http"
	"strings"
)

// autoChoice is the doctor's tool_choice check. Readings ask with
// readingChoice ("required"), which the tool-call probe used; a task
// agent's tool rounds ask with "auto", so one more request finds whether
// the server accepts it (vLLM without --enable-auto-tool-choice refuses
// it, and the session then sends "required" wherever "auto" would go).
// Whether the model calls a tool with "auto" is not asked of it: only
// that the server takes the request. done is a rate limit that ended the
// probe, its finding added.
func (p *prober) autoChoice(ctx context.Context, d *Dialect, add func(Finding)) (done bool) {
	a := p.chatWaiting(ctx, p.toolRequest(*d, "auto"), *d)
	if ctx.Err() != nil {
		return true
	}
	msg := strings.ToLower(a.msg)
	switch {
	case a.status == http.StatusTooManyRequests && p.limited != nil:
		add(p.rateLimited())
		return true
	case a.status == http.StatusOK:
		add(Finding{Check: "tool_choice", OK: true, Result: `"required" (readings) and "auto" (tool rounds) accepted`, Action: "-"})
	case a.transport == nil && a.refused == nil && (strings.Contains(msg, "enable-auto-tool-choice") || strings.Contains(msg, "tool_choice") || strings.Contains(msg, "tool choice")):
		d.ToolChoice = "required"
		add(Finding{Check: "tool_choice", OK: true, Result: `"auto" refused, "required" accepted`, Action: `concierge sends "required"`})
	default:
		// an answer that says nothing of tool_choice: the session learns
		// on its first "auto" request, as it would without the doctor
		add(Finding{Check: "tool_choice", OK: true, Result: `"required" accepted; "auto" answered ` + a.String(), Action: `concierge falls back to "required" if the server refuses "auto"`})
	}
	return false
}
