// Package openaitest is an in-process OpenAI-compatible chat completions
// server for tests (R23). It speaks the real wire format, the one
// github.com/sashabaranov/go-openai and api.openai.com exchange:
//
//   - POST {base}/chat/completions with a JSON body; base is Server.URL,
//     which ends in /v1 (Azure's /openai/deployments/{name}/chat/completions
//     is served too, under Server.Root);
//   - a streamed answer is text/event-stream: one "data: {json}\n\n" event
//     per chat.completion.chunk, then "data: [DONE]\n\n";
//   - a failure is a non-2xx status with {"error":{"message","type","param","code"}}.
//
// A Handler decides each answer; Script answers with a fixed list in order.
// Text, ToolCall and ToolCalls build the usual answers, ErrorBody,
// Error, RateLimited, QuotaExceeded and Unauthorized the usual failures, and
// the fields of Response (Cut, Abort, KeepAlive, Delay, Gap, Chunk.Raw)
// the unusual ones: cut streams, stalls, keep-alive comments and hostile
// bytes.
//
// Notes on how go-openai v1.43.0 reads a stream (its stream_reader.go),
// which the product has to live with:
//
//   - A stream that ends without "data: [DONE]" — cleanly, or even after
//     a chunk with no finish_reason — is reported as io.EOF, exactly like a
//     complete one. Only an abruptly dropped connection surfaces as
//     io.ErrUnexpectedEOF. The product must itself remember whether a
//     finish_reason arrived and treat io.EOF without one as a cut stream.
//   - Lines that do not start with "data:" (SSE comments such as
//     ": keep-alive", "event:" lines, and the blank lines between events)
//     are skipped, but each counts towards ClientConfig.EmptyMessagesLimit
//     (300 by default) within one Recv call; past it Recv returns
//     openai.ErrTooManyEmptyStreamMessages. They are also appended to an
//     error accumulator that lives as long as the stream.
//   - "data: {"error":...}" mid-stream (exactly that spelling: no space
//     between "{" and "\"error\"") becomes an error wrapping *openai.APIError
//     with HTTPStatusCode 0. But if any comment line came earlier in the
//     stream, the accumulator holds ": keep-alive{"error":...}", which is
//     not JSON, and Recv fails with a bare JSON syntax error instead.
//     "data: { "error": ... }" is not recognised at all and arrives as an
//     empty chunk (no choices) with a nil error.
//   - "data:" with an empty payload fails Recv with a JSON syntax error.
//   - A non-2xx answer whose body is not {"error":{...}} (an HTML page from
//     a proxy, say) is an *openai.RequestError, not an *openai.APIError.
//     Response headers such as Retry-After are not kept on either error.
//   - Temperature has `json:",omitempty"`: a request with Temperature 0
//     sends no temperature at all, so the server's default (1.0 at OpenAI)
//     applies. ChatRequest.HasTemperature tells the two apart.
package openaitest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Server is an in-process OpenAI-compatible chat completions server
// speaking the real wire format.
type Server struct {
	// URL is the base URL for an OpenAI client, ending in /v1
	// (openai.DefaultConfig(key).BaseURL = s.URL).
	URL string
	// Root is the server's address without /v1, the BaseURL for an Azure
	// client (openai.DefaultAzureConfig(key, s.Root)).
	Root string

	h       Handler
	srv     *httptest.Server
	closing chan struct{}
	active  atomic.Int64
	seq     atomic.Int64

	mu   sync.Mutex
	reqs []Request
}

// Handler decides the answer to one request. It runs on the server's
// goroutine for that request; r.Context is cancelled when the client goes
// away or the server closes, so a handler that blocks must also select on
// r.Context.Done(). It may be called concurrently.
type Handler func(r Request) Response

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

// New starts a server answering with h (nil answers every request with
// Text("ok")). It is closed by tb.Cleanup; requests still running are
// cancelled first, so a stalled answer never holds the test up.
func New(tb testing.TB, h Handler) *Server {
	tb.Helper()
	if h == nil {
		h = func(Request) Response { return Text("ok") }
	}
	s := &Server{h: h, closing: make(chan struct{})}
	s.srv = httptest.NewServer(s)
	s.Root = s.srv.URL
	s.URL = s.srv.URL + "/v1"
	tb.Cleanup(s.Close)
	return s
}

// Close cancels running requests and shuts the server down. It is called
// by tb.Cleanup and may be called more than once.
func (s *Server) Close() {
	select {
	case <-s.closing:
		return
	default:
	}
	close(s.closing)
	s.srv.CloseClientConnections()
	s.srv.Close()
}

