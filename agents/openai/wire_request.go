package openai

import (
	"encoding/json"
	"net/url"
	"strings"
)

// The request body is built here rather than with go-openai's
// ChatCompletionRequest, whose Temperature is `json:",omitempty"`: a
// temperature of 0 could not be sent at all, and the old workaround (the
// smallest denormal float32, 1e-45) is refused by OpenAI's o-series and
// gpt-5 models and is a 400 on some other servers (R31). Here a pointer
// tells "0" from "none".

type wireRequest struct {
	Model         string             `json:"model"`
	Messages      []wireMessage      `json:"messages"`
	Tools         []wireTool         `json:"tools,omitempty"`
	ToolChoice    any                `json:"tool_choice,omitempty"`
	Stream        bool               `json:"stream"`
	StreamOptions *wireStreamOptions `json:"stream_options,omitempty"`
	Temperature   *float32           `json:"temperature,omitempty"`
}

type wireStreamOptions struct {
	IncludeUsage bool `json:"include_usage"`
}

type wireMessage struct {
	Role string `json:"role"`
	// Content is left out only for an assistant message that is all tool
	// calls, as OpenAI does; every other message sends it, even empty,
	// since llama-server refuses a message without content.
	Content    *string        `json:"content,omitempty"`
	ToolCalls  []wireToolCall `json:"tool_calls,omitempty"`
	ToolCallID string         `json:"tool_call_id,omitempty"`
}

type wireToolCall struct {
	ID       string           `json:"id"`
	Type     string           `json:"type"`
	Function wireFunctionCall `json:"function"`
	// ExtraContent goes back as it came (Gemini's thought signature).
	ExtraContent json.RawMessage `json:"extra_content,omitempty"`
}

type wireFunctionCall struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

type wireTool struct {
	Type     string       `json:"type"`
	Function wireFunction `json:"function"`
}

type wireFunction struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	Parameters  map[string]any `json:"parameters,omitempty"`
}

type wireToolChoice struct {
	Type     string `json:"type"`
	Function struct {
		Name string `json:"name"`
	} `json:"function"`
}

// sendOptions are what this request sends of the optional parts, decided
// by the model, the dialect and what the client learned in the session.
type sendOptions struct {
	temperature bool
	usage       bool
	// toolChoice is Dialect.ToolChoice: "required" in place of "auto",
	// "none" for no tool_choice at all.
	toolChoice string
}

// encodeRequest builds the JSON body of a streamed chat request.
func encodeRequest(req ChatRequest, opt sendOptions) ([]byte, error) {
	w := wireRequest{Model: req.Model, Stream: true, Messages: make([]wireMessage, 0, len(req.Messages))}
	if opt.temperature {
		t := req.Temperature
		w.Temperature = &t
	}
	if opt.usage {
		w.StreamOptions = &wireStreamOptions{IncludeUsage: true}
	}
	for _, m := range req.Messages {
		wm := wireMessage{Role: m.Role, ToolCallID: m.ToolCallID}
		if m.Content != "" || m.Role != "assistant" || len(m.ToolCalls) == 0 {
			content := m.Content
			wm.Content = &content
		}
		for _, tc := range m.ToolCalls {
			call := wireToolCall{ID: tc.ID, Type: "function", Function: wireFunctionCall{Name: tc.Name, Arguments: tc.Arguments}}
			if tc.Extra != "" && json.Valid([]byte(tc.Extra)) {
				call.ExtraContent = json.RawMessage(tc.Extra)
			}
			wm.ToolCalls = append(wm.ToolCalls, call)
		}
		w.Messages = append(w.Messages, wm)
	}
	for _, t := range req.Tools {
		w.Tools = append(w.Tools, wireTool{Type: "function", Function: wireFunction{Name: t.Name, Description: t.Description, Parameters: t.Parameters}})
	}
	if len(w.Tools) > 0 {
		w.ToolChoice = toolChoice(req.ToolChoice, opt.toolChoice)
	}
	return json.Marshal(w)
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
	var named wireToolChoice
	named.Type = "function"
	named.Function.Name = asked
	return named
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
// Azure reports usage (R31). go-openai's default, 2023-05-15, refuses it.
const defaultAzureAPIVersion = "2024-10-21"

// endpoint is the chat completions URL for a model.
func endpoint(cfg Config, model string) string {
	base := strings.TrimRight(cfg.BaseURL, "/")
	if !cfg.Azure {
		if base == "" {
			base = "https://api.openai.com/v1"
		}
		return base + "/chat/completions"
	}
	return base + "/openai/deployments/" + url.PathEscape(azureDeployment(cfg, model)) + "/chat/completions?api-version=" + url.QueryEscape(azureAPIVersion(cfg))
}

// azureDeployment is the Azure deployment that serves a model: the one
// configured, or — as go-openai did — the model name without its dots and
// colons ("gpt-3.5-turbo" is deployed as "gpt-35-turbo"). Doctor probes
// the same one the session uses.
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
