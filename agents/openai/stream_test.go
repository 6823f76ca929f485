package openai

import (
	"errors"
	"io"
	"reflect"
	"testing"
)

// memStream is an in-memory ChatStream: it yields chunks, then end (io.EOF
// when nil).
type memStream struct {
	chunks []ChatChunk
	end    error
	pos    int
	closes int
}

func (s *memStream) Recv() (ChatChunk, error) {
	if s.pos < len(s.chunks) {
		s.pos++
		return s.chunks[s.pos-1], nil
	}
	if s.end != nil {
		return ChatChunk{}, s.end
	}
	return ChatChunk{}, io.EOF
}

func (s *memStream) Close() error {
	s.closes++
	return nil
}

func deltas(ds ...ToolCallDelta) ChatChunk { return ChatChunk{ToolCalls: ds} }

func TestCollect(t *testing.T) {
	t.Parallel()
	errBoom := errors.New("boom")
	tests := []struct {
		name    string
		chunks  []ChatChunk
		end     error
		want    Completion
		deltas  []string
		wantErr error
	}{
		{
			// usage reported twice is a running total (Groq's x_groq and
			// usage chunks, vLLM's continuous usage): never summed
			name:   "text in order, the largest usage kept",
			chunks: []ChatChunk{{Content: "Hel"}, {Content: "lo, "}, {Content: "world"}, {FinishReason: "stop", Tokens: 3}, {Tokens: 14}},
			want:   Completion{Content: "Hello, world", FinishReason: "stop", Tokens: 14},
			deltas: []string{"Hel", "lo, ", "world"},
		},
		{
			name: "two calls interleaved by index, id and name on the first delta only",
			chunks: []ChatChunk{
				deltas(ToolCallDelta{Index: 0, ID: "call_a", Name: "fill_slots"}),
				deltas(ToolCallDelta{Index: 1, ID: "call_b", Name: "pass"}),
				deltas(ToolCallDelta{Index: 0, Arguments: `{"amo`}),
				deltas(ToolCallDelta{Index: 1, Arguments: `{"reas`}),
				deltas(ToolCallDelta{Index: 0, Arguments: `unt":"5`}, ToolCallDelta{Index: 1, Arguments: `on":"x"`}),
				deltas(ToolCallDelta{Index: 0, Arguments: `00"}`}),
				deltas(ToolCallDelta{Index: 1, Arguments: `}`}),
				{FinishReason: "tool_calls"},
			},
			want: Completion{FinishReason: "tool_calls", ToolCalls: []ToolCall{
				{ID: "call_a", Name: "fill_slots", Arguments: `{"amount":"500"}`},
				{ID: "call_b", Name: "pass", Arguments: `{"reason":"x"}`},
			}},
		},
		{
			name: "id and name repeated on later deltas are not concatenated",
			chunks: []ChatChunk{
				deltas(ToolCallDelta{Index: 0, ID: "call_a", Name: "route", Arguments: `{"agent":`}),
				deltas(ToolCallDelta{Index: 0, ID: "call_a", Name: "route", Arguments: `"x"}`}),
				{FinishReason: "tool_calls"},
			},
			want: Completion{FinishReason: "tool_calls", ToolCalls: []ToolCall{{ID: "call_a", Name: "route", Arguments: `{"agent":"x"}`}}},
		},
		{
			name: "id arriving after the first delta is taken",
			chunks: []ChatChunk{
				deltas(ToolCallDelta{Index: 0, Name: "route"}),
				deltas(ToolCallDelta{Index: 0, ID: "late", Arguments: `{}`}),
				deltas(ToolCallDelta{Index: 0, ID: "later"}),
				{FinishReason: "tool_calls"},
			},
			want: Completion{FinishReason: "tool_calls", ToolCalls: []ToolCall{{ID: "late", Name: "route", Arguments: `{}`}}},
		},
		{
			name: "missing ids get call_N, calls ordered by index",
			chunks: []ChatChunk{
				deltas(ToolCallDelta{Index: 1, Name: "pass", Arguments: `{}`}),
				deltas(ToolCallDelta{Index: 0, Name: "fill_slots", Arguments: `{}`}),
				{FinishReason: "tool_calls"},
			},
			want: Completion{FinishReason: "tool_calls", ToolCalls: []ToolCall{
				{ID: "call_0", Name: "fill_slots", Arguments: `{}`},
				{ID: "call_1", Name: "pass", Arguments: `{}`},
			}},
		},
		{
			name:   "content and a tool call together",
			chunks: []ChatChunk{{Content: "Sure. "}, deltas(ToolCallDelta{Index: 0, ID: "c", Name: "done", Arguments: `{}`}), {Content: "Done."}, {FinishReason: "tool_calls", Tokens: 9}},
			want:   Completion{Content: "Sure. Done.", FinishReason: "tool_calls", Tokens: 9, ToolCalls: []ToolCall{{ID: "c", Name: "done", Arguments: `{}`}}},
			deltas: []string{"Sure. ", "Done."},
		},
		{
			name:    "EOF without finish_reason is a cut stream",
			chunks:  []ChatChunk{{Content: "The transfer is"}, {Tokens: 4}},
			want:    Completion{Content: "The transfer is", Tokens: 4},
			deltas:  []string{"The transfer is"},
			wantErr: ErrStreamCut,
		},
		{
			name:    "cut in the middle of a tool call gives no calls",
			chunks:  []ChatChunk{deltas(ToolCallDelta{Index: 0, ID: "c", Name: "route", Arguments: `{"agent":"tra`})},
			wantErr: ErrStreamCut,
		},
		{
			name:    "an empty stream is cut",
			wantErr: ErrStreamCut,
		},
		{
			name:    "an error ends the stream",
			chunks:  []ChatChunk{{Content: "par"}, {Content: "tial"}},
			end:     errBoom,
			want:    Completion{},
			deltas:  []string{"par", "tial"},
			wantErr: errBoom,
		},
		{
			name:   "chunks after the finish are still read (usage)",
			chunks: []ChatChunk{{Content: "ok"}, {FinishReason: "stop"}, {Tokens: 12}},
			want:   Completion{Content: "ok", FinishReason: "stop", Tokens: 12},
			deltas: []string{"ok"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := &memStream{chunks: tc.chunks, end: tc.end}
			var got []string
			c, err := Collect(s, func(d string) { got = append(got, d) })
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err = %v, want %v", err, tc.wantErr)
			}
			if s.closes == 0 {
				t.Error("Collect did not close the stream")
			}
			if !reflect.DeepEqual(got, tc.deltas) {
				t.Errorf("onDelta got %q, want %q", got, tc.deltas)
			}
			if tc.wantErr != nil {
				if len(c.ToolCalls) != 0 {
					t.Errorf("tool calls from a failed stream: %+v", c.ToolCalls)
				}
				if errors.Is(tc.wantErr, ErrStreamCut) && (c.Content != tc.want.Content || c.Tokens != tc.want.Tokens) {
					t.Errorf("partial completion = %+v, want %+v", c, tc.want)
				}
				return
			}
			if !reflect.DeepEqual(c, tc.want) {
				t.Errorf("completion = %+v\nwant         %+v", c, tc.want)
			}
		})
	}
}

