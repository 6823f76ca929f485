package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/agents/reading"
	goopenai "github.com/sashabaranov/go-openai"
)

// Doctor (R32) probes a server in a few requests and says what it found
// and what concierge will do about it. Its Dialect is what the client and
// the brain adopt for the session.

// Finding is one row of the report.
type Finding struct {
	Check  string `json:"check"`
	OK     bool   `json:"ok"`
	Result string `json:"result"`
	// Action is what concierge will do about it, or for a failing row the
	// fix the user must make.
	Action string `json:"action"`
	// Wait marks a failing row that is no fault to fix but a limit to
	// wait out (a 429): the probe could not finish now, and may later.
	Wait bool `json:"wait,omitempty"`
}

// Report is what a probe found.
type Report struct {
	BaseURL  string    `json:"base_url"`
	Model    string    `json:"model"`
	Time     time.Time `json:"time"`
	Findings []Finding `json:"findings"`
	Dialect  Dialect   `json:"dialect"`
	// Requests is how many requests the probe sent (none of them count
	// in a turn's budget).
	Requests int `json:"requests"`
	// Usable is false when concierge cannot work with the server as it is.
	Usable bool `json:"usable"`
}

// probeTimeout bounds each probe request when the config brings no
// HTTP client of its own.
const probeTimeout = 30 * time.Second

// probeAttempts bounds the tool-call probe: one try and one retry per
// thing the server may refuse (temperature, stream_options, tool_choice,
// max_tokens).
const probeAttempts = 5

