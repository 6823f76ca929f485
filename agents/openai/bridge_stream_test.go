package openai

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// sse is a recorded stream: each event as the server wrote it.
func sse(events ...string) openaitest.Response {
	r := openaitest.Response{}
	for _, e := range events {
		r.Pieces = append(r.Pieces, e+"\n\n")
	}
	return r
}

// chunk is a chat.completion.chunk with one choice.
func chunk(delta string, finish string) string {
	f := "null"
	if finish != "" {
		f = `"` + finish + `"`
	}
	return `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":` + f + `}]}`
}

// TestClientReadsStreams: shapes of stream that are not OpenAI's own, each
// of which go-openai's reader gets wrong on its own and the bridge mends
// (R31, R54).
func TestClientReadsStreams(t *testing.T) {
	t.Parallel()
	var comments []string
	for range 320 { // go-openai gave up after 300 "empty messages"
		comments = append(comments, ": keep-alive")
	}
	tests := []struct {
		name       string
		resp       openaitest.Response
		content    string
		reasoning  string
		args       string // the first call's arguments
		tokens     int
		deltas     string // "" means the same as content
		errHas     string
		is         error
		refusedAll bool
	}{
		{
			name: "arguments sent as a JSON object",
			resp: sse(chunk(`{"role":"assistant","tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"route","arguments":{"agent": "transfer_money", "reason": "x"}}}]}`, ""),
				chunk(`{}`, "tool_calls"), "data: [DONE]"),
			args: `{"agent":"transfer_money","reason":"x"}`,
		},
		{
			name:   "event: error is an error with its message",
			resp:   sse(chunk(`{"content":"Which"}`, ""), "event: error\ndata: {\"error\":{\"message\":\"overloaded\",\"type\":\"server_error\"}}"),
			errHas: "the model's server stopped with an error: overloaded",
		},
		{
			// go-openai kept comment lines in an error accumulator, so an
			// error after a keep-alive was a bare JSON syntax error
			name:   "an error object after a keep-alive comment",
			resp:   sse(chunk(`{"content":"Which"}`, ""), ": keep-alive", `data: {"error":{"message":"upstream died"}}`),
			errHas: "upstream died",
		},
		{
			// go-openai only knew the exact spelling data: {"error":
			name:   "an error object spelt with spaces",
			resp:   sse(chunk(`{"content":"Which"}`, ""), `data: { "error": { "message": "spaced out" } }`),
			errHas: "spaced out",
		},
		{
			name:    "more comment lines than go-openai's empty-message limit",
			resp:    sse(append(append(comments, chunk(`{"content":"ok"}`, "")), chunk(`{}`, "stop"), "data: [DONE]")...),
			content: "ok",
		},
		{
			name:    "usage repeated on every chunk is a running total",
			resp:    sse(`data: {"choices":[{"index":0,"delta":{"content":"a"},"finish_reason":null}],"usage":{"prompt_tokens":10,"completion_tokens":1,"total_tokens":11}}`, `data: {"choices":[{"index":0,"delta":{"content":"b"},"finish_reason":"stop"}],"usage":{"prompt_tokens":10,"completion_tokens":2,"total_tokens":12}}`, `data: {"choices":[],"usage":{"prompt_tokens":10,"completion_tokens":2,"total_tokens":12}}`, "data: [DONE]"),
			content: "ab",
			tokens:  12,
		},
		{
			name:       "content_filter is a refusal, never content",
			resp:       sse(chunk(`{"content":"Here is how to"}`, ""), chunk(`{}`, "content_filter"), "data: [DONE]"),
			deltas:     "Here is how to",
			is:         ErrRefused,
			refusedAll: true,
		},
		{
			name:      "reasoning_content and reasoning are not content",
			resp:      sse(chunk(`{"reasoning_content":"think A. "}`, ""), chunk(`{"reasoning":"think B."}`, ""), chunk(`{"content":"Answer."}`, "stop"), "data: [DONE]"),
			content:   "Answer.",
			reasoning: "think A. think B.",
		},
		{
			name:      "a think block cut across chunks",
			resp:      sse(chunk(`{"content":"<thi"}`, ""), chunk(`{"content":"nk>plan</th"}`, ""), chunk(`{"content":"ink>Hi"}`, ""), chunk(`{}`, "stop"), "data: [DONE]"),
			content:   "Hi",
			reasoning: "plan",
		},
		{
			name:      "a held-back tag start that was text",
			resp:      sse(chunk(`{"content":"a <"}`, "stop"), "data: [DONE]"),
			content:   "a <",
			reasoning: "",
		},
		{
			name:    "CRLF line ends",
			resp:    openaitest.Response{Pieces: []string{chunk(`{"content":"ok"}`, "") + "\r\n\r\n", chunk(`{}`, "stop") + "\r\n\r\n", "data: [DONE]\r\n\r\n"}},
			content: "ok",
		},
		{
			name: "a server that ignored stream and sent a whole completion",
			resp: openaitest.Response{Header: map[string]string{"Content-Type": "application/json"}, Pieces: []string{
				`{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"<think>hm</think>Whole."},"finish_reason":"stop"}],"usage":{"prompt_tokens":5,"completion_tokens":2,"total_tokens":7}}`}},
			content:   "Whole.",
			reasoning: "hm",
			tokens:    7,
		},
		{
			name:   "finish_reason error without an error object",
			resp:   sse(chunk(`{"content":"a"}`, ""), chunk(`{}`, "error"), "data: [DONE]"),
			errHas: "the model's server stopped with an error",
		},
		{
			name: "the body ends inside the last event",
			resp: openaitest.Response{Pieces: []string{chunk(`{"content":"a"}`, "") + "\n\n", `data: {"choices":[{"index":0,"delta":{"content":"b`}},
			is:   ErrStreamCut,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.resp))
			c, _ := testClient(s, nil)
			var deltas strings.Builder
			got, err := streamAndCollectDeltas(c, simpleRequest("hi"), &deltas)
			switch {
			case tc.errHas != "" || tc.is != nil:
				if err == nil {
					t.Fatalf("success %+v, want an error", got)
				}
				if tc.errHas != "" && !strings.Contains(err.Error(), tc.errHas) {
					t.Errorf("error %q does not contain %q", err, tc.errHas)
				}
				if tc.is != nil && !errors.Is(err, tc.is) {
					t.Errorf("err = %v, want %v", err, tc.is)
				}
			case err != nil:
				t.Fatalf("err = %v", err)
			}
			if tc.refusedAll && (!got.Refused || got.Content != "") {
				t.Errorf("completion %+v: want Refused and no content", got)
			}
			if tc.errHas == "" && tc.is == nil {
				if got.Content != tc.content || got.Reasoning != tc.reasoning {
					t.Errorf("content %q, reasoning %q; want %q, %q", got.Content, got.Reasoning, tc.content, tc.reasoning)
				}
				want := tc.deltas
				if want == "" {
					want = tc.content
				}
				if deltas.String() != want {
					t.Errorf("deltas %q, want %q", deltas.String(), want)
				}
				if got.Tokens != tc.tokens {
					t.Errorf("tokens %d, want %d", got.Tokens, tc.tokens)
				}
			}
			if tc.deltas != "" && deltas.String() != tc.deltas {
				t.Errorf("deltas %q, want %q", deltas.String(), tc.deltas)
			}
			if tc.args != "" && (len(got.ToolCalls) != 1 || got.ToolCalls[0].Arguments != tc.args) {
				t.Errorf("calls %+v, want arguments %s", got.ToolCalls, tc.args)
			}
		})
	}
}

// TestClientCommentsAreLiveness: a server that sends only keep-alive
// comments for longer than the stall time, each well within it, has not
// stalled (R31); one that sends nothing has.
func TestClientCommentsAreLiveness(t *testing.T) {
	t.Parallel()
	var events []string
	for range 12 {
		events = append(events, ": OPENROUTER PROCESSING")
	}
	events = append(events, chunk(`{"content":"late but alive"}`, "stop"), "data: [DONE]")
	alive := sse(events...)
	alive.Gap = 40 * time.Millisecond // 12 × 40 ms > the 300 ms stall
	s := openaitest.New(t, openaitest.Script(t, alive))
	c, _ := testClient(s, func(cfg *Config) { cfg.Stall = 300 * time.Millisecond })
	start := time.Now()
	got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
	if err != nil {
		t.Fatalf("err = %v after %v, want the comments to keep the stream alive", err, time.Since(start))
	}
	if got.Content != "late but alive" {
		t.Errorf("content %q", got.Content)
	}
	if d := time.Since(start); d < 300*time.Millisecond {
		t.Logf("the stream took only %v; the test does not prove the reset", d)
	}
}
