package openaitest

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// client is the real go-openai client pointed at s.
func client(s *Server) *openai.Client {
	cfg := openai.DefaultConfig("test")
	cfg.BaseURL = s.URL
	return openai.NewClientWithConfig(cfg)
}

func chatRequest(user string) openai.ChatCompletionRequest {
	return openai.ChatCompletionRequest{
		Model: "gpt-4o-mini",
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: "You are the concierge."},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
	}
}

// collected is what a whole stream amounted to.
type collected struct {
	chunks    []openai.ChatCompletionStreamResponse
	content   string
	contents  int // chunks with non-empty content
	finish    openai.FinishReason
	calls     map[int]*openai.ToolCall // merged by index
	argDeltas map[int]int              // non-empty argument deltas by index
	usage     *openai.Usage
	err       error // the error that ended the stream (io.EOF when clean)
}

// drain reads a stream to its end, merging tool-call deltas by index: id,
// type and name from the first non-empty value, arguments concatenated.
func drain(t *testing.T, st *openai.ChatCompletionStream) collected {
	t.Helper()
	c := collected{calls: map[int]*openai.ToolCall{}, argDeltas: map[int]int{}}
	for {
		r, err := st.Recv()
		if err != nil {
			c.err = err
			return c
		}
		c.chunks = append(c.chunks, r)
		if r.Usage != nil {
			c.usage = r.Usage
		}
		for _, ch := range r.Choices {
			if ch.Delta.Content != "" {
				c.content += ch.Delta.Content
				c.contents++
			}
			for _, d := range ch.Delta.ToolCalls {
				if d.Index == nil {
					t.Fatalf("tool call delta without index: %+v", d)
				}
				tc := c.calls[*d.Index]
				if tc == nil {
					tc = &openai.ToolCall{}
					c.calls[*d.Index] = tc
				}
				if tc.ID == "" {
					tc.ID = d.ID
				}
				if tc.Type == "" {
					tc.Type = d.Type
				}
				if tc.Function.Name == "" {
					tc.Function.Name = d.Function.Name
				}
				if d.Function.Arguments != "" {
					c.argDeltas[*d.Index]++
				}
				tc.Function.Arguments += d.Function.Arguments
			}
			if ch.FinishReason != "" {
				if c.finish != "" {
					t.Errorf("second finish_reason %q after %q", ch.FinishReason, c.finish)
				}
				c.finish = ch.FinishReason
			}
		}
	}
}

func stream(t *testing.T, s *Server, req openai.ChatCompletionRequest) collected {
	t.Helper()
	st, err := client(s).CreateChatCompletionStream(context.Background(), req)
	if err != nil {
		t.Fatalf("CreateChatCompletionStream: %v", err)
	}
	defer st.Close()
	return drain(t, st)
}

func TestTextStream(t *testing.T) {
	const text = "Hello! I can help with your bank transfer — ¿qué necesitas?"
	s := New(t, Script(t, Text(text)))
	c := stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, io.EOF) {
		t.Fatalf("stream ended with %v, want io.EOF", c.err)
	}
	if c.content != text {
		t.Errorf("content = %q, want %q", c.content, text)
	}
	if c.contents < 3 {
		t.Errorf("content came in %d chunks, want several", c.contents)
	}
	if c.finish != openai.FinishReasonStop {
		t.Errorf("finish_reason = %q, want stop", c.finish)
	}
	if c.usage == nil || c.usage.TotalTokens != c.usage.PromptTokens+c.usage.CompletionTokens || c.usage.CompletionTokens == 0 {
		t.Errorf("usage = %+v", c.usage)
	}
	first := c.chunks[0]
	if first.Object != "chat.completion.chunk" || !strings.HasPrefix(first.ID, "chatcmpl-") || first.Created == 0 || first.Model != "gpt-4o-mini" {
		t.Errorf("first chunk envelope = %+v", first)
	}
	if len(first.Choices) != 1 || first.Choices[0].Delta.Role != openai.ChatMessageRoleAssistant {
		t.Errorf("first chunk has no assistant role: %+v", first.Choices)
	}
	for i, ch := range c.chunks {
		if ch.ID != first.ID {
			t.Errorf("chunk %d id %q, want %q", i, ch.ID, first.ID)
		}
		if i > 0 && len(ch.Choices) > 0 && ch.Choices[0].Delta.Role != "" {
			t.Errorf("chunk %d repeats the role", i)
		}
	}
	last := c.chunks[len(c.chunks)-1]
	if len(last.Choices) != 0 || last.Usage == nil {
		t.Errorf("last chunk should be usage with no choices: %+v", last)
	}
}

