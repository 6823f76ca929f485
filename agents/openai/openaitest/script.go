package openaitest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Response is the server's answer to one request.
//
// A 0 or 200 Status with no Body streams Chunks (or, for a request with
// "stream": false, sends them merged into one chat.completion object). Any
// other Status sends Body (ErrorBody of the status text if empty) with that
// status. A 200 with a Body sends Body verbatim, for malformed answers.
type Response struct {
	Status int               // 0 or 200: a streamed success
	Header map[string]string // e.g. {"Retry-After": "1"}
	Body   string            // raw body for non-200 answers (use ErrorBody to build one)
	Chunks []Chunk           // streamed as SSE chat.completion.chunk objects, one data: line each

	// Cut ends the stream cleanly before the first chunk with a
	// finish_reason, with no [DONE]: the client's Recv sees io.EOF, just as
	// after a complete answer. Abort does the same but drops the connection
	// instead of ending the HTTP response: Recv sees io.ErrUnexpectedEOF.
	// For a non-streamed request both drop the connection halfway through
	// the JSON.
	Cut   bool
	Abort bool
	// KeepAlive sends a ": keep-alive" SSE comment before every chunk but
	// the first.
	KeepAlive bool
	// Delay waits before the answer. A streamed answer sends its 200 and
	// headers first, so Delay is a stall after connecting; an error answer
	// waits before its status. A cancelled request ends the wait.
	Delay time.Duration
	// Gap waits between chunks, or between Pieces.
	Gap time.Duration
	// Pieces, when set on a 200, are written verbatim in order, each
	// flushed, with Gap between them: a recorded answer replayed byte for
	// byte (see Fixture). Abort drops the connection after the last one.
	Pieces []string
}

// Chunk is one streamed chat.completion.chunk. The first chunk of an
// answer also carries role "assistant"; a chunk with only Usage has
// "choices": []; finish_reason is null unless FinishReason is set.
type Chunk struct {
	Content      string
	ToolCalls    []ToolCallDelta
	FinishReason string
	Usage        *Usage
	// Raw, when set, is written to the stream verbatim instead of a JSON
	// chunk: give the "data: " and the blank line yourself. For hostile or
	// malformed streams (see StreamError).
	Raw string
}

// ToolCallDelta is one piece of a streamed tool call. ID and Name are sent
// only when non-empty, type "function" with the first delta of each Index;
// arguments are always sent (OpenAI sends "" in the first delta).
type ToolCallDelta struct {
	Index     int
	ID        string
	Name      string
	Arguments string
}

// Usage is a chunk's or completion's token counts.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// Call is one tool call for ToolCalls. ID is generated when empty.
type Call struct {
	Name, Args string
	ID         string
}

// promptTokens is the prompt size the canned answers report.
const promptTokens = 10

// ErrorBody is an error body as OpenAI sends it:
// {"error":{"message":...,"type":...,"param":null,"code":...}}, with code
// null when empty.
func ErrorBody(message, typ, code string) string {
	type apiError struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    *string `json:"code"`
	}
	e := apiError{Message: message, Type: typ}
	if code != "" {
		e.Code = &code
	}
	b, err := json.Marshal(struct {
		Error apiError `json:"error"`
	}{e})
	if err != nil {
		panic(err) // cannot happen: plain strings
	}
	return string(b)
}

// Error is a failure with the given status and ErrorBody.
func Error(status int, message, typ, code string) Response {
	return Response{Status: status, Body: ErrorBody(message, typ, code)}
}

// RateLimited is OpenAI's 429 rate-limit answer; retryAfter ("1", "0.5",
// or an HTTP date) becomes the Retry-After header unless empty.
func RateLimited(retryAfter string) Response {
	r := Error(http.StatusTooManyRequests,
		"Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.",
		"requests", "rate_limit_exceeded")
	if retryAfter != "" {
		r.Header = map[string]string{"Retry-After": retryAfter}
	}
	return r
}

// QuotaExceeded is OpenAI's out-of-credit answer: a 429 too, but one that
// must not be retried.
func QuotaExceeded() Response {
	return Error(http.StatusTooManyRequests,
		"You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.",
		"insufficient_quota", "insufficient_quota")
}

// Unauthorized is OpenAI's answer to a bad API key.
func Unauthorized() Response {
	return Error(http.StatusUnauthorized,
		"Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.",
		"invalid_request_error", "invalid_api_key")
}

// StreamError is an error event in the middle of a stream, as OpenAI sends
// one when it fails after the 200: data: {"error":{...}}.
func StreamError(message, typ, code string) Chunk {
	return Chunk{Raw: "data: " + ErrorBody(message, typ, code) + "\n\n"}
}

