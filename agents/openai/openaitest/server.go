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
// the fields of Response (Cut, Abort, KeepAlive, Delay, Gap, Chunk.Raw,
// Pieces) the unusual ones: cut streams, stalls, keep-alive comments and
// hostile bytes. A Fixture (fixture.go) is a real server's answer written
// down byte for byte, replayed verbatim: the dialect fixtures of
// agents/openai/testdata/dialects are replayed this way (R31).
//
// This package's own tests read the fake with github.com/sashabaranov/go-openai
// v1.43.0 alone, as a reference reader. The product's client is go-openai
// too, behind a bridge in its HTTP client (agents/openai/bridge*.go, R54)
// that mends how go-openai reads a stream (its stream_reader.go):
//
//   - A stream that ends without "data: [DONE]" — cleanly, or even after
//     a chunk with no finish_reason — is reported as io.EOF, exactly like a
//     complete one. Only an abruptly dropped connection surfaces as
//     io.ErrUnexpectedEOF. A client must itself remember whether a
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
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
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
	case len(resp.Pieces) > 0:
		a.pieces()
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

func writeError(w http.ResponseWriter, status int, message, typ, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, ErrorBody(message, typ, code))
}