// TestWireFormat reads the stream with a raw client and checks it line by
// line: data: events separated by blank lines, null finish_reason until the
// last choice chunk, choices [] on the usage chunk, [DONE] at the end.
func TestWireFormat(t *testing.T) {
	s := New(t, Script(t, Text("abcdefghij")))
	body := `{"model":"m","stream":true,"stream_options":{"include_usage":true},"messages":[{"role":"user","content":"x"}]}`
	resp, err := http.Post(s.URL+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		t.Errorf("Content-Type = %q", ct)
	}
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	events := strings.Split(strings.TrimSuffix(string(raw), "\n\n"), "\n\n")
	if got := events[len(events)-1]; got != "data: [DONE]" {
		t.Fatalf("last event %q, want data: [DONE]", got)
	}
	events = events[:len(events)-1]
	var finishes []any
	for i, ev := range events {
		payload, ok := strings.CutPrefix(ev, "data: ")
		if !ok || strings.Contains(ev, "\n") {
			t.Fatalf("event %d is not one data: line: %q", i, ev)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(payload), &m); err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		for _, k := range []string{"id", "object", "created", "model", "choices"} {
			if _, ok := m[k]; !ok {
				t.Errorf("event %d lacks %q: %s", i, k, payload)
			}
		}
		if _, ok := m["usage"]; !ok {
			t.Errorf("event %d lacks usage (include_usage was asked): %s", i, payload)
		}
		choices := m["choices"].([]any)
		if i == len(events)-1 {
			if len(choices) != 0 || m["usage"] == nil {
				t.Errorf("usage event = %s", payload)
			}
			continue
		}
		if len(choices) != 1 {
			t.Fatalf("event %d has %d choices", i, len(choices))
		}
		ch := choices[0].(map[string]any)
		fr, ok := ch["finish_reason"]
		if !ok {
			t.Errorf("event %d lacks finish_reason: %s", i, payload)
		}
		finishes = append(finishes, fr)
		if _, ok := ch["delta"].(map[string]any); !ok {
			t.Errorf("event %d lacks delta: %s", i, payload)
		}
	}
	for i, fr := range finishes {
		want := any(nil)
		if i == len(finishes)-1 {
			want = "stop"
		}
		if fr != want {
			t.Errorf("finish_reason #%d = %v, want %v", i, fr, want)
		}
	}
}

func TestToolCallDeltas(t *testing.T) {
	const args = `{"agent":"bank","reason":"the user wants to send money"}`
	s := New(t, Script(t, ToolCall("route", args)))
	req := chatRequest("send 50 to Bob")
	req.Tools = []openai.Tool{{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name: "route", Parameters: json.RawMessage(`{"type":"object"}`)}}}
	c := stream(t, s, req)
	if !errors.Is(c.err, io.EOF) {
		t.Fatalf("stream ended with %v", c.err)
	}
	if c.finish != openai.FinishReasonToolCalls {
		t.Errorf("finish_reason = %q, want tool_calls", c.finish)
	}
	if len(c.calls) != 1 {
		t.Fatalf("calls = %v", c.calls)
	}
	tc := c.calls[0]
	if tc.Function.Name != "route" || tc.Function.Arguments != args || tc.Type != openai.ToolTypeFunction || !strings.HasPrefix(tc.ID, "call_") {
		t.Errorf("merged call = %+v", tc)
	}
	if c.argDeltas[0] < 3 {
		t.Errorf("arguments came in %d deltas, want at least 3", c.argDeltas[0])
	}
	if c.content != "" {
		t.Errorf("content = %q", c.content)
	}
	// id and name come once, in the first delta of the call
	ids, names := 0, 0
	for _, ch := range c.chunks {
		for _, choice := range ch.Choices {
			for _, d := range choice.Delta.ToolCalls {
				if d.ID != "" {
					ids++
				}
				if d.Function.Name != "" {
					names++
				}
			}
		}
	}
	if ids != 1 || names != 1 {
		t.Errorf("id sent %d times, name %d times; want once each", ids, names)
	}
}