// Requests returns every request received so far, in order of arrival.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

// Active is the number of requests being served right now.
func (s *Server) Active() int { return int(s.active.Load()) }

// WaitIdle waits up to timeout for every request being served to finish,
// and reports whether they did: after a client gives up, its request must
// not linger.
func (s *Server) WaitIdle(timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for s.active.Load() != 0 {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}

// maxBody bounds a request body read by the server.
const maxBody = 64 << 20

func (s *Server) ServeHTTP(w http.ResponseWriter, hr *http.Request) {
	s.active.Add(1)
	defer s.active.Add(-1)

	ctx, cancel := context.WithCancel(hr.Context())
	defer cancel()
	go func() {
		select {
		case <-s.closing:
			cancel()
		case <-ctx.Done():
		}
	}()

	body, err := io.ReadAll(io.LimitReader(hr.Body, maxBody))
	req := Request{
		Method:   hr.Method,
		Path:     hr.URL.Path,
		Query:    hr.URL.Query(),
		Header:   hr.Header.Clone(),
		Body:     body,
		Received: time.Now(),
		Context:  ctx,
	}
	var parseErr error
	if err != nil {
		parseErr = err
	} else {
		parseErr = parseChat(body, &req.Chat)
	}
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	s.mu.Unlock()

	if !isChatPath(hr.URL.Path) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("Invalid URL (%s %s)", hr.Method, hr.URL.Path), "invalid_request_error", "")
		return
	}
	if hr.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("Invalid method for URL (%s %s)", hr.Method, hr.URL.Path), "invalid_request_error", "")
		return
	}
	if parseErr != nil {
		writeError(w, http.StatusBadRequest, "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)", "invalid_request_error", "")
		return
	}

	resp := s.h(req)
	for k, v := range resp.Header {
		w.Header().Set(k, v)
	}
	a := answer{s: s, w: w, ctx: ctx, req: req, resp: resp}
	switch {
	case resp.Status != 0 && resp.Status != http.StatusOK:
		a.failure()
	case resp.Body != "":
		a.raw()
	case req.Chat.Stream:
		a.stream()
	default:
		a.completion()
	}
}

// isChatPath is whether p is the chat completions endpoint, OpenAI's or
// Azure's.
func isChatPath(p string) bool {
	if p == "/v1/chat/completions" {
		return true
	}
	rest, ok := strings.CutPrefix(p, "/openai/deployments/")
	if !ok {
		return false
	}
	name, tail, ok := strings.Cut(rest, "/")
	return ok && name != "" && tail == "chat/completions"
}

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

func writeError(w http.ResponseWriter, status int, message, typ, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, ErrorBody(message, typ, code))
}

// answer writes one Response.
type answer struct {
	s    *Server
	w    http.ResponseWriter
	ctx  context.Context
	req  Request
	resp Response
}

// wait sleeps for d unless the request ends first; it reports whether the
// request is still alive.
func (a *answer) wait(d time.Duration) bool {
	if d <= 0 {
		return a.ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-a.ctx.Done():
		return false
	}
}

func (a *answer) flush() {
	if f, ok := a.w.(http.Flusher); ok {
		f.Flush()
	}
}

// abort drops the connection without finishing the HTTP response.
func (a *answer) abort() {
	a.flush()
	panic(http.ErrAbortHandler)
}

func (a *answer) failure() {
	if !a.wait(a.resp.Delay) {
		return
	}
	body := a.resp.Body
	if body == "" {
		body = ErrorBody(http.StatusText(a.resp.Status), errorType(a.resp.Status), "")
	}
	if a.w.Header().Get("Content-Type") == "" {
		a.w.Header().Set("Content-Type", "application/json")
	}
	a.w.WriteHeader(a.resp.Status)
	_, _ = io.WriteString(a.w, body)
}

// errorType is OpenAI's error type for a status.
func errorType(status int) string {
	switch {
	case status == http.StatusTooManyRequests:
		return "requests"
	case status >= 500:
		return "server_error"
	default:
		return "invalid_request_error"
	}
}

func (a *answer) raw() {
	if a.w.Header().Get("Content-Type") == "" {
		if a.req.Chat.Stream {
			a.w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
		} else {
			a.w.Header().Set("Content-Type", "application/json")
		}
	}
	a.w.WriteHeader(http.StatusOK)
	a.flush()
	if !a.wait(a.resp.Delay) {
		return
	}
	_, _ = io.WriteString(a.w, a.resp.Body)
	if a.resp.Abort {
		a.abort()
	}
}

