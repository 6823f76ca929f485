package openai

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// A chunk as servers send it, read loosely (every field may be missing or
// null, and the fields outside OpenAI's schema that carry something are
// read too), and as the bridge re-encodes it for go-openai: only what
// concierge reads, in the fields go-openai's ChatCompletionStreamResponse
// has.

// wireChunk is a chat.completion.chunk, or a whole chat.completion, as a
// server sent it.
type wireChunk struct {
	Object  string          `json:"object"`
	Error   json.RawMessage `json:"error"`
	Choices []wireChoice    `json:"choices"`
	Usage   *wireUsage      `json:"usage"`
	// XGroq is where Groq puts the usage of a stream, on its last chunk.
	XGroq *struct {
		Usage *wireUsage `json:"usage"`
	} `json:"x_groq"`
}

type wireChoice struct {
	Index int        `json:"index"`
	Delta *wireDelta `json:"delta"`
	// Message is a whole answer: a server that did not stream.
	Message      *wireDelta `json:"message"`
	FinishReason *string    `json:"finish_reason"`
}

type wireDelta struct {
	Content          json.RawMessage     `json:"content"`
	ReasoningContent *string             `json:"reasoning_content"` // llama.cpp, vLLM, LM Studio, DeepSeek
	Reasoning        *string             `json:"reasoning"`         // Ollama, OpenRouter, vLLM ≥0.10
	Refusal          *string             `json:"refusal"`           // OpenAI
	ToolCalls        []wireToolCallDelta `json:"tool_calls"`
}

type wireToolCallDelta struct {
	Index    *int       `json:"index"`
	ID       flexString `json:"id"`
	Function struct {
		Name      flexString      `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"function"`
	ExtraContent json.RawMessage `json:"extra_content"`
}

type wireUsage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// flexString is a string field that some servers send as a number (LM
// Studio's numeric call ids) or null.
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
	if s, ok := plainString(b); ok {
		*f = flexString(s)
		return nil
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	switch t := v.(type) {
	case string:
		*f = flexString(t)
	case float64:
		*f = flexString(strconv.FormatFloat(t, 'f', -1, 64))
	default:
		*f = ""
	}
	return nil
}

// The re-encoded chunk: go-openai's field names, nothing else.
type (
	goChunk struct {
		Choices []goChoice `json:"choices"`
		Usage   *wireUsage `json:"usage,omitempty"`
	}
	goChoice struct {
		Index        int     `json:"index"`
		Delta        goDelta `json:"delta"`
		FinishReason string  `json:"finish_reason,omitempty"`
	}
	goDelta struct {
		Content          string       `json:"content,omitempty"`
		ReasoningContent string       `json:"reasoning_content,omitempty"`
		Refusal          string       `json:"refusal,omitempty"`
		ToolCalls        []goToolCall `json:"tool_calls,omitempty"`
	}
	goToolCall struct {
		Index    *int   `json:"index,omitempty"`
		ID       string `json:"id,omitempty"`
		Type     string `json:"type"`
		Function struct {
			Name      string `json:"name,omitempty"`
			Arguments string `json:"arguments,omitempty"`
		} `json:"function"`
	}
)

// normalize turns one chunk's JSON into the event go-openai reads. An
// error object — the whole chunk ({"error":…}, vLLM's {"object":"error",
// …}, Gemini's [{"error":…}]), a field beside the choices (OpenRouter) or
// a finish_reason "error" — becomes OpenAI's error event.
func (ex *exchange) normalize(data []byte) ([]byte, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		if e, ok := parseErrorBody(data); ok {
			return errorEvent(e), nil
		}
		return nil, errNotChunk(data, nil)
	}
	var w wireChunk
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, errNotChunk(data, err)
	}
	if (len(w.Error) > 0 && string(w.Error) != "null") || w.Object == "error" {
		e, ok := parseErrorBody(data)
		if !ok {
			e = apiError{Message: "the server reported an error without a message"}
		}
		return errorEvent(e), nil
	}
	out := goChunk{Usage: w.Usage, Choices: make([]goChoice, 0, len(w.Choices))}
	if w.XGroq != nil && w.XGroq.Usage != nil {
		out.Usage = largerUsage(out.Usage, w.XGroq.Usage)
	}
	for _, c := range w.Choices {
		if c.FinishReason != nil && *c.FinishReason == "error" {
			return errorEvent(apiError{Message: "the server ended the answer with an error"}), nil
		}
		gc := goChoice{Index: c.Index}
		if c.FinishReason != nil {
			gc.FinishReason = *c.FinishReason
		}
		d := c.Delta
		if d == nil {
			d = c.Message
		}
		if d != nil {
			ex.delta(&gc.Delta, d)
		}
		out.Choices = append(out.Choices, gc)
	}
	b, err := json.Marshal(out)
	return dataEvent(b), err
}