func TestToolCallsTwo(t *testing.T) {
	s := New(t, Script(t, ToolCalls(
		Call{Name: "fill_slot", Args: `{"slot":"amount","value":"50"}`},
		Call{Name: "fill_slot", Args: `{"slot":"payee","value":"Bob Marley"}`, ID: "call_fixed"},
	)))
	c := stream(t, s, chatRequest("50 to Bob"))
	if !errors.Is(c.err, io.EOF) || c.finish != openai.FinishReasonToolCalls {
		t.Fatalf("end %v, finish %q", c.err, c.finish)
	}
	if len(c.calls) != 2 {
		t.Fatalf("calls = %v", c.calls)
	}
	if a := c.calls[0].Function.Arguments; a != `{"slot":"amount","value":"50"}` {
		t.Errorf("call 0 arguments %q", a)
	}
	if a := c.calls[1].Function.Arguments; a != `{"slot":"payee","value":"Bob Marley"}` {
		t.Errorf("call 1 arguments %q", a)
	}
	if c.calls[1].ID != "call_fixed" || c.calls[0].ID == "" || c.calls[0].ID == c.calls[1].ID {
		t.Errorf("ids %q %q", c.calls[0].ID, c.calls[1].ID)
	}
	// interleaved: the index changes between consecutive argument deltas
	var order []int
	for _, ch := range c.chunks {
		for _, choice := range ch.Choices {
			for _, d := range choice.Delta.ToolCalls {
				order = append(order, *d.Index)
			}
		}
	}
	switches := 0
	for i := 1; i < len(order); i++ {
		if order[i] != order[i-1] {
			switches++
		}
	}
	if switches < 3 {
		t.Errorf("deltas not interleaved: indexes %v", order)
	}
}

func TestRateLimitRetryAfter(t *testing.T) {
	s := New(t, Script(t, RateLimited("1"), RateLimited("1")))
	_, err := client(s).CreateChatCompletionStream(context.Background(), chatRequest("hi"))
	var api *openai.APIError
	if !errors.As(err, &api) {
		t.Fatalf("err = %T %v, want *openai.APIError", err, err)
	}
	if api.HTTPStatusCode != http.StatusTooManyRequests || api.Code != "rate_limit_exceeded" || api.Type != "requests" || api.Message == "" {
		t.Errorf("APIError = %+v", api)
	}

	// go-openai drops the response headers; on the wire Retry-After is there.
	resp, err := http.Post(s.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m","stream":true,"messages":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "1" {
		t.Errorf("status %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type %q", ct)
	}
}

func TestInsufficientQuota(t *testing.T) {
	s := New(t, Script(t, QuotaExceeded(), Error(http.StatusInternalServerError, "boom", "server_error", "")))
	_, err := client(s).CreateChatCompletionStream(context.Background(), chatRequest("hi"))
	var api *openai.APIError
	if !errors.As(err, &api) {
		t.Fatalf("err = %T %v", err, err)
	}
	if api.HTTPStatusCode != 429 || api.Code != "insufficient_quota" || api.Type != "insufficient_quota" {
		t.Errorf("APIError = %+v", api)
	}

	// quirk: go-openai reads "code": null as the int 0 (it tries an int
	// first, and null unmarshals into one without error), not nil
	_, err = client(s).CreateChatCompletionStream(context.Background(), chatRequest("hi"))
	if !errors.As(err, &api) || api.HTTPStatusCode != 500 || api.Code != 0 || api.Message != "boom" {
		t.Errorf("err = %v, APIError %+v", err, api)
	}
}

