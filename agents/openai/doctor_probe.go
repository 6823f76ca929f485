package openai

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
)

// The probes of `concierge doctor` go through go-openai's client and the
// bridge, as the session's requests do, but read each answer themselves:
// a diagnosis needs the exact status and message of each answer, and must
// see what the session's client would quietly retry or adapt.

// prober sends the probe requests.
type prober struct {
	model    string
	api      *goopenai.Client
	requests int
	// noMaxTokens: the model refuses max_tokens (OpenAI's reasoning
	// models, refused by go-openai before sending or by the server), so
	// the probes bound their answers no more
	noMaxTokens bool
	// sleep waits out a rate limit (Config.Sleep: tests do not sleep).
	sleep func(ctx context.Context, d time.Duration) error
	// limited is what the last 429 said, when the last answer was one.
	limited *apiError
}

func newProber(cfg Config, model string) *prober {
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: probeTimeout}
	}
	sleep := cfg.Sleep
	if sleep == nil {
		sleep = sleepCtx
	}
	return &prober{model: model, api: goopenai.NewClientWithConfig(goConfig(cfg, hc)), sleep: sleep}
}

// answer is one probe's outcome: the status, and for a stream what came.
type answer struct {
	status    int
	msg       string // an error body's message, readable
	stream    bool   // the answer was a text/event-stream
	toolCall  string // the name of a native tool call
	content   string
	usage     bool
	transport error // no HTTP answer at all
	// refused is go-openai refusing the request before sending it.
	refused error
}

// sent counts a request that left (go-openai refuses some before).
func (p *prober) sent(ex *exchange) {
	ex.mu.Lock()
	defer ex.mu.Unlock()
	if ex.sent {
		p.requests++
	}
}

// models lists the server's model ids, with the list's HTTP status; no
// ids and a status of 200 is a server that offers no readable list.
func (p *prober) models(ctx context.Context) (ids []string, status int, err error) {
	ex := &exchange{models: true}
	list, err := p.api.ListModels(withExchange(ctx, ex))
	p.sent(ex)
	if err != nil {
		var e *apiError
		switch {
		case errors.As(apiErrorOf(err, ex), &e):
			p.note(e)
			return nil, e.Status, nil
		case ex.status != 0:
			return nil, ex.status, nil // answered, but not with a list
		}
		return nil, 0, err
	}
	p.limited = nil
	for _, m := range list.Models {
		ids = append(ids, m.ID)
	}
	return ids, http.StatusOK, nil
}

// chat sends one streamed chat request and reads the whole answer.
func (p *prober) chat(ctx context.Context, greq goopenai.ChatCompletionRequest, d Dialect) answer {
	if err := goopenai.NewReasoningValidator().Validate(greq); err != nil {
		return answer{refused: err}
	}
	ex := &exchange{}
	if !d.NoTemperature {
		zero := float32(0)
		ex.temperature = &zero
	}
	st, err := p.api.CreateChatCompletionStream(withExchange(ctx, ex), greq)
	p.sent(ex)
	if err != nil {
		var e *apiError
		if errors.As(apiErrorOf(err, ex), &e) {
			p.note(e)
			return answer{status: e.Status, msg: e.Message}
		}
		return answer{transport: err}
	}
	p.limited = nil
	defer st.Close()
	a := answer{status: http.StatusOK, stream: strings.HasPrefix(ex.contentType, "text/event-stream")}
	var content strings.Builder
	for {
		resp, err := st.Recv()
		if err != nil {
			var e *apiError
			if !errors.Is(err, io.EOF) && errors.As(apiErrorOf(err, ex), &e) {
				a.msg, a.status = e.Message, http.StatusInternalServerError
				return a
			}
			break // the end, or an answer cut short: what came is the answer
		}
		if resp.Usage != nil && resp.Usage.TotalTokens > 0 {
			a.usage = true
		}
		for _, c := range resp.Choices {
			content.WriteString(c.Delta.Content)
			for _, tc := range c.Delta.ToolCalls {
				if tc.Function.Name != "" {
					a.toolCall = tc.Function.Name
				}
			}
		}
	}
	a.content = content.String()
	return a
}

// bodyMessage is the readable message of an error body of any shape, as
// the client reads it (parseErrorBody): JSON of every known shape, plain
// text, an HTML page by its title.
func bodyMessage(raw []byte) string {
	e, _ := parseErrorBody(raw)
	return e.Message
}

// probeTool is the one tool the probe offers.
var probeTool = goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{
	Name:        "probe",
	Description: "Report that the probe worked.",
	Parameters: map[string]any{
		"type":       "object",
		"properties": map[string]any{"ok": map[string]any{"type": "boolean"}},
		"required":   []string{"ok"},
	},
}}

// readingChoice is the tool_choice every reading sends (read_message.go):
// the tool-call probe asks as readings do, since a model may call with
// "required" and answer in words with "auto" (issue 26: doctor said "tool
// calls none" of a model whose readings worked).
const readingChoice = "required"

// toolRequest is the tool-call probe with tool_choice choice, as the
// dialect found so far allows it.
func (p *prober) toolRequest(d Dialect, choice string) goopenai.ChatCompletionRequest {
	r := goopenai.ChatCompletionRequest{
		Model: p.model,
		Messages: []goopenai.ChatCompletionMessage{
			{Role: "system", Content: "You are a connectivity test. Call the probe tool."},
			{Role: "user", Content: "Call the probe tool with ok set to true."},
		},
		Tools: []goopenai.Tool{probeTool},
	}
	if !p.noMaxTokens {
		r.MaxTokens = 64
	}
	if d.ToolChoice != "none" { // "none": the server is sent no tool_choice
		r.ToolChoice = choice
	}
	if !d.NoUsage {
		r.StreamOptions = &goopenai.StreamOptions{IncludeUsage: true}
	}
	return r
}

// alternationRequest is a list that strict chat templates refuse: an
// assistant message before the first user message.
func (p *prober) alternationRequest() goopenai.ChatCompletionRequest {
	r := goopenai.ChatCompletionRequest{
		Model: p.model,
		Messages: []goopenai.ChatCompletionMessage{
			{Role: "system", Content: "You are a connectivity test."},
			{Role: "assistant", Content: "Hello."},
			{Role: "user", Content: "Say ok."},
		},
	}
	if !p.noMaxTokens {
		r.MaxTokens = 8
	}
	return r
}

func (a answer) String() string {
	switch {
	case a.refused != nil:
		return "go-openai refused to send it: " + a.refused.Error()
	case a.transport != nil:
		return a.transport.Error()
	}
	return fmt.Sprintf("%d %s", a.status, a.msg)
}