// delta maps one choice's delta onto go-openai's fields.
func (ex *exchange) delta(out *goDelta, d *wireDelta) {
	text, thinking := contentText(d.Content)
	out.Content = text
	out.ReasoningContent = thinking
	if d.ReasoningContent != nil {
		out.ReasoningContent += *d.ReasoningContent
	}
	if d.Reasoning != nil {
		out.ReasoningContent += *d.Reasoning
	}
	if d.Refusal != nil {
		out.Refusal = *d.Refusal
	}
	for _, tc := range d.ToolCalls {
		g := goToolCall{Index: tc.Index, ID: string(tc.ID), Type: "function"}
		g.Function.Name = string(tc.Function.Name)
		g.Function.Arguments = argumentsText(tc.Function.Arguments)
		if e := bytes.TrimSpace(tc.ExtraContent); len(e) > 0 && string(e) != "null" {
			ex.keepExtra(callKey(g.Index, g.ID), string(e))
		}
		out.ToolCalls = append(out.ToolCalls, g)
	}
}

// callKey names a tool-call delta the same way on both sides of go-openai,
// to carry its extra_content around it.
func callKey(index *int, id string) string {
	if index == nil {
		return "-/" + id
	}
	return strconv.Itoa(*index) + "/" + id
}

// largerUsage is the larger of two reports of one answer's usage: servers
// that report twice (Groq's x_groq and usage) report running totals.
func largerUsage(a, b *wireUsage) *wireUsage {
	if a == nil {
		return b
	}
	return &wireUsage{PromptTokens: max(a.PromptTokens, b.PromptTokens),
		CompletionTokens: max(a.CompletionTokens, b.CompletionTokens), TotalTokens: max(a.TotalTokens, b.TotalTokens)}
}

// contentText reads content as a string, null, or a list of parts (Mistral
// streams its reasoning models' thinking as {"type":"thinking"} parts).
func contentText(raw json.RawMessage) (text, thinking string) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", ""
	}
	if s, ok := plainString(raw); ok {
		return s, ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, ""
	}
	var parts []struct {
		Type     string          `json:"type"`
		Text     string          `json:"text"`
		Thinking json.RawMessage `json:"thinking"`
	}
	if json.Unmarshal(raw, &parts) != nil {
		return "", ""
	}
	var t, r bytes.Buffer
	for _, p := range parts {
		switch p.Type {
		case "text", "":
			t.WriteString(p.Text)
		case "thinking", "reasoning":
			r.WriteString(p.Text)
			inner, innerThinking := contentText(p.Thinking)
			r.WriteString(inner + innerThinking)
		}
	}
	return t.String(), r.String()
}

// argumentsText reads a call's arguments: a string of JSON, as OpenAI
// sends them, or the JSON object itself, as some servers do (R31), which
// is re-encoded compactly as the string go-openai's field holds.
func argumentsText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	if s, ok := plainString(raw); ok {
		return s
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) == nil {
		return b.String()
	}
	return string(raw)
}

// plainString reads a JSON string without escapes as the bytes between
// its quotes, which is what decoding it would give: most deltas are such
// strings, and this spares a second decoding of each chunk's content.
func plainString(raw []byte) (string, bool) {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return "", false
	}
	inner := raw[1 : len(raw)-1]
	if bytes.IndexByte(inner, '\\') >= 0 || bytes.IndexByte(inner, '"') >= 0 || !utf8.Valid(inner) {
		return "", false
	}
	return string(inner), true
}
