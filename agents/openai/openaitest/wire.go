package openaitest

import "encoding/json"

// The JSON an OpenAI-compatible server streams and answers with: one
// chat.completion.chunk per Chunk, or one chat.completion.

const fingerprint = "fp_openaitest"

// chunkEncoder turns Chunks into chat.completion.chunk JSON, remembering
// what the stream has already said (the role, which tool calls began).
type chunkEncoder struct {
	id           string
	created      int64
	model        string
	includeUsage bool
	roleSent     bool
	seen         map[int]bool
}

type wireChunk struct {
	ID                string          `json:"id"`
	Object            string          `json:"object"`
	Created           int64           `json:"created"`
	Model             string          `json:"model"`
	SystemFingerprint string          `json:"system_fingerprint"`
	Choices           []wireChoice    `json:"choices"`
	Usage             json.RawMessage `json:"usage,omitempty"`
}

type wireChoice struct {
	Index        int             `json:"index"`
	Delta        wireDelta       `json:"delta"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason *string         `json:"finish_reason"`
}

type wireDelta struct {
	Role      string              `json:"role,omitempty"`
	Content   json.RawMessage     `json:"content,omitempty"`
	Refusal   json.RawMessage     `json:"refusal,omitempty"`
	ToolCalls []wireToolCallDelta `json:"tool_calls,omitempty"`
}

type wireToolCallDelta struct {
	Index    int               `json:"index"`
	ID       string            `json:"id,omitempty"`
	Type     string            `json:"type,omitempty"`
	Function wireFunctionDelta `json:"function"`
}

type wireFunctionDelta struct {
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments"`
}

type wireCompletion struct {
	ID                string                 `json:"id"`
	Object            string                 `json:"object"`
	Created           int64                  `json:"created"`
	Model             string                 `json:"model"`
	SystemFingerprint string                 `json:"system_fingerprint"`
	Choices           []wireCompletionChoice `json:"choices"`
	Usage             Usage                  `json:"usage"`
}

type wireCompletionChoice struct {
	Index        int             `json:"index"`
	Message      wireMessage     `json:"message"`
	Logprobs     json.RawMessage `json:"logprobs"`
	FinishReason string          `json:"finish_reason"`
}

type wireMessage struct {
	Role      string          `json:"role"`
	Content   json.RawMessage `json:"content"`
	Refusal   json.RawMessage `json:"refusal"`
	ToolCalls []wireToolCall  `json:"tool_calls,omitempty"`
}

type wireToolCall struct {
	ID       string       `json:"id"`
	Type     string       `json:"type"`
	Function FunctionCall `json:"function"`
}

func (e *chunkEncoder) encode(c Chunk) string {
	out := wireChunk{
		ID:                e.id,
		Object:            "chat.completion.chunk",
		Created:           e.created,
		Model:             e.model,
		SystemFingerprint: fingerprint,
		Choices:           []wireChoice{},
	}
	if c.Usage != nil {
		out.Usage, _ = json.Marshal(c.Usage)
	} else if e.includeUsage {
		out.Usage = json.RawMessage("null")
	}
	usageOnly := c.Usage != nil && c.Content == "" && len(c.ToolCalls) == 0 && c.FinishReason == ""
	if !usageOnly {
		ch := wireChoice{}
		d := &ch.Delta
		first := !e.roleSent
		if first {
			e.roleSent = true
			d.Role = "assistant"
			d.Refusal = json.RawMessage("null")
		}
		switch {
		case c.Content != "":
			d.Content, _ = json.Marshal(c.Content)
		case len(c.ToolCalls) > 0:
			if first {
				d.Content = json.RawMessage("null")
			}
		case c.FinishReason == "":
			d.Content = json.RawMessage(`""`)
		}
		for _, t := range c.ToolCalls {
			wd := wireToolCallDelta{Index: t.Index, ID: t.ID, Function: wireFunctionDelta{Name: t.Name, Arguments: t.Arguments}}
			if !e.seen[t.Index] {
				e.seen[t.Index] = true
				wd.Type = "function"
			}
			d.ToolCalls = append(d.ToolCalls, wd)
		}
		if c.FinishReason != "" {
			fr := c.FinishReason
			ch.FinishReason = &fr
		}
		out.Choices = append(out.Choices, ch)
	}
	b, err := json.Marshal(out)
	if err != nil {
		panic(err) // cannot happen: plain data
	}
	return string(b)
}
