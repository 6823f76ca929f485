package openai

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	goopenai "github.com/sashabaranov/go-openai"
)

// A ChatRequest as go-openai's ChatCompletionRequest, and what the bridge
// must patch into it on the wire (an exchange): go-openai's Temperature
// is `omitempty`, so a temperature of exactly 0 — what concierge asks of
// every model that accepts it (R31) — is sent by the bridge; so are empty
// contents and Gemini's extra_content, which its types have no room for.

// sendOptions are what this request sends of the optional parts, decided
// by the model, the dialect and what the client learned in the session.
type sendOptions struct {
	temperature bool
	usage       bool
	// toolChoice is Dialect.ToolChoice: "required" in place of "auto",
	// "none" for no tool_choice at all.
	toolChoice string
}

// chatRequest builds go-openai's request and the exchange that completes
// it on the wire.
func chatRequest(req ChatRequest, opt sendOptions) (goopenai.ChatCompletionRequest, *exchange) {
	g := goopenai.ChatCompletionRequest{Model: req.Model, Stream: true, Messages: make([]goopenai.ChatCompletionMessage, 0, len(req.Messages))}
	ex := &exchange{}
	if opt.temperature {
		if req.Temperature == 0 {
			t := float32(0)
			ex.temperature = &t
		} else {
			g.Temperature = req.Temperature
		}
	}
	if opt.usage {
		g.StreamOptions = &goopenai.StreamOptions{IncludeUsage: true}
	}
	for i, m := range req.Messages {
		gm := goopenai.ChatCompletionMessage{Role: m.Role, Content: m.Content, ToolCallID: m.ToolCallID}
		// content is left out only for an assistant message that is all
		// tool calls, as OpenAI does; every other message sends it, even
		// empty, since llama-server refuses a message without content
		if m.Content == "" && (m.Role != "assistant" || len(m.ToolCalls) == 0) {
			ex.emptyContent = append(ex.emptyContent, i)
		}
		for _, tc := range m.ToolCalls {
			gm.ToolCalls = append(gm.ToolCalls, goopenai.ToolCall{ID: tc.ID, Type: goopenai.ToolTypeFunction,
				Function: goopenai.FunctionCall{Name: tc.Name, Arguments: tc.Arguments}})
			if tc.Extra != "" && json.Valid([]byte(tc.Extra)) {
				if ex.extras == nil {
					ex.extras = map[string]json.RawMessage{}
				}
				ex.extras[tc.ID] = json.RawMessage(tc.Extra)
			}
		}
		g.Messages = append(g.Messages, gm)
	}
	for _, t := range req.Tools {
		fn := &goopenai.FunctionDefinition{Name: t.Name, Description: t.Description}
		if t.Parameters != nil {
			fn.Parameters = t.Parameters
		}
		g.Tools = append(g.Tools, goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: fn})
	}
	if len(g.Tools) > 0 {
		g.ToolChoice = toolChoice(req.ToolChoice, opt.toolChoice)
	}
	return g, ex
}

// toolChoice is the tool_choice to send for what the brain asks, given the
// dialect's override; nil sends none.
func toolChoice(asked, dialect string) any {
	switch dialect {
	case "none":
		// the server refuses the field whatever its value
		return nil
	case "required":
		if asked == "" || asked == "auto" {
			asked = "required"
		}
	}
	switch asked {
	case "", "auto":
		return "auto"
	case "required", "none":
		return asked
	}
	return goopenai.ToolChoice{Type: goopenai.ToolTypeFunction, Function: goopenai.ToolFunction{Name: asked}}
}

// defaultTemperatureOnly is whether a model accepts only its default
// temperature, so that none may be sent: OpenAI's reasoning models, the
// o-series (o1, o3-mini, o4-mini…) and the gpt-5 family, also under a
// router's vendor prefix ("openai/o3-mini" on OpenRouter). Any other model
// that refuses temperature is learned from its 400.
func defaultTemperatureOnly(model string) bool {
	m := strings.ToLower(strings.TrimSpace(model))
	if i := strings.LastIndex(m, "/"); i >= 0 {
		m = m[i+1:]
	}
	if strings.HasPrefix(m, "gpt-5") {
		return true
	}
	return len(m) >= 2 && m[0] == 'o' && m[1] >= '0' && m[1] <= '9'
}

// defaultAzureAPIVersion is the Azure OpenAI api-version unless the config
// names one: the first GA version that accepts stream_options, so that
// Azure reports usage (R31). go-openai's DefaultAzureConfig sets
// 2023-05-15, which refuses it, so goConfig always sets its own.
const defaultAzureAPIVersion = "2024-10-21"

// goConfig is go-openai's configuration for a Config, with the bridge
// around the HTTP client's transport.
func goConfig(cfg Config, hc *http.Client) goopenai.ClientConfig {
	var gc goopenai.ClientConfig
	if cfg.Azure {
		gc = goopenai.DefaultAzureConfig(cfg.APIKey, strings.TrimRight(cfg.BaseURL, "/"))
		gc.APIVersion = azureAPIVersion(cfg)
		gc.AzureModelMapperFunc = func(model string) string { return azureDeployment(cfg, model) }
	} else {
		gc = goopenai.DefaultConfig(cfg.APIKey)
		if cfg.BaseURL != "" {
			gc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
		}
	}
	gc.HTTPClient = bridgedClient(hc)
	return gc
}

// azureDeployment is the Azure deployment that serves a model: the one
// configured, or else the model name without its dots and colons
// ("gpt-4.1" → "gpt-41", "gpt-3.5-turbo" → "gpt-35-turbo"). go-openai's
// own mapper strips dots only from 3.5 models; this one is the project's,
// set as go-openai's AzureModelMapperFunc, so that the session and doctor
// call the same deployment.
func azureDeployment(cfg Config, model string) string {
	if cfg.AzureDeployment != "" {
		return cfg.AzureDeployment
	}
	return strings.NewReplacer(".", "", ":", "").Replace(model)
}

func azureAPIVersion(cfg Config) string {
	if cfg.AzureAPIVersion != "" {
		return cfg.AzureAPIVersion
	}
	return defaultAzureAPIVersion
}

// refusedByGoOpenAI refuses up front, in one sentence, a request that
// go-openai would refuse before sending it: its ReasoningValidator lets
// some reasoning models (the gpt-6 names it knows) take tools only
// through the Responses API, which concierge does not use. Every request
// of the brain offers tools, so such a model cannot serve a session;
// doctor reports it the same way (R54).
func refusedByGoOpenAI(greq goopenai.ChatCompletionRequest) error {
	if err := goopenai.NewReasoningValidator().Validate(greq); err != nil {
		return goOpenAIRefusal(greq.Model, err)
	}
	return nil
}

// goOpenAIRefusal words a request go-openai refused to send: the model's
// tools (above), or a model it knows as a completions-only one.
func goOpenAIRefusal(model string, err error) error {
	msg := fmt.Sprintf("go-openai refuses to send a chat request to %s (%v): choose another model with --model", model, err)
	if errors.Is(err, goopenai.ErrReasoningToolsRequireResponses) {
		msg = fmt.Sprintf("go-openai sends tools to %s only through the Responses API, which concierge does not use: choose another model with --model", model)
	}
	return &ModelError{Err: fmt.Errorf("%w: %w", ErrServerSetup, err), Msg: msg}
}