// sizes are the piece lengths, in runes, that streamed text is cut into.
var sizes = []int{3, 5, 8, 4, 6, 7}

// split cuts s into pieces of 3 to 8 runes (at most maxPiece), never
// inside a rune.
func split(s string, maxPiece int) []string {
	r := []rune(s)
	var out []string
	for i, k := 0, 0; i < len(r); k++ {
		n := min(sizes[k%len(sizes)], maxPiece, len(r)-i)
		out = append(out, string(r[i:i+n]))
		i += n
	}
	return out
}

// Text streams content as OpenAI does: a first chunk with the role and
// empty content, the content in pieces of 3 to 8 runes, a chunk with
// finish_reason "stop", a usage chunk, then [DONE].
//
// The usage chunk (as in ToolCall and ToolCalls) is sent whether or not the
// request asked for stream_options.include_usage, as several compatible
// servers do; OpenAI sends it only when asked (check
// Request.Chat.StreamOptions to assert the product asks). When it was
// asked, the other chunks carry "usage": null, as at OpenAI.
func Text(content string) Response {
	pieces := split(content, len(content)+1)
	chunks := []Chunk{{}}
	for _, p := range pieces {
		chunks = append(chunks, Chunk{Content: p})
	}
	chunks = append(chunks, Chunk{FinishReason: "stop"}, usageChunk(len(pieces)))
	return Response{Chunks: chunks}
}

func usageChunk(completion int) Chunk {
	return Chunk{Usage: &Usage{PromptTokens: promptTokens, CompletionTokens: completion, TotalTokens: promptTokens + completion}}
}

var callSeq atomic.Int64

// newCallID returns a fresh tool call id in OpenAI's style.
func newCallID() string {
	return fmt.Sprintf("call_oat%06d", callSeq.Add(1))
}

// argPieces cuts arguments into at least 3 pieces when they have 3 runes
// or more.
func argPieces(args string) []string {
	n := len([]rune(args))
	return split(args, max(1, n/3))
}

// ToolCall streams one tool call as OpenAI does: a first delta with id,
// type, name and empty arguments, the arguments split across at least 3
// deltas (for arguments of 3 runes or more), finish_reason "tool_calls", a
// usage chunk, then [DONE].
func ToolCall(name, args string) Response {
	return ToolCalls(Call{Name: name, Args: args})
}

// ToolCalls streams several tool calls, indexes 0, 1, …: first each call's
// opening delta, then their argument pieces interleaved (call 0's first
// piece, call 1's first piece, call 0's second…), one delta per chunk.
func ToolCalls(calls ...Call) Response {
	var chunks []Chunk
	pieces := make([][]string, len(calls))
	longest, total := 0, 0
	for i, c := range calls {
		id := c.ID
		if id == "" {
			id = newCallID()
		}
		chunks = append(chunks, Chunk{ToolCalls: []ToolCallDelta{{Index: i, ID: id, Name: c.Name}}})
		pieces[i] = argPieces(c.Args)
		longest = max(longest, len(pieces[i]))
		total += len(pieces[i]) + 1
	}
	for k := range longest {
		for i := range calls {
			if k < len(pieces[i]) {
				chunks = append(chunks, Chunk{ToolCalls: []ToolCallDelta{{Index: i, Arguments: pieces[i][k]}}})
			}
		}
	}
	chunks = append(chunks, Chunk{FinishReason: "tool_calls"}, usageChunk(total))
	return Response{Chunks: chunks}
}

// WithUsage returns r with its usage chunks reporting these counts (one is
// added before the end if r had none).
func (r Response) WithUsage(prompt, completion int) Response {
	u := &Usage{PromptTokens: prompt, CompletionTokens: completion, TotalTokens: prompt + completion}
	chunks := append([]Chunk(nil), r.Chunks...)
	found := false
	for i := range chunks {
		if chunks[i].Usage != nil {
			chunks[i].Usage = u
			found = true
		}
	}
	if !found {
		chunks = append(chunks, Chunk{Usage: u})
	}
	r.Chunks = chunks
	return r
}

// Script answers requests with responses, in order. A request past the end
// fails the test (tb.Errorf: it runs on a server goroutine) with the
// request's last user message, and gets a 500.
func Script(tb testing.TB, responses ...Response) Handler {
	var mu sync.Mutex
	next := 0
	return func(r Request) Response {
		mu.Lock()
		i := next
		next++
		mu.Unlock()
		if i < len(responses) {
			return responses[i]
		}
		tb.Errorf("openaitest: unexpected request #%d to %s: the script has only %d responses (last user message %q)",
			i+1, r.Path, len(responses), r.LastUser())
		return Error(http.StatusInternalServerError,
			fmt.Sprintf("openaitest: script exhausted after %d responses", len(responses)), "server_error", "")
	}
}