// Probe runs doctor's probes against the configured server and model.
// It fails only when ctx ends; what the server does wrong is in the report.
func Probe(ctx context.Context, cfg Config, model string, now time.Time) (*Report, error) {
	p := newProber(cfg, model)
	rep := &Report{BaseURL: cfg.BaseURL, Model: model, Time: now, Usable: true}
	add := func(f Finding) {
		rep.Findings = append(rep.Findings, f)
		if !f.OK {
			rep.Usable = false
		}
	}
	defer func() { rep.Requests = p.requests }()

	// 1. reachable, and is the model there
	ids, status, err := p.modelsWaiting(ctx)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		add(Finding{Check: "reachable", Result: "no answer: " + err.Error(), Action: "check --base-url and that the server is running"})
		return rep, nil
	}
	add(Finding{Check: "reachable", OK: true, Result: "yes", Action: "-"})
	switch {
	case p.limited != nil:
		add(p.rateLimited())
		return rep, nil
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		add(Finding{Check: "model found", Result: fmt.Sprintf("the model list answered %d", status), Action: "check the API key (OPENAI_API_KEY, or AZURE_OPENAI_API_KEY with --azure)"})
		return rep, nil
	case len(ids) == 0:
		rep.Findings = append(rep.Findings, Finding{Check: "model found", OK: true, Result: "the server lists no models", Action: "the chat probe below tells"})
	case slices.Contains(ids, model) || slices.ContainsFunc(ids, func(id string) bool { return strings.TrimSuffix(id, ":latest") == model }):
		add(Finding{Check: "model found", OK: true, Result: "listed", Action: "-"})
	default:
		add(Finding{Check: "model found", Result: model + " is not listed", Action: "choose one with --model: " + listSome(ids, 8)})
		return rep, nil
	}

	// 2. a tool call asked as readings ask (readingChoice), adapting to
	// what the server refuses
	d := Dialect{}
	var a answer
	for i := 0; i < probeAttempts; i++ {
		a = p.chatWaiting(ctx, p.toolRequest(d, readingChoice), d)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if errors.Is(a.refused, goopenai.ErrReasoningModelMaxTokensDeprecated) && !p.noMaxTokens {
			p.noMaxTokens = true // refused before sending: nothing was asked of the server
			continue
		}
		if a.refused != nil || a.transport != nil || a.status == http.StatusOK {
			break
		}
		msg := strings.ToLower(a.msg)
		switch {
		case strings.Contains(msg, "--jinja") || strings.Contains(msg, "jinja"):
			add(Finding{Check: "tool calls", Result: a.String(), Action: "start llama-server with --jinja (it refuses tools without it)"})
			return rep, nil
		case strings.Contains(msg, "temperature") && !d.NoTemperature:
			d.NoTemperature = true
			continue
		case (strings.Contains(msg, "stream_options") || strings.Contains(msg, "include_usage")) && !d.NoUsage:
			d.NoUsage = true
			continue
		case strings.Contains(msg, "max_tokens") && !p.noMaxTokens:
			// OpenAI's o-series and gpt-5 refuse it (max_completion_tokens
			// is their name); the chat itself never sends a limit
			p.noMaxTokens = true
			continue
		}
		break
	}
	switch {
	case a.refused != nil:
		// go-openai's ReasoningValidator: tools for this model only through
		// the Responses API. Every request of the brain offers tools, so
		// the session refuses the model up front, in the same words (R54).
		add(Finding{Check: "tool calls", Result: a.String(), Action: "concierge refuses this model up front: choose another with --model"})
		return rep, nil
	case a.transport != nil:
		add(Finding{Check: "chat", Result: "no answer: " + a.transport.Error(), Action: "check --base-url and that the server is running"})
		return rep, nil
	case a.status == http.StatusUnauthorized || a.status == http.StatusForbidden:
		add(Finding{Check: "chat", Result: a.String(), Action: "check the API key (OPENAI_API_KEY, or AZURE_OPENAI_API_KEY with --azure)"})
		return rep, nil
	case a.status == http.StatusTooManyRequests && p.limited != nil:
		add(p.rateLimited())
		return rep, nil
	case a.status == http.StatusNotFound:
		add(Finding{Check: "chat", Result: a.String(), Action: "check --model (and --azure-deployment on Azure)"})
		return rep, nil
	case a.status != http.StatusOK:
		add(Finding{Check: "chat", Result: a.String(), Action: "see the server's message; concierge cannot chat with it as it is"})
		return rep, nil
	}
	if a.stream {
		add(Finding{Check: "streaming", OK: true, Result: "yes", Action: "-"})
	} else {
		add(Finding{Check: "streaming", Result: "the answer was not a stream", Action: "use a server that streams chat completions (stream: true)"})
	}
	asked := ` (asked with tool_choice "` + readingChoice + `", as readings are)`
	switch {
	case a.toolCall == "probe":
		add(Finding{Check: "tool calls", OK: true, Result: "native (tool_calls)" + asked, Action: "-"})
	case textToolCall.MatchString(a.content):
		d.TextTools = true
		add(Finding{Check: "tool calls", OK: true, Result: "written as text in the reply" + asked, Action: "concierge reads tool calls from the text"})
	default:
		add(Finding{Check: "tool calls", Result: "none: the model answered " + quoteClip(a.content) + asked, Action: "choose a model trained for tool calling (e.g. qwen2.5, llama3.1, mistral-nemo)"})
	}
	if done := p.autoChoice(ctx, &d, add); ctx.Err() != nil {
		return nil, ctx.Err()
	} else if done {
		return rep, nil
	}
	if d.NoTemperature {
		add(Finding{Check: "temperature 0", OK: true, Result: "refused", Action: "concierge sends no temperature (the server's default applies)"})
	} else {
		add(Finding{Check: "temperature 0", OK: true, Result: "accepted", Action: "-"})
	}

	// 3. does the chat template need alternating roles
	alt := p.chatWaiting(ctx, p.alternationRequest(), d)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if alt.status == http.StatusTooManyRequests && p.limited != nil {
		add(p.rateLimited())
		return rep, nil
	}
	if alt.status != http.StatusOK && alt.transport == nil && alternation.MatchString(strings.ToLower(alt.msg)) {
		d.Alternate = true
		add(Finding{Check: "role alternation", OK: true, Result: "required", Action: "concierge merges same-role messages and starts with the user"})
	} else {
		add(Finding{Check: "role alternation", OK: true, Result: "not required", Action: "concierge alternates roles anyway"})
	}

	switch {
	case a.usage:
		add(Finding{Check: "usage reported", OK: true, Result: "yes", Action: "-"})
	case d.NoUsage:
		add(Finding{Check: "usage reported", OK: true, Result: "stream_options refused", Action: "token counts are estimated (about 4 characters a token) and shown as ~N"})
	default:
		add(Finding{Check: "usage reported", OK: true, Result: "no", Action: "token counts are estimated (about 4 characters a token) and shown as ~N"})
	}
	rep.Dialect = d
	return rep, nil
}

// textToolCall finds a probe call written as text: bare or fenced JSON
// naming the tool, <tool_call>, <function=probe>, [TOOL_CALLS].
var textToolCall = reading.Lazy(`(?s)"name"\s*:\s*"probe"|<tool_call>|<function=probe|\[TOOL_CALLS\]`)

// alternation is how strict chat templates (Mistral, Gemma, llama.cpp's
// jinja) word their refusal of a list whose roles do not alternate.
var alternation = reading.Lazy(`alternat|roles must|conversation roles|must start with (?:a )?user|after (?:the )?(?:optional )?system message|user/assistant`)

func listSome(ids []string, n int) string {
	if len(ids) > n {
		return strings.Join(ids[:n], ", ") + fmt.Sprintf(" and %d more", len(ids)-n)
	}
	return strings.Join(ids, ", ")
}

func quoteClip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 60 {
		s = string(r[:59]) + "…"
	}
	return fmt.Sprintf("%q", s)
}