// TestCollectNilOnDelta: a nil onDelta is allowed.
func TestCollectNilOnDelta(t *testing.T) {
	t.Parallel()
	c, err := Collect(&memStream{chunks: []ChatChunk{{Content: "a"}, {Content: "b", FinishReason: "stop"}}}, nil)
	if err != nil || c.Content != "ab" {
		t.Errorf("Collect = %+v, %v", c, err)
	}
}

// TestCollectUniqueIDs: the ids Collect hands on must be unique, since the
// engine answers each call with a tool message by id, and a request with
// two calls of one id is invalid.
func TestCollectUniqueIDs(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		chunks []ChatChunk
	}{
		{
			name: "server id collides with a generated one",
			chunks: []ChatChunk{
				deltas(ToolCallDelta{Index: 0, ID: "call_1", Name: "fill_slots", Arguments: `{}`}),
				deltas(ToolCallDelta{Index: 1, Name: "pass", Arguments: `{}`}),
				{FinishReason: "tool_calls"},
			},
		},
		{
			name: "server repeats one id for two calls",
			chunks: []ChatChunk{
				deltas(ToolCallDelta{Index: 0, ID: "call", Name: "fill_slots", Arguments: `{}`}),
				deltas(ToolCallDelta{Index: 1, ID: "call", Name: "pass", Arguments: `{}`}),
				{FinishReason: "tool_calls"},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c, err := Collect(&memStream{chunks: tc.chunks}, nil)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			for _, call := range c.ToolCalls {
				if seen[call.ID] {
					t.Fatalf("Collect returns two tool calls with id %q (%+v); the engine's retry then builds an invalid message list", call.ID, c.ToolCalls)
				}
				seen[call.ID] = true
			}
		})
	}
}
