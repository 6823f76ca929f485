package openaitest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

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

// pieces replays a recorded answer: each piece verbatim and flushed, with
// the Gap between them, so that chunk timing is part of the replay.
func (a *answer) pieces() {
	if a.w.Header().Get("Content-Type") == "" {
		a.w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
	}
	a.w.WriteHeader(http.StatusOK)
	a.flush()
	if !a.wait(a.resp.Delay) {
		return
	}
	for i, p := range a.resp.Pieces {
		if i > 0 && !a.wait(a.resp.Gap) {
			return
		}
		if _, err := io.WriteString(a.w, p); err != nil {
			return
		}
		a.flush()
	}
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
