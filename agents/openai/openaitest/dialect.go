package openaitest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// A Dialect is how one server speaks (R31): what it refuses in a request,
// answered with its own error body, how it streams an answer, and how it
// fails. A test model decides what to answer (a Decision: a tool call or
// a text) and the Dialect renders that the way the server really streams
// it, so that a whole conversation runs against each server's quirks. The
// shapes come from the recorded fixtures in
// agents/openai/testdata/dialects/<server>/ and the sources they cite;
// dialects.go has one per server.
type Dialect struct {
	Name  string // "vllm"
	Model string // the model the server serves
	// Azure: served under /openai/deployments/{Deployment}/chat/completions
	// with an api-key header and an api-version query.
	Azure      bool
	Deployment string
	APIVersion string // the api-version the client is configured with ("" the default)

	// Refuse answers a request this server refuses with the server's own
	// error, or ok false when the server takes it. Tests run it again over
	// the requests a session sent, to prove none was refused.
	Refuse func(r Request) (resp Response, ok bool)
	// Shape is how the server streams an answer.
	Shape Shape
	// Fail is this server's own way of failing, where it has one: a
	// response, or a recorded fixture's path under the dialects root.
	Fail map[Failure]Failing
}

// Failing is one way a request fails: a response, or a fixture's path
// (relative to the dialects root, "vllm/stream-error.sse").
type Failing struct {
	Response Response
	Fixture  string
}

// A Decision is what a model decided to answer: one tool call (Tool, with
// Args as JSON), or Text.
type Decision struct {
	Tool, Args string
	Text       string
}

// DecisionOf reads back the decision a canned answer carries (one built
// with ToolCall, ToolCalls or Text): the first call, or the text.
func DecisionOf(r Response) Decision {
	var d Decision
	var args strings.Builder
	for _, c := range r.Chunks {
		d.Text += c.Content
		for _, tc := range c.ToolCalls {
			if tc.Index != 0 {
				continue
			}
			if tc.Name != "" {
				d.Tool = tc.Name
			}
			args.WriteString(tc.Arguments)
		}
	}
	d.Args = args.String()
	return d
}

// Handler answers as the server: a request it refuses gets its error;
// doctor's probes get their call ("probe") or a short text (the
// alternation probe, which offers no tools); any other request the
// decision of decide, rendered in the server's shape.
func (d Dialect) Handler(decide func(Request) Decision) Handler {
	return func(r Request) Response {
		if resp, ok := d.Refuses(r); ok {
			return resp
		}
		var dec Decision
		switch {
		case hasTool(r, "probe"):
			dec = Decision{Tool: "probe", Args: `{"ok":true}`}
		case len(r.Chat.Tools) == 0:
			dec = Decision{Text: "ok"}
		default:
			dec = decide(r)
		}
		return d.Shape.Render(dec, r)
	}
}

// Refuses is whether the server refuses r, and its answer: the path and
// key of an Azure deployment first, then the server's own rules.
func (d Dialect) Refuses(r Request) (Response, bool) {
	if d.Azure {
		want := "/openai/deployments/" + d.Deployment + "/chat/completions"
		switch {
		case r.Header.Get("api-key") == "":
			return Response{Status: http.StatusUnauthorized, Body: `{"error":{"code":"401","message":"Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource."}}`}, true
		case r.Path != want:
			return Response{Status: http.StatusNotFound, Body: `{"error":{"code":"DeploymentNotFound","message":"The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again."}}`}, true
		case r.Query.Get("api-version") == "":
			return Response{Status: http.StatusNotFound, Body: `{"error":{"code":"404","message":"Resource not found"}}`}, true
		}
	}
	if d.Refuse == nil {
		return Response{}, false
	}
	return d.Refuse(r)
}

func hasTool(r Request, name string) bool {
	for _, n := range r.ToolNames() {
		if n == name {
			return true
		}
	}
	return false
}

// A Failure is a way the request after an approved side effect can fail.
type Failure string

// The failures R31 names for the request after a tool with side effects.
const (
	ServerError   Failure = "5xx"
	CutStream     Failure = "cut stream"
	ErrorEvent    Failure = "error event"
	ContentFilter Failure = "content_filter"
	Stalled       Failure = "stall"
)

