package openai

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// decodeDeltas turns fuzz bytes into a chunk sequence. Each op is three
// bytes and a payload: index (signed, -4..4), flags (id, name, content, new
// chunk, tokens), payload length (0..7), then the payload, used as the
// arguments piece (and as content when the content flag is set).
func decodeDeltas(data []byte) []ChatChunk {
	var chunks []ChatChunk
	cur := ChatChunk{}
	for len(data) >= 3 {
		idx := int(int8(data[0])) % 5
		flags := data[1]
		n := int(data[2] % 8)
		data = data[3:]
		n = min(n, len(data))
		piece := string(data[:n])
		data = data[n:]

		if flags&8 != 0 && (cur.Content != "" || len(cur.ToolCalls) > 0 || cur.Tokens > 0) {
			chunks = append(chunks, cur)
			cur = ChatChunk{}
		}
		if flags&4 != 0 {
			cur.Content += piece
			continue
		}
		if flags&16 != 0 {
			cur.Tokens += n
		}
		d := ToolCallDelta{Index: idx, Arguments: piece}
		if flags&1 != 0 {
			d.ID = fmt.Sprintf("id%d_%d", idx, flags>>5)
		}
		if flags&2 != 0 {
			d.Name = fmt.Sprintf("tool%d_%d", idx, flags>>6)
		}
		cur.ToolCalls = append(cur.ToolCalls, d)
	}
	chunks = append(chunks, cur)
	return chunks
}

func FuzzCollect(f *testing.F) {
	f.Add([]byte{0, 3, 2, '{', '"', 1, 1, 3, 'a', 'b', 'c', 0, 8, 1, '}'}, true)
	f.Add([]byte{0, 4, 5, 'h', 'e', 'l', 'l', 'o', 1, 2, 0, 0xff, 9, 2, '{', '}'}, true)
	f.Add([]byte{0, 1, 0, 0, 1, 1, 'x'}, false)
	f.Add([]byte{0xfe, 0x13, 7, 1, 2, 3, 4, 5, 6, 7, 2, 0x2b, 1, 0xc3}, true)
	f.Fuzz(func(t *testing.T, data []byte, finish bool) {
		chunks := decodeDeltas(data)
		if finish {
			chunks = append(chunks, ChatChunk{FinishReason: "tool_calls", Tokens: 1})
		}

		// what a correct merge yields, per index
		type want struct {
			id, name string
			args     strings.Builder
		}
		wants := map[int]*want{}
		var content strings.Builder
		tokens := 0
		for _, ch := range chunks {
			content.WriteString(ch.Content)
			tokens = max(tokens, ch.Tokens) // running totals, never summed
			for _, d := range ch.ToolCalls {
				w := wants[d.Index]
				if w == nil {
					w = &want{}
					wants[d.Index] = w
				}
				if w.id == "" {
					w.id = d.ID
				}
				if w.name == "" {
					w.name = d.Name
				}
				w.args.WriteString(d.Arguments)
			}
		}

		s := &memStream{chunks: chunks}
		var got strings.Builder
		c, err := Collect(s, func(d string) {
			if d == "" {
				t.Error("onDelta got an empty piece")
			}
			got.WriteString(d)
		})
		if s.closes == 0 {
			t.Error("stream not closed")
		}
		if got.String() != content.String() {
			t.Errorf("onDelta pieces %q, want %q", got.String(), content.String())
		}
		if c.Tokens != tokens {
			t.Errorf("tokens %d, want %d", c.Tokens, tokens)
		}
		if !finish {
			if !errors.Is(err, ErrStreamCut) {
				t.Fatalf("err = %v, want ErrStreamCut", err)
			}
			return
		}
		if err != nil {
			t.Fatalf("err = %v", err)
		}
		// a </think> that closes nothing ends the model's thinking: what
		// came before it is reasoning, not the reply
		wantContent, wantReasoning := content.String(), ""
		if i := strings.LastIndex(wantContent, "</think>"); i >= 0 {
			wantContent, wantReasoning = strings.TrimLeft(wantContent[i+len("</think>"):], " \t\r\n"), wantContent[:i]
		}
		if c.Content != wantContent || c.Reasoning != wantReasoning {
			t.Errorf("content %q, reasoning %q; want %q, %q", c.Content, c.Reasoning, wantContent, wantReasoning)
		}
		idx := make([]int, 0, len(wants))
		for i := range wants {
			idx = append(idx, i)
		}
		sort.Ints(idx)
		if len(c.ToolCalls) != len(idx) {
			t.Fatalf("%d calls, want %d", len(c.ToolCalls), len(idx))
		}
		for n, i := range idx {
			w, call := wants[i], c.ToolCalls[n]
			if call.Arguments != w.args.String() {
				t.Errorf("index %d: arguments %q, want %q", i, call.Arguments, w.args.String())
			}
			if call.Name != w.name {
				t.Errorf("index %d: name %q, want %q", i, call.Name, w.name)
			}
			if call.ID == "" || (w.id != "" && call.ID != w.id) {
				t.Errorf("index %d: id %q, want %q (or a generated one)", i, call.ID, w.id)
			}
		}
	})
}
