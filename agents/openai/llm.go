package openai

import (
	"context"
	"errors"
)

// ChatClient is the narrow view of an OpenAI-compatible chat API that the
// model engine needs: one streaming request at a time. The HTTP client of
// NewClient and the test fakes both satisfy it.
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
	Model      string
	Messages   []ChatMessage
	Tools      []ToolSpec
	ToolChoice string // "auto", "required", "none" or a tool name
	// Temperature is sent as given, exactly (0 is 0), unless the model or
	// the server accepts only its default: then none is sent (R31).
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
	// Extra is the call's extra_content as the server sent it (raw JSON,
	// "" for none): Gemini puts a thought signature there that it wants
	// back on the call in the next request.
	Extra string
}

// ChatChunk is one streamed piece: content, tool-call deltas, and the finish
// reason on the last chunk.
type ChatChunk struct {
	Content      string
	ToolCalls    []ToolCallDelta
	FinishReason string
	// Tokens is the usage the server reported in this chunk. Servers that
	// repeat it (on every chunk, or twice at the end) report running
	// totals, so a stream's count is the largest, never the sum.
	Tokens int
	// InputTokens and OutputTokens are the prompt and completion parts of
	// Tokens, when the server names them (for the trace, R49).
	InputTokens, OutputTokens int
	// Reasoning is the model's thinking: reasoning_content or reasoning
	// deltas, and <think>…</think> taken out of the content. It is never
	// part of Content; a trace may keep it.
	Reasoning string
	// Refusal is a refusal the model streamed in its refusal field.
	// finish_reason "content_filter" is a refusal too (FinishReason says
	// so); Collect turns either into ErrRefused, never into an answer.
	Refusal string
	// Refused: the server filtered the answer (finish_reason
	// "content_filter") or streamed a refusal: never an answer (R31).
	Refused bool
}

// ToolCallDelta is a piece of a tool call; deltas with the same Index belong
// to one call.
type ToolCallDelta struct {
	Index     int
	ID        string
	Name      string
	Arguments string
	Extra     string // extra_content, raw JSON (see ToolCall.Extra)
}

// Errors a caller can act on (errors.Is); the error returned also carries
// the sentence to show (a *ModelError).
var (
	// ErrToolChoiceRefused: the server refuses tool_choice "auto" (vLLM
	// started without --enable-auto-tool-choice). Asking again with
	// "required" or a named tool works there; Dialect.ToolChoice
	// "required" makes the client do so for the session.
	ErrToolChoiceRefused = errors.New(`the server refuses tool_choice "auto"`)
	// ErrRefused: the model or the server's safety system declined to
	// answer (finish_reason "content_filter", a refusal delta, or a
	// request rejected by a content filter). Whatever came before it is
	// not an answer.
	ErrRefused = errors.New("the model declined to answer")
	// ErrServerSetup: the server, or the model it serves, is set up in a
	// way this request cannot work with (llama-server without --jinja, a
	// model without tool calling). Retrying does not help; the sentence
	// names the fix.
	ErrServerSetup = errors.New("the server is not set up for this request")
)
