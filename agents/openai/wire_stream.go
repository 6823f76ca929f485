package openai

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// The JSON of a chat.completion.chunk, read loosely: every field a server
// may leave out or send as null is optional, and the fields outside
// OpenAI's schema that carry something are read too (reasoning,
// reasoning_content, x_groq.usage, extra_content).

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
	Index        *int            `json:"index"`
	ID           flexString      `json:"id"`
	Function     wireFunctionArg `json:"function"`
	ExtraContent json.RawMessage `json:"extra_content"`
}

type wireFunctionArg struct {
	Name      flexString      `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type wireUsage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

func (u *wireUsage) total() int {
	if u == nil {
		return 0
	}
	if u.TotalTokens > 0 {
		return u.TotalTokens
	}
	return u.PromptTokens + u.CompletionTokens
}

// flexString is a string field that some servers send as a number (LM
// Studio's numeric call ids) or null.
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
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

// decode turns one chunk's JSON into a ChatChunk. An error object — the
// whole chunk ({"error":…}, vLLM's {"object":"error",…}) or a field of it
// (OpenRouter adds "error" to a chunk whose finish_reason is "error") —
// is returned as an *apiError with Status 0.
func (s *openAIStream) decode(data []byte) (ChatChunk, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		// a JSON array is not a chunk; Gemini sends errors this way
		if e, ok := parseErrorBody(data); ok {
			return ChatChunk{}, &e
		}
		return ChatChunk{}, fmt.Errorf("the server sent a list where a chunk belongs: %.80s", data)
	}
	var w wireChunk
	if err := json.Unmarshal(data, &w); err != nil {
		return ChatChunk{}, fmt.Errorf("a chunk is not valid JSON (%v): %.80s", err, data)
	}
	if (len(w.Error) > 0 && string(w.Error) != "null") || w.Object == "error" {
		e, ok := parseErrorBody(data)
		if !ok {
			e = apiError{Message: "the server reported an error without a message"}
		}
		return ChatChunk{}, &e
	}
	ch := ChatChunk{Tokens: max(w.Usage.total(), groqUsage(w))}
	for _, u := range []*wireUsage{w.Usage, groqUsageOf(w)} {
		if u != nil {
			ch.InputTokens = max(ch.InputTokens, u.PromptTokens)
			ch.OutputTokens = max(ch.OutputTokens, u.CompletionTokens)
		}
	}
	for _, c := range w.Choices {
		d := c.Delta
		if d == nil {
			d = c.Message
		}
		if d != nil {
			s.delta(&ch, d)
		}
		if c.FinishReason != nil && *c.FinishReason != "" {
			if *c.FinishReason == "error" {
				return ChatChunk{}, &apiError{Message: "the server ended the answer with an error"}
			}
			ch.FinishReason = *c.FinishReason
			s.finished = true
			// the answer is over: a tag start held back was text
			content, reasoning := s.think.flush()
			ch.Content += content
			ch.Reasoning += reasoning
		}
	}
	return ch, nil
}

// groqUsageOf is Groq's usage object, nil when the chunk has none.
func groqUsageOf(w wireChunk) *wireUsage {
	if w.XGroq == nil {
		return nil
	}
	return w.XGroq.Usage
}

func groqUsage(w wireChunk) int {
	if w.XGroq == nil {
		return 0
	}
	return w.XGroq.Usage.total()
}

// delta adds one choice's delta to ch.
func (s *openAIStream) delta(ch *ChatChunk, d *wireDelta) {
	text, thinking := contentText(d.Content)
	content, reasoning := s.think.feed(text)
	ch.Content += content
	ch.Reasoning += thinking + reasoning
	if d.ReasoningContent != nil {
		ch.Reasoning += *d.ReasoningContent
	}
	if d.Reasoning != nil {
		ch.Reasoning += *d.Reasoning
	}
	if d.Refusal != nil {
		ch.Refusal += *d.Refusal
	}
	for _, tc := range d.ToolCalls {
		extra := ""
		if e := bytes.TrimSpace(tc.ExtraContent); len(e) > 0 && string(e) != "null" {
			extra = string(e)
		}
		ch.ToolCalls = append(ch.ToolCalls, ToolCallDelta{
			Index:     s.calls.index(tc),
			ID:        string(tc.ID),
			Name:      string(tc.Function.Name),
			Arguments: argumentsText(tc.Function.Arguments),
			Extra:     extra,
		})
	}
}

// contentText reads content as a string, null, or a list of parts (Mistral
// streams its reasoning models' thinking as {"type":"thinking"} parts).
func contentText(raw json.RawMessage) (text, thinking string) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", ""
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
// is re-encoded compactly.
func argumentsText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return ""
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

// callIndexer gives tool-call deltas their index. Gemini's endpoint sends
// no index at all: a delta with a new id, or with a name and no id,
// starts the next call; one without either continues the last.
type callIndexer struct {
	unindexed int // calls begun without an index
	last      int
	lastID    string
}

func (x *callIndexer) index(tc wireToolCallDelta) int {
	id := string(tc.ID)
	if tc.Index != nil {
		x.last = *tc.Index
	} else if x.unindexed == 0 || (id != "" && id != x.lastID) || (id == "" && tc.Function.Name != "") {
		x.last = x.unindexed
		x.unindexed++
	}
	if id != "" {
		x.lastID = id
	}
	return x.last
}