// Failures are every Failure, in a stable order.
var Failures = []Failure{ServerError, CutStream, ErrorEvent, ContentFilter, Stalled}

// Failure is the server's answer that fails in way f: its own (Fail) or
// OpenAI's. A Stalled answer sends its 200 and headers, then nothing until
// the client goes away. load reads a recorded fixture by its path.
func (d Dialect) Failure(f Failure, load func(path string) (Fixture, error)) (Response, error) {
	if own, ok := d.Fail[f]; ok {
		if own.Fixture == "" {
			return own.Response, nil
		}
		fx, err := load(own.Fixture)
		if err != nil {
			return Response{}, err
		}
		return fx.Response(), nil
	}
	switch f {
	case ServerError:
		return Error(http.StatusInternalServerError, "The server had an error while processing your request. Sorry about that!", "server_error", ""), nil
	case CutStream:
		// a call begun, then the connection drops
		return Response{Chunks: []Chunk{{ToolCalls: []ToolCallDelta{{Index: 0, ID: "call_cut", Name: "no_further_task", Arguments: `{"`}}}}, Abort: true}, nil
	case ErrorEvent:
		return Response{Chunks: []Chunk{{Content: ""}, StreamError("The server had an error while processing your request. Sorry about that!", "server_error", "")}}, nil
	case ContentFilter:
		return Response{Chunks: []Chunk{{Content: "I can"}, {FinishReason: "content_filter"}}}, nil
	case Stalled:
		return Response{Chunks: []Chunk{{Content: "…"}}, Delay: time.Hour}, nil
	}
	return Response{}, fmt.Errorf("no failure %q", f)
}

// Shape is how a server streams an answer; the zero value is OpenAI's
// (call id, type and name first, the arguments in pieces, a usage chunk
// only when asked for).
type Shape struct {
	// Head are pieces sent before the first chunk: comments, Azure's
	// prompt-filter chunk.
	Head []string
	// Chunk and Choice add a server's own fields to each chunk object and
	// to its choice.
	Chunk  func(map[string]any)
	Choice func(map[string]any)

	Whole      bool // a tool call arrives whole, in one delta
	ArgsObject bool // its arguments as a JSON object, not a string
	NoIndex    bool // tool-call deltas without "index"
	NoType     bool // tool-call deltas without "type"
	// EmptyNames: later deltas of a call repeat "type" with an empty name.
	EmptyNames bool
	CallExtra  map[string]any // added to the call's delta (extra_content)
	ID         string         // the call id ("call_" and a sequence if "")
	// FinishWithCall: the call, finish_reason and usage in one chunk.
	FinishWithCall bool
	ToolFinish     string // "tool_calls" unless set ("stop" for Gemini)

	// Usage: "asked" (a chunk with "choices": [] when stream_options asks),
	// "finish" (on the finish chunk, always), "x_groq" (in x_groq on the
	// finish chunk, and a usage chunk too when asked).
	Usage string

	Reasoning  string // the field thinking streams in before the answer ("reasoning_content")
	ThinkTags  bool   // thinking as <think>…</think> in content first
	TextCalls  bool   // tool calls written as <tool_call> text in content
	TextPrefix string // what opens a text call ("<tool_call>\n" if "")
	TextSuffix string // what closes it ("\n</tool_call>" if "")
}