func (a *answer) model() string {
	if a.req.Chat.Model != "" {
		return a.req.Chat.Model
	}
	return "gpt-4o-mini"
}

func (a *answer) stream() {
	h := a.w.Header()
	if h.Get("Content-Type") == "" {
		h.Set("Content-Type", "text/event-stream; charset=utf-8")
	}
	h.Set("Cache-Control", "no-cache")
	a.w.WriteHeader(http.StatusOK)
	a.flush() // headers now, the first chunk after Delay: a stall, not a slow connect

	if !a.wait(a.resp.Delay) {
		return
	}
	chunks := a.resp.Chunks
	if a.resp.Cut || a.resp.Abort {
		chunks = cutChunks(chunks)
	}
	enc := chunkEncoder{
		id:           fmt.Sprintf("chatcmpl-oat%06d", a.s.seq.Add(1)),
		created:      time.Now().Unix(),
		model:        a.model(),
		includeUsage: a.req.Chat.StreamOptions != nil && a.req.Chat.StreamOptions.IncludeUsage,
		seen:         map[int]bool{},
	}
	for i, c := range chunks {
		if i > 0 {
			if !a.wait(a.resp.Gap) {
				return
			}
			if a.resp.KeepAlive {
				if _, err := io.WriteString(a.w, ": keep-alive\n\n"); err != nil {
					return
				}
			}
		}
		var line string
		if c.Raw != "" {
			line = c.Raw
		} else {
			line = "data: " + enc.encode(c) + "\n\n"
		}
		if _, err := io.WriteString(a.w, line); err != nil {
			return
		}
		a.flush()
	}
	switch {
	case a.resp.Abort:
		a.abort()
	case a.resp.Cut:
		return // the response ends cleanly, without [DONE]
	}
	_, _ = io.WriteString(a.w, "data: [DONE]\n\n")
	a.flush()
}

// cutChunks keeps the chunks before the first one with a finish_reason
// (and that one's content and tool calls, without the finish_reason).
func cutChunks(chunks []Chunk) []Chunk {
	var out []Chunk
	for _, c := range chunks {
		if c.FinishReason == "" {
			out = append(out, c)
			continue
		}
		if c.Content != "" || len(c.ToolCalls) > 0 {
			c.FinishReason = ""
			c.Usage = nil
			out = append(out, c)
		}
		break
	}
	return out
}

func (a *answer) completion() {
	if !a.wait(a.resp.Delay) {
		return
	}
	msg := wireMessage{Role: "assistant", Refusal: json.RawMessage("null")}
	var content strings.Builder
	var calls []*wireToolCall
	byIndex := map[int]*wireToolCall{}
	finish := ""
	var usage Usage
	for _, c := range a.resp.Chunks {
		if c.Raw != "" {
			continue
		}
		content.WriteString(c.Content)
		for _, d := range c.ToolCalls {
			tc := byIndex[d.Index]
			if tc == nil {
				tc = &wireToolCall{Type: "function"}
				byIndex[d.Index] = tc
				calls = append(calls, tc)
			}
			if tc.ID == "" {
				tc.ID = d.ID
			}
			if tc.Function.Name == "" {
				tc.Function.Name = d.Name
			}
			tc.Function.Arguments += d.Arguments
		}
		if c.FinishReason != "" {
			finish = c.FinishReason
		}
		if c.Usage != nil {
			usage = *c.Usage
		}
	}
	if content.Len() > 0 || len(calls) == 0 {
		msg.Content, _ = json.Marshal(content.String())
	} else {
		msg.Content = json.RawMessage("null")
	}
	for _, tc := range calls {
		msg.ToolCalls = append(msg.ToolCalls, *tc)
	}
	if finish == "" {
		finish = "stop"
		if len(calls) > 0 {
			finish = "tool_calls"
		}
	}
	out := wireCompletion{
		ID:                fmt.Sprintf("chatcmpl-oat%06d", a.s.seq.Add(1)),
		Object:            "chat.completion",
		Created:           time.Now().Unix(),
		Model:             a.model(),
		SystemFingerprint: fingerprint,
		Choices:           []wireCompletionChoice{{Message: msg, FinishReason: finish}},
		Usage:             usage,
	}
	b, err := json.Marshal(out)
	if err != nil {
		panic(err) // cannot happen: plain data
	}
	a.w.Header().Set("Content-Type", "application/json")
	if a.resp.Cut || a.resp.Abort {
		a.w.WriteHeader(http.StatusOK)
		_, _ = a.w.Write(b[:len(b)/2])
		a.abort()
	}
	a.w.WriteHeader(http.StatusOK)
	_, _ = a.w.Write(b)
}

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
