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
	// InputTokens and OutputTokens split Tokens when the server does.
	InputTokens, OutputTokens int
	// Reasoning is the model's thinking, never part of Content: for the
	// trace, not for the user.
	Reasoning string
	// Refused is an answer the model or the server's content filter
	// declined to give; Refusal is the model's own words for it, if any.
	// Collect then returns ErrRefused and no content.
	Refused bool
	Refusal string
}

// Collect reads a stream to its end, merging tool-call deltas by index and
// handing each piece of content to onDelta as it arrives.
//
// Usage: the largest count a chunk reported, not the sum — servers that
// report usage more than once report running totals (vLLM's continuous
// usage, Groq's x_groq and usage chunks).
//
// A refusal (finish_reason "content_filter", a refusal delta) is an error
// wrapping ErrRefused, never an answer: what content came before it is
// dropped from the Completion.
//
// The merge rule (R16): a call's id, name and type come from the first
// delta that has them; only arguments are concatenated. Servers differ in
// whether they repeat the id on later deltas; taking the first value and
// never concatenating it handles both.
func Collect(s ChatStream, onDelta func(string)) (Completion, error) {
	defer s.Close()
	var (
		out       Completion
		content   strings.Builder
		reasoning strings.Builder
		refusal   strings.Builder
		calls     = map[int]*ToolCall{}
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
			if c.Extra == "" {
				c.Extra = d.Extra
			}
			c.Arguments += d.Arguments
		}
		reasoning.WriteString(ch.Reasoning)
		refusal.WriteString(ch.Refusal)
		if ch.FinishReason != "" {
			out.FinishReason = ch.FinishReason
		}
		out.Tokens = max(out.Tokens, ch.Tokens)
		out.InputTokens = max(out.InputTokens, ch.InputTokens)
		out.OutputTokens = max(out.OutputTokens, ch.OutputTokens)
	}
	var stray string
	out.Content, stray = splitStrayClose(content.String())
	out.Reasoning = stray + reasoning.String()
	if out.FinishReason == "" {
		return out, ErrStreamCut
	}
	if out.FinishReason == "content_filter" || refusal.Len() > 0 {
		out.Refused, out.Refusal, out.Content = true, refusal.String(), ""
		return out, refused(out.Refusal)
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