// Render streams a decision in this shape, as the answer to r.
func (s Shape) Render(dec Decision, r Request) Response {
	asked := r.Chat.StreamOptions != nil && r.Chat.StreamOptions.IncludeUsage
	model := orElse(r.Chat.Model, "model")
	id := fmt.Sprintf("chatcmpl-%06d", callSeq.Add(1))
	var pieces []string
	pieces = append(pieces, s.Head...)
	totals := map[string]any{"prompt_tokens": 200, "completion_tokens": 20, "total_tokens": 220}
	emit := func(delta map[string]any, finish any, usage map[string]any) {
		choice := map[string]any{"index": 0, "delta": delta, "finish_reason": finish}
		if s.Choice != nil {
			s.Choice(choice)
		}
		ch := map[string]any{"id": id, "object": "chat.completion.chunk", "created": 1753700000, "model": model, "choices": []any{choice}}
		if usage != nil {
			ch["usage"] = usage
		}
		if finish != nil && s.Usage == "x_groq" {
			ch["x_groq"] = map[string]any{"id": "req_" + id, "usage": totals}
		}
		if s.Chunk != nil {
			s.Chunk(ch)
		}
		pieces = append(pieces, data(ch))
	}
	emit(map[string]any{"role": "assistant", "content": ""}, nil, nil)
	if s.Reasoning != "" {
		for _, p := range []string{"The user wants", " one thing done."} {
			emit(map[string]any{s.Reasoning: p}, nil, nil)
		}
	}
	if s.ThinkTags {
		for _, p := range []string{"<think>", "\nThe user wants one thing done.\n", "</think>", "\n\n"} {
			emit(map[string]any{"content": p}, nil, nil)
		}
	}
	finish := "stop"
	switch {
	case dec.Tool != "" && s.TextCalls:
		args := orElse(dec.Args, "{}")
		text := orElse(s.TextPrefix, "<tool_call>\n") + `{"name": "` + dec.Tool + `", "arguments": ` + args + "}" + orElse(s.TextSuffix, "\n</tool_call>")
		for _, p := range split(text, 12) {
			emit(map[string]any{"content": p}, nil, nil)
		}
	case dec.Tool != "":
		finish = orElse(s.ToolFinish, "tool_calls")
		callID := s.ID
		if callID == "" {
			callID = newCallID()
		}
		call := map[string]any{"id": callID, "function": map[string]any{"name": dec.Tool, "arguments": s.arguments(dec.Args)}}
		if !s.NoType {
			call["type"] = "function"
		}
		if !s.NoIndex {
			call["index"] = 0
		}
		for k, v := range s.CallExtra {
			call[k] = v
		}
		if s.Whole {
			if s.FinishWithCall {
				emit(map[string]any{"tool_calls": []any{call}}, finish, s.finishUsage(totals))
				return s.end(pieces, asked, totals, id, model)
			}
			emit(map[string]any{"tool_calls": []any{call}}, nil, nil)
			break
		}
		call["function"] = map[string]any{"name": dec.Tool, "arguments": ""}
		emit(map[string]any{"tool_calls": []any{call}}, nil, nil)
		for _, p := range argPieces(dec.Args) {
			fn := map[string]any{"arguments": p}
			more := map[string]any{"function": fn}
			if !s.NoIndex {
				more["index"] = 0
			}
			if s.EmptyNames {
				more["type"], fn["name"] = "function", ""
			}
			emit(map[string]any{"tool_calls": []any{more}}, nil, nil)
		}
	default:
		for _, p := range split(dec.Text, 8) {
			emit(map[string]any{"content": p}, nil, nil)
		}
	}
	emit(map[string]any{}, finish, s.finishUsage(totals))
	return s.end(pieces, asked, totals, id, model)
}

func (s Shape) finishUsage(usage map[string]any) map[string]any {
	if s.Usage == "finish" {
		return usage
	}
	return nil
}

// end adds the usage chunk where the server sends one, and [DONE].
func (s Shape) end(pieces []string, asked bool, usage map[string]any, id, model string) Response {
	if asked && (s.Usage == "" || s.Usage == "asked" || s.Usage == "x_groq") {
		pieces = append(pieces, data(map[string]any{"id": id, "object": "chat.completion.chunk", "created": 1753700000, "model": model, "choices": []any{}, "usage": usage}))
	}
	pieces = append(pieces, "data: [DONE]\n\n")
	return Response{Pieces: pieces, Header: map[string]string{"Content-Type": "text/event-stream"}}
}

func (s Shape) arguments(args string) any {
	args = orElse(args, "{}")
	if s.ArgsObject && json.Valid([]byte(args)) {
		return json.RawMessage(args)
	}
	return args
}

func data(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // cannot happen: plain data
	}
	return "data: " + string(b) + "\n\n"
}

func orElse(s, d string) string {
	if s == "" {
		return d
	}
	return s
}