func TestErrorBody(t *testing.T) {
	got := ErrorBody("m", "t", "")
	if want := `{"error":{"message":"m","type":"t","param":null,"code":null}}`; got != want {
		t.Errorf("ErrorBody = %s, want %s", got, want)
	}
	got = ErrorBody(`say "hi"`, "t", "c")
	if want := `{"error":{"message":"say \"hi\"","type":"t","param":null,"code":"c"}}`; got != want {
		t.Errorf("ErrorBody = %s, want %s", got, want)
	}
}

// TestNonJSONErrorBody: a proxy's HTML error page is a RequestError, not
// an APIError.
func TestNonJSONErrorBody(t *testing.T) {
	s := New(t, Script(t, Response{Status: http.StatusBadGateway, Body: "<html>502 Bad Gateway</html>", Header: map[string]string{"Content-Type": "text/html"}}))
	_, err := client(s).CreateChatCompletionStream(context.Background(), chatRequest("hi"))
	var rq *openai.RequestError
	var api *openai.APIError
	if !errors.As(err, &rq) || errors.As(err, &api) {
		t.Fatalf("err = %T %v, want *openai.RequestError", err, err)
	}
	if rq.HTTPStatusCode != 502 || !strings.Contains(string(rq.Body), "Bad Gateway") {
		t.Errorf("RequestError = %+v", rq)
	}
}

// TestCutStream: go-openai reports a stream that stops without a
// finish_reason and without [DONE] as a plain io.EOF, the same as a
// complete one. The product must notice that no finish_reason came and
// call it an error (R16). Only a dropped connection (Abort) shows up as
// io.ErrUnexpectedEOF.
func TestCutStream(t *testing.T) {
	cut := Text("The transfer of 50 EUR to Bob is")
	cut.Cut = true
	aborted := Text("The transfer of 50 EUR to Bob is")
	aborted.Abort = true
	s := New(t, Script(t, cut, aborted))

	c := stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, io.EOF) {
		t.Fatalf("cut stream ended with %v, want io.EOF", c.err)
	}
	if c.finish != "" {
		t.Errorf("cut stream sent finish_reason %q", c.finish)
	}
	if c.content != "The transfer of 50 EUR to Bob is" {
		t.Errorf("content before the cut = %q", c.content)
	}
	if c.usage != nil {
		t.Errorf("usage after a cut: %+v", c.usage)
	}

	c = stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, io.ErrUnexpectedEOF) || c.finish != "" {
		t.Errorf("aborted stream ended with %v (finish %q), want io.ErrUnexpectedEOF", c.err, c.finish)
	}
}

func TestKeepAlive(t *testing.T) {
	r := Text("kept alive across comments")
	r.KeepAlive = true
	r.Gap = time.Millisecond
	s := New(t, Script(t, r))
	c := stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, io.EOF) || c.content != "kept alive across comments" || c.finish != "stop" {
		t.Errorf("end %v, content %q, finish %q", c.err, c.content, c.finish)
	}

	// and the comments really are on the wire
	s2 := New(t, Script(t, r))
	resp, err := http.Post(s2.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m","stream":true,"messages":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if n := strings.Count(string(raw), ": keep-alive\n\n"); n != len(r.Chunks)-1 {
		t.Errorf("%d keep-alive comments, want %d", n, len(r.Chunks)-1)
	}
}

// TestStallCancelled: a client that gives up on a stalled stream gets a
// context error at once, and the server's goroutine for it ends.
func TestStallCancelled(t *testing.T) {
	r := Text("too late")
	r.Delay = time.Minute
	s := New(t, Script(t, r))
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	// the 200 and headers come at once: the stall is in Recv, not in
	// CreateChatCompletionStream
	st, err := client(s).CreateChatCompletionStream(ctx, chatRequest("hi"))
	if err != nil {
		t.Fatalf("CreateChatCompletionStream: %v", err)
	}
	_, err = st.Recv()
	st.Close()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("gave up after %v", d)
	}
	if !s.WaitIdle(5 * time.Second) {
		t.Errorf("%d requests still being served after the client left", s.Active())
	}
}

