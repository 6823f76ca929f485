package openai

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
)

// openAIStream is one answer being read through go-openai's stream: the
// stall watchdog, the finish check, <think> splitting and the tool-call
// indexes stay here, since go-openai has none of them. go-openai returns
// io.EOF both after [DONE] and when the body just stops; only a
// finish_reason tells a finished answer from a cut one (R16).
type openAIStream struct {
	cancel  context.CancelFunc
	stall   time.Duration
	ex      *exchange
	stream  *goopenai.ChatCompletionStream
	pending *ChatChunk

	done  bool // go-openai's stream has ended
	think thinkSplitter
	calls callIndexer

	mu       sync.Mutex
	timer    *time.Timer
	stalled  bool
	finished bool
	closed   bool
}

// watch starts the stall watchdog: no sign of life for the stall time
// cancels the request, and Recv reports the stall instead of a bare
// cancellation. The bridge calls alive for every event, comments
// included: OpenRouter's ": OPENROUTER PROCESSING" while a slow model
// thinks is the server saying it is still there (R31).
func (s *openAIStream) watch() {
	s.timer = time.AfterFunc(s.stall, func() {
		s.mu.Lock()
		s.stalled = true
		s.mu.Unlock()
		s.cancel()
	})
}

func (s *openAIStream) alive() { s.timer.Reset(s.stall) }

func (s *openAIStream) isStalled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stalled
}

func (s *openAIStream) stallError() error {
	return fmt.Errorf("%w: the model sent nothing for %s", ErrStalled, s.stall)
}

// Recv implements ChatStream.
func (s *openAIStream) Recv() (ChatChunk, error) {
	if p := s.pending; p != nil {
		s.pending = nil
		return *p, nil
	}
	return s.recv()
}

// recv returns the next chunk that carries something.
func (s *openAIStream) recv() (ChatChunk, error) {
	for {
		if s.done {
			return s.end()
		}
		resp, err := s.stream.Recv()
		if errors.Is(err, io.EOF) {
			s.done = true
			continue
		}
		if err != nil {
			s.done = true
			return ChatChunk{}, s.failed(err)
		}
		if ch := s.chunk(resp); !ch.empty() {
			return ch, nil
		}
	}
}

// failed words an error that ends the stream: a stall wins over the
// cancellation it caused; a cut stream is one; an error in a body that
// was one JSON document is the server's answer (status 200); any other is
// the answer breaking off.
func (s *openAIStream) failed(err error) error {
	if s.isStalled() {
		return s.stallError()
	}
	if errors.Is(err, ErrStreamCut) {
		return err
	}
	err = apiErrorOf(err, s.ex)
	var e *apiError
	if errors.As(err, &e) {
		s.ex.mu.Lock()
		whole := s.ex.whole
		s.ex.mu.Unlock()
		if whole {
			e.Status = 200 // an error sent as a success: LM Studio's unknown path
			return e
		}
	}
	return brokeOff(err)
}

// end is the end of the body: held-back content first, then io.EOF — or
// ErrStreamCut when no finish_reason ever came (R16).
func (s *openAIStream) end() (ChatChunk, error) {
	if c, r := s.think.flush(); c != "" || r != "" {
		return ChatChunk{Content: c, Reasoning: r}, nil
	}
	if !s.finished {
		return ChatChunk{}, ErrStreamCut
	}
	return ChatChunk{}, io.EOF
}

// chunk reads one of go-openai's chunks, every choice merged.
func (s *openAIStream) chunk(resp goopenai.ChatCompletionStreamResponse) ChatChunk {
	var ch ChatChunk
	if u := resp.Usage; u != nil {
		ch.Tokens = u.TotalTokens
		if ch.Tokens == 0 {
			ch.Tokens = u.PromptTokens + u.CompletionTokens
		}
		ch.InputTokens, ch.OutputTokens = u.PromptTokens, u.CompletionTokens
	}
	for _, c := range resp.Choices {
		d := c.Delta
		content, reasoning := s.think.feed(d.Content)
		ch.Content += content
		ch.Reasoning += reasoning + d.ReasoningContent
		ch.Refusal += d.Refusal
		for _, tc := range d.ToolCalls {
			ch.ToolCalls = append(ch.ToolCalls, ToolCallDelta{
				Index:     s.calls.index(tc),
				ID:        tc.ID,
				Name:      tc.Function.Name,
				Arguments: tc.Function.Arguments,
				Extra:     s.ex.takeExtra(callKey(tc.Index, tc.ID)),
			})
		}
		if c.FinishReason != "" {
			ch.FinishReason = string(c.FinishReason)
			s.finished = true
			// the answer is over: a tag start held back was text
			content, reasoning := s.think.flush()
			ch.Content += content
			ch.Reasoning += reasoning
		}
	}
	return ch
}

func (c ChatChunk) empty() bool {
	return c.Content == "" && len(c.ToolCalls) == 0 && c.FinishReason == "" && c.Tokens == 0 &&
		c.Reasoning == "" && c.Refusal == ""
}

// callIndexer gives tool-call deltas their index. Gemini's endpoint sends
// no index at all: a delta with a new id, or with a name and no id,
// starts the next call; one without either continues the last.
type callIndexer struct {
	unindexed int // calls begun without an index
	last      int
	lastID    string
}

func (x *callIndexer) index(tc goopenai.ToolCall) int {
	if tc.Index != nil {
		x.last = *tc.Index
	} else if x.unindexed == 0 || (tc.ID != "" && tc.ID != x.lastID) || (tc.ID == "" && tc.Function.Name != "") {
		x.last = x.unindexed
		x.unindexed++
	}
	if tc.ID != "" {
		x.lastID = tc.ID
	}
	return x.last
}

// Close implements ChatStream; it may be called more than once.
func (s *openAIStream) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	s.timer.Stop()
	s.cancel()
	if s.stream == nil {
		return nil
	}
	return s.stream.Close()
}
