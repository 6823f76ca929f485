package openaitest

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Request is one request as the server received it.
type Request struct {
	Method   string
	Path     string
	Query    url.Values
	Header   http.Header
	Body     []byte      // raw body, for "the password never appears" assertions
	Chat     ChatRequest // parsed body (zero if it was not a chat request)
	Received time.Time
	// Context is the request's context: done when the client disconnects.
	Context context.Context `json:"-"`
}

// ChatRequest is the parsed body of a chat completions request.
type ChatRequest struct {
	Model             string         `json:"model"`
	Messages          []Message      `json:"messages"`
	Tools             []Tool         `json:"tools,omitempty"`
	ToolChoice        any            `json:"tool_choice,omitempty"` // "auto", "required", "none" or {"type":"function","function":{"name":...}}
	ParallelToolCalls any            `json:"parallel_tool_calls,omitempty"`
	Stream            bool           `json:"stream,omitempty"`
	StreamOptions     *StreamOptions `json:"stream_options,omitempty"`
	Temperature       float32        `json:"temperature,omitempty"`
	MaxTokens         int            `json:"max_tokens,omitempty"`
	// HasTemperature is whether the body had a "temperature" field at all:
	// go-openai omits Temperature 0, and then the server's default applies.
	HasTemperature bool `json:"-"`
}

// StreamOptions is the request's stream_options.
type StreamOptions struct {
	IncludeUsage bool `json:"include_usage,omitempty"`
}

// Message is one message of a request's history. Content given as an
// array of parts is read as its text parts joined.
type Message struct {
	Role       string            `json:"role"`
	Content    string            `json:"content,omitempty"`
	Name       string            `json:"name,omitempty"`
	ToolCalls  []MessageToolCall `json:"tool_calls,omitempty"`
	ToolCallID string            `json:"tool_call_id,omitempty"`
}

// UnmarshalJSON accepts content as a string, null, or an array of parts.
func (m *Message) UnmarshalJSON(b []byte) error {
	type plain Message
	var aux struct {
		plain
		Content json.RawMessage `json:"content"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*m = Message(aux.plain)
	c := bytes.TrimSpace(aux.Content)
	switch {
	case len(c) == 0 || string(c) == "null":
	case c[0] == '[':
		var parts []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(c, &parts); err != nil {
			return err
		}
		var texts []string
		for _, p := range parts {
			if p.Type == "text" {
				texts = append(texts, p.Text)
			}
		}
		m.Content = strings.Join(texts, "\n")
	default:
		if err := json.Unmarshal(c, &m.Content); err != nil {
			return err
		}
	}
	return nil
}

// Tool is a tool offered in a request.
type Tool struct {
	Type     string      `json:"type"`
	Function FunctionDef `json:"function"`
}

// FunctionDef is a function tool's definition.
type FunctionDef struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Parameters  json.RawMessage `json:"parameters,omitempty"`
}

// MessageToolCall is a tool call in an assistant message of a request's
// history. (ToolCall is the name of the canned answer.)
type MessageToolCall struct {
	ID       string       `json:"id"`
	Type     string       `json:"type"`
	Function FunctionCall `json:"function"`
}

// FunctionCall is the function a MessageToolCall calls.
type FunctionCall struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// LastUser returns the content of the last user message ("" if none).
func (r Request) LastUser() string {
	for i := len(r.Chat.Messages) - 1; i >= 0; i-- {
		if r.Chat.Messages[i].Role == "user" {
			return r.Chat.Messages[i].Content
		}
	}
	return ""
}

// ToolNames returns the names of the offered tools, in order.
func (r Request) ToolNames() []string {
	var names []string
	for _, t := range r.Chat.Tools {
		names = append(names, t.Function.Name)
	}
	return names
}

// System returns the content of the system message(s), joined by a blank
// line.
func (r Request) System() string {
	var parts []string
	for _, m := range r.Chat.Messages {
		if m.Role == "system" {
			parts = append(parts, m.Content)
		}
	}
	return strings.Join(parts, "\n\n")
}

// parseChat reads a chat request's body, and whether it sent a
// temperature at all (go-openai leaves out a zero one).
func parseChat(body []byte, c *ChatRequest) error {
	if err := json.Unmarshal(body, c); err != nil {
		return err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(body, &fields); err != nil {
		return err
	}
	_, c.HasTemperature = fields["temperature"]
	return nil
}
