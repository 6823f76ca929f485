package openai

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
)

// ErrStreamCut is a stream that ended without a finish reason: the
// connection dropped or the server gave up. It is never a success (R16).
var ErrStreamCut = errors.New("the model's answer was cut off before it finished")

// Completion is a whole streamed answer.
type Completion struct {
	Content      string
	ToolCalls    []ToolCall
	FinishReason string
	Tokens       int
}

// Collect reads a stream to its end, merging tool-call deltas by index and
// handing each piece of content to onDelta as it arrives.
//
// The merge rule (R16): a call's id, name and type come from the first
// delta that has them; only arguments are concatenated. Servers differ in
// whether they repeat the id on later deltas; taking the first value and
// never concatenating it handles both.
func Collect(s ChatStream, onDelta func(string)) (Completion, error) {
	defer s.Close()
	var (
		out     Completion
		content strings.Builder
		calls   = map[int]*ToolCall{}
	)
	for {
		ch, err := s.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return out, err
		}
		if ch.Content != "" {
			content.WriteString(ch.Content)
			if onDelta != nil {
				onDelta(ch.Content)
			}
		}
		for _, d := range ch.ToolCalls {
			c := calls[d.Index]
			if c == nil {
				c = &ToolCall{}
				calls[d.Index] = c
			}
			if c.ID == "" {
				c.ID = d.ID
			}
			if c.Name == "" {
				c.Name = d.Name
			}
			c.Arguments += d.Arguments
		}
		if ch.FinishReason != "" {
			out.FinishReason = ch.FinishReason
		}
		out.Tokens += ch.Tokens
	}
	out.Content = content.String()
	if out.FinishReason == "" {
		return out, ErrStreamCut
	}
	idx := make([]int, 0, len(calls))
	for i := range calls {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	used := map[string]bool{}
	for _, i := range idx {
		if id := calls[i].ID; id != "" && !used[id] {
			used[id] = true
		} else {
			calls[i].ID = ""
		}
	}
	n := 0
	for _, i := range idx {
		c := *calls[i]
		// some local servers send no id, or one id for every call: a
		// request answering them must still name each call once
		for c.ID == "" {
			if id := fmt.Sprintf("call_%d", n); !used[id] {
				c.ID, used[id] = id, true
			}
			n++
		}
		out.ToolCalls = append(out.ToolCalls, c)
	}
	return out, nil
}
