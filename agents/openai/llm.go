package openai

import (
	"context"
	"errors"
)

// ErrToolChoiceRefused is a server that refuses `tool_choice: "auto"`
// (vLLM started without --enable-auto-tool-choice answers 400 "\"auto\"
// tool choice requires --enable-auto-tool-choice and --tool-call-parser to
// be set"). The brain then asks with "required" instead, for the rest of
// the session (R31).
var ErrToolChoiceRefused = errors.New(`the server refuses tool_choice "auto"`)

// ChatClient is the narrow view of an OpenAI-compatible chat API that the
// model engine needs: one streaming request at a time. The go-openai
// implementation and the test fakes both satisfy it.
type ChatClient interface {
	Stream(ctx context.Context, req ChatRequest) (ChatStream, error)
}

// ChatStream yields a response chunk by chunk; Recv returns io.EOF after
// the last one. Close releases the connection and may be called twice.
type ChatStream interface {
	Recv() (ChatChunk, error)
	Close() error
}

// ChatRequest is one chat completion request.
type ChatRequest struct {
	Model       string
	Messages    []ChatMessage
	Tools       []ToolSpec
	ToolChoice  string // "auto", "required", "none" or a tool name
	Temperature float32
}

// ChatMessage is one message of a request's history.
type ChatMessage struct {
	Role       string // system, user, assistant, tool
	Content    string
	ToolCalls  []ToolCall
	ToolCallID string
}

// ToolSpec is a function the model may call.
type ToolSpec struct {
	Name        string
	Description string
	Parameters  map[string]any
}

// ToolCall is a function call the model made.
type ToolCall struct {
	ID        string
	Name      string
	Arguments string // JSON
}

// ChatChunk is one streamed piece: content, tool-call deltas, and the finish
// reason on the last chunk.
type ChatChunk struct {
	Content      string
	ToolCalls    []ToolCallDelta
	FinishReason string
	Tokens       int
	// Refused: the server filtered the answer (finish_reason
	// "content_filter"), which is a refusal, never an answer (R31).
	Refused bool
}

// ToolCallDelta is a piece of a tool call; deltas with the same Index belong
// to one call.
type ToolCallDelta struct {
	Index     int
	ID        string
	Name      string
	Arguments string
}