// TestHandlerSeesCancellation: a handler that blocks on the request's
// context is released when the client leaves.
func TestHandlerSeesCancellation(t *testing.T) {
	var wg sync.WaitGroup
	released := make(chan struct{})
	wg.Add(1)
	s := New(t, func(r Request) Response {
		defer wg.Done()
		select {
		case <-r.Context.Done():
			close(released)
		case <-time.After(time.Minute):
		}
		return Text("unused")
	})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := client(s).CreateChatCompletionStream(ctx, chatRequest("hi"))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v", err)
	}
	select {
	case <-released:
	case <-time.After(5 * time.Second):
		t.Fatal("handler not released by the client's cancellation")
	}
	wg.Wait()
	if !s.WaitIdle(5 * time.Second) {
		t.Error("request still being served")
	}
}

// TestCloseReleasesStalls: a stall the client never gives up on does not
// hold the test's cleanup.
func TestCloseReleasesStalls(t *testing.T) {
	r := Text("x")
	r.Delay = time.Hour
	s := New(t, Script(t, r))
	st, err := client(s).CreateChatCompletionStream(context.Background(), chatRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	done := make(chan error, 1)
	go func() { _, err := st.Recv(); done <- err }()
	time.Sleep(50 * time.Millisecond)
	closed := make(chan struct{})
	go func() { s.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(5 * time.Second):
		t.Fatal("Close blocked on a stalled request")
	}
	if err := <-done; err == nil {
		t.Error("Recv succeeded on a closed server")
	}
}

func TestRequestsRecorded(t *testing.T) {
	s := New(t, Script(t, Text("ok"), Text("ok")))
	req := chatRequest("my password is hunter2")
	req.Temperature = 0.5
	req.StreamOptions = &openai.StreamOptions{IncludeUsage: true}
	req.Tools = []openai.Tool{
		{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: "route", Description: "pick an agent", Parameters: json.RawMessage(`{"type":"object","properties":{"agent":{"type":"string","enum":["bank"]}}}`)}},
		{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: "done", Parameters: json.RawMessage(`{"type":"object"}`)}},
	}
	req.ToolChoice = openai.ToolChoice{Type: openai.ToolTypeFunction, Function: openai.ToolFunction{Name: "route"}}
	req.Messages = append(req.Messages,
		openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, ToolCalls: []openai.ToolCall{{ID: "call_1", Type: openai.ToolTypeFunction, Function: openai.FunctionCall{Name: "route", Arguments: `{"agent":"bank"}`}}}},
		openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: "call_1", Content: "routed"},
		openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, MultiContent: []openai.ChatMessagePart{{Type: openai.ChatMessagePartTypeText, Text: "the last one"}}},
	)
	stream(t, s, req)

	req2 := chatRequest("second")
	req2.Temperature = 0 // go-openai omits it
	stream(t, s, req2)

	rs := s.Requests()
	if len(rs) != 2 {
		t.Fatalf("%d requests recorded", len(rs))
	}
	r := rs[0]
	if r.Method != http.MethodPost || r.Path != "/v1/chat/completions" {
		t.Errorf("request line %s %s", r.Method, r.Path)
	}
	if !strings.Contains(string(r.Body), "hunter2") {
		t.Error("raw body not recorded")
	}
	if got := r.Header.Get("Authorization"); got != "Bearer test" {
		t.Errorf("Authorization = %q", got)
	}
	c := r.Chat
	if c.Model != "gpt-4o-mini" || !c.Stream || c.Temperature != 0.5 || !c.HasTemperature || c.StreamOptions == nil || !c.StreamOptions.IncludeUsage {
		t.Errorf("chat = %+v", c)
	}
	if got := fmt.Sprint(r.ToolNames()); got != "[route done]" {
		t.Errorf("ToolNames = %s", got)
	}
	if c.Tools[0].Function.Description != "pick an agent" || !strings.Contains(string(c.Tools[0].Function.Parameters), `"enum":["bank"]`) {
		t.Errorf("tool 0 = %+v", c.Tools[0])
	}
	if m, ok := c.ToolChoice.(map[string]any); !ok || m["type"] != "function" {
		t.Errorf("tool_choice = %#v", c.ToolChoice)
	}
	if r.System() != "You are the concierge." {
		t.Errorf("System = %q", r.System())
	}
	if r.LastUser() != "the last one" {
		t.Errorf("LastUser = %q", r.LastUser())
	}
	a := c.Messages[2]
	if a.Role != "assistant" || len(a.ToolCalls) != 1 || a.ToolCalls[0].ID != "call_1" || a.ToolCalls[0].Function.Arguments != `{"agent":"bank"}` {
		t.Errorf("assistant message = %+v", a)
	}
	if tm := c.Messages[3]; tm.Role != "tool" || tm.ToolCallID != "call_1" || tm.Content != "routed" {
		t.Errorf("tool message = %+v", tm)
	}

	if rs[1].LastUser() != "second" || rs[1].Chat.HasTemperature {
		t.Errorf("second request: last user %q, temperature present %v (go-openai omits 0)", rs[1].LastUser(), rs[1].Chat.HasTemperature)
	}
	if rs[1].Received.Before(rs[0].Received) {
		t.Error("requests out of order")
	}
}

func TestNonStream(t *testing.T) {
	s := New(t, Script(t,
		Text("plain answer"),
		ToolCalls(Call{Name: "a", Args: `{"x":1}`}, Call{Name: "b", Args: `{}`}),
	))
	resp, err := client(s).CreateChatCompletion(context.Background(), chatRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Object != "chat.completion" || len(resp.Choices) != 1 || resp.Choices[0].Message.Content != "plain answer" ||
		resp.Choices[0].FinishReason != openai.FinishReasonStop || resp.Usage.TotalTokens == 0 {
		t.Errorf("completion = %+v", resp)
	}
	resp, err = client(s).CreateChatCompletion(context.Background(), chatRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	m := resp.Choices[0].Message
	if len(m.ToolCalls) != 2 || m.ToolCalls[0].Function.Name != "a" || m.ToolCalls[0].Function.Arguments != `{"x":1}` ||
		m.ToolCalls[1].Function.Name != "b" || m.ToolCalls[1].Function.Arguments != `{}` || m.Content != "" ||
		resp.Choices[0].FinishReason != openai.FinishReasonToolCalls {
		t.Errorf("completion = %+v", resp)
	}
}

func TestNonStreamCut(t *testing.T) {
	r := Text("never whole")
	r.Cut = true
	s := New(t, Script(t, r))
	if _, err := client(s).CreateChatCompletion(context.Background(), chatRequest("hi")); err == nil {
		t.Error("a cut completion decoded without error")
	}
}

func TestOtherPaths(t *testing.T) {
	s := New(t, Script(t))
	resp, err := http.Post(s.URL+"/embeddings", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var e struct {
		Error struct{ Message, Type string } `json:"error"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&e); err != nil || resp.StatusCode != 404 || !strings.Contains(e.Error.Message, "/v1/embeddings") {
		t.Errorf("status %d, body %+v, err %v", resp.StatusCode, e, err)
	}
	resp2, err := http.Get(s.URL + "/chat/completions")
	if err != nil {
		t.Fatal(err)
	}
	resp2.Body.Close()
	if resp2.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET status %d", resp2.StatusCode)
	}
	resp3, err := http.Post(s.URL+"/chat/completions", "application/json", strings.NewReader(`{not json`))
	if err != nil {
		t.Fatal(err)
	}
	resp3.Body.Close()
	if resp3.StatusCode != http.StatusBadRequest {
		t.Errorf("bad JSON status %d", resp3.StatusCode)
	}
	if n := len(s.Requests()); n != 3 {
		t.Errorf("%d requests recorded, want 3", n)
	}
}

func TestAzurePath(t *testing.T) {
	s := New(t, Script(t, Text("from azure")))
	cfg := openai.DefaultAzureConfig("azure-key", s.Root)
	cfg.AzureModelMapperFunc = func(string) string { return "my-deployment" }
	st, err := openai.NewClientWithConfig(cfg).CreateChatCompletionStream(context.Background(), chatRequest("hi"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c := drain(t, st)
	if c.content != "from azure" || !errors.Is(c.err, io.EOF) {
		t.Errorf("content %q, end %v", c.content, c.err)
	}
	r := s.Requests()[0]
	if r.Path != "/openai/deployments/my-deployment/chat/completions" || r.Query.Get("api-version") == "" || r.Header.Get("api-key") != "azure-key" {
		t.Errorf("azure request %s %v %v", r.Path, r.Query, r.Header)
	}
}

// fakeTB records Errorf instead of failing.
type fakeTB struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.errs = append(f.errs, fmt.Sprintf(format, args...))
}

func TestScriptExhausted(t *testing.T) {
	ft := &fakeTB{TB: t}
	s := New(t, Script(ft, Text("only one")))
	stream(t, s, chatRequest("first"))
	_, err := client(s).CreateChatCompletionStream(context.Background(), chatRequest("one too many"))
	var api *openai.APIError
	if !errors.As(err, &api) || api.HTTPStatusCode != 500 {
		t.Errorf("err = %v", err)
	}
	ft.mu.Lock()
	defer ft.mu.Unlock()
	if len(ft.errs) != 1 || !strings.Contains(ft.errs[0], "#2") || !strings.Contains(ft.errs[0], "one too many") {
		t.Errorf("errors = %q", ft.errs)
	}
}

func TestWithUsage(t *testing.T) {
	s := New(t, Script(t, Text("counted").WithUsage(100, 7)))
	c := stream(t, s, chatRequest("hi"))
	if c.usage == nil || *c.usage != (openai.Usage{PromptTokens: 100, CompletionTokens: 7, TotalTokens: 107}) {
		t.Errorf("usage = %+v", c.usage)
	}
}

// The tests below pin down how go-openai v1.43.0 treats odd streams, so a
// change in a later version shows up here first.

// A mid-stream error event is an *openai.APIError (status 0) wrapped in
// Recv's error.
func TestQuirkMidStreamError(t *testing.T) {
	s := New(t, Script(t, Response{Chunks: []Chunk{
		{}, {Content: "partial"},
		StreamError("The server had an error while processing your request.", "server_error", ""),
	}}))
	c := stream(t, s, chatRequest("hi"))
	var api *openai.APIError
	if !errors.As(c.err, &api) || api.HTTPStatusCode != 0 || api.Type != "server_error" {
		t.Errorf("err = %T %v", c.err, c.err)
	}
	if c.content != "partial" {
		t.Errorf("content = %q", c.content)
	}
}

// After a comment line, the same error event is no longer recognised: the
// error accumulator also holds the comment, fails to parse, and Recv
// returns a bare JSON syntax error.
func TestQuirkErrorAfterKeepAlive(t *testing.T) {
	s := New(t, Script(t, Response{KeepAlive: true, Chunks: []Chunk{
		{}, {Content: "partial"},
		StreamError("overloaded", "server_error", ""),
	}}))
	c := stream(t, s, chatRequest("hi"))
	var api *openai.APIError
	var syntax *json.SyntaxError
	if c.err == nil || errors.Is(c.err, io.EOF) || errors.As(c.err, &api) {
		t.Errorf("err = %T %v; go-openai changed: it now reports the APIError", c.err, c.err)
	}
	if !errors.As(c.err, &syntax) {
		t.Errorf("err = %T %v, want a *json.SyntaxError", c.err, c.err)
	}
}

// An error event spelled with a space after "{" is taken for an empty
// chunk; the stream then ends with io.EOF and no finish_reason.
func TestQuirkSpacedErrorSwallowed(t *testing.T) {
	s := New(t, Script(t, Response{Cut: true, Chunks: []Chunk{
		{}, {Content: "partial"},
		{Raw: `data: { "error": { "message": "overloaded", "type": "server_error" } }` + "\n\n"},
	}}))
	c := stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, io.EOF) || c.finish != "" {
		t.Errorf("err = %v, finish %q", c.err, c.finish)
	}
	if last := c.chunks[len(c.chunks)-1]; len(last.Choices) != 0 || last.Usage != nil {
		t.Errorf("the error arrived as %+v", last)
	}
}

// An empty data: line fails Recv with a JSON error.
func TestQuirkEmptyData(t *testing.T) {
	s := New(t, Script(t, Response{Chunks: []Chunk{{}, {Content: "x"}, {Raw: "data: \n\n"}, {Content: "y"}, {FinishReason: "stop"}}}))
	c := stream(t, s, chatRequest("hi"))
	var syntax *json.SyntaxError
	if !errors.As(c.err, &syntax) {
		t.Errorf("err = %T %v, want a *json.SyntaxError", c.err, c.err)
	}
}

// More than EmptyMessagesLimit (300) non-data lines in a row end the
// stream with ErrTooManyEmptyStreamMessages; event: lines and comments
// are otherwise ignored.
func TestQuirkEmptyMessagesLimit(t *testing.T) {
	ok := Response{Chunks: []Chunk{{}, {Raw: "event: message\n: comment\n\n"}, {Content: "fine"}, {FinishReason: "stop"}}}
	flood := Response{Chunks: []Chunk{{}, {Raw: strings.Repeat(": ping\n", 301)}, {Content: "late"}, {FinishReason: "stop"}}}
	s := New(t, Script(t, ok, flood))
	c := stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, io.EOF) || c.content != "fine" || c.finish != "stop" {
		t.Errorf("end %v, content %q, finish %q", c.err, c.content, c.finish)
	}
	c = stream(t, s, chatRequest("hi"))
	if !errors.Is(c.err, openai.ErrTooManyEmptyStreamMessages) {
		t.Errorf("err = %v, want ErrTooManyEmptyStreamMessages", c.err)
	}
}

// readEvents is a tiny SSE reader for checks that must not go through
// go-openai.
func readEvents(t *testing.T, r io.Reader) []string {
	t.Helper()
	var out []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if line := sc.Text(); strings.HasPrefix(line, "data: ") {
			out = append(out, strings.TrimPrefix(line, "data: "))
		}
	}
	return out
}

// The first tool-call chunk looks like OpenAI's: role, content null, the
// call's id, type and name with empty arguments; later deltas carry only
// index and arguments.
func TestToolCallWire(t *testing.T) {
	s := New(t, Script(t, ToolCall("done", `{"ok":true}`)))
	resp, err := http.Post(s.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m","stream":true,"messages":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	ev := readEvents(t, resp.Body)
	type delta struct {
		Choices []struct {
			Delta map[string]json.RawMessage `json:"delta"`
		} `json:"choices"`
	}
	var first, second delta
	if err := json.Unmarshal([]byte(ev[0]), &first); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(ev[1]), &second); err != nil {
		t.Fatal(err)
	}
	d0 := first.Choices[0].Delta
	if string(d0["role"]) != `"assistant"` || string(d0["content"]) != "null" {
		t.Errorf("first delta %s", ev[0])
	}
	if !strings.Contains(string(d0["tool_calls"]), `"type":"function","function":{"name":"done","arguments":""}`) {
		t.Errorf("first tool call delta %s", d0["tool_calls"])
	}
	d1 := second.Choices[0].Delta
	if _, ok := d1["role"]; ok || strings.Contains(string(d1["tool_calls"]), `"id"`) || strings.Contains(string(d1["tool_calls"]), `"type"`) {
		t.Errorf("second delta %s", ev[1])
	}
	if ev[len(ev)-1] != "[DONE]" {
		t.Errorf("last event %q", ev[len(ev)-1])
	}
}
