package openai

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"
)

// openAIStream is one answer being read: the stall watchdog, the finish
// check, and the body read as SSE (or, from a server that ignored
// "stream": true, as one JSON object).
type openAIStream struct {
	cancel  context.CancelFunc
	stall   time.Duration
	body    io.ReadCloser
	pending *ChatChunk

	br      *bufio.Reader
	sse     *sseReader
	started bool // the body's first byte was looked at
	whole   bool // the body is one JSON object, not a stream
	done    bool // [DONE], the end of the body, or the whole object read
	think   thinkSplitter
	calls   callIndexer

	mu       sync.Mutex
	timer    *time.Timer
	stalled  bool
	finished bool
	closed   bool
}

// watch starts the stall watchdog: no sign of life for the stall time
// cancels the request, and Recv reports the stall instead of a bare
// cancellation. Every event counts as a sign of life, comments included:
// OpenRouter's ": OPENROUTER PROCESSING" while a slow model thinks is the
// server saying it is still there (R31).
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
	if !s.started {
		if err := s.start(); err != nil {
			return ChatChunk{}, s.failed(err)
		}
	}
	for {
		if s.done {
			return s.end()
		}
		var (
			ch  ChatChunk
			err error
		)
		if s.whole {
			ch, err = s.readWhole()
		} else {
			ch, err = s.readEvent()
		}
		if err != nil {
			return ChatChunk{}, s.failed(err)
		}
		if !ch.empty() {
			return ch, nil
		}
	}
}

// start looks at the body's first byte: a server that ignored "stream":
// true (or answered 200 with an error, as LM Studio does for an unknown
// path) sends JSON, not events.
func (s *openAIStream) start() error {
	s.started = true
	s.br = bufio.NewReaderSize(s.body, 16<<10)
	for {
		b, err := s.br.ReadByte()
		if err != nil {
			if errors.Is(err, io.EOF) {
				s.done = true
				return nil
			}
			return err
		}
		if b == ' ' || b == '\t' || b == '\r' || b == '\n' {
			continue
		}
		_ = s.br.UnreadByte()
		s.whole = b == '{' || b == '['
		s.sse = newSSEReader(s.br)
		s.alive()
		return nil
	}
}

// failed words an error that ends the stream; a stall wins over the
// cancellation it caused.
func (s *openAIStream) failed(err error) error {
	s.done = true
	if s.isStalled() {
		return s.stallError()
	}
	return err
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

// readEvent reads one SSE event and decodes it.
func (s *openAIStream) readEvent() (ChatChunk, error) {
	ev, err := s.sse.next()
	if s.isStalled() {
		return ChatChunk{}, s.stallError()
	}
	if errors.Is(err, io.EOF) {
		s.done = true
		return ChatChunk{}, nil
	}
	if err != nil {
		return ChatChunk{}, brokeOff(err)
	}
	s.alive()
	switch {
	case ev.comment:
		return ChatChunk{}, nil
	case bytes.Equal(bytes.TrimSpace(ev.data), sseDone):
		s.done = true
		return ChatChunk{}, nil
	case ev.name == "error":
		e, ok := parseErrorBody(ev.data)
		if !ok {
			e = apiError{Message: "the server sent an error event with no message"}
		}
		return ChatChunk{}, brokeOff(&e)
	}
	ch, err := s.decode(ev.data)
	if err != nil {
		if ev.partial {
			return ChatChunk{}, ErrStreamCut // the body ended inside the last event
		}
		return ChatChunk{}, brokeOff(err)
	}
	return ch, nil
}

// readWhole reads a body that is one JSON object: an error, or a whole
// chat.completion from a server that does not stream.
func (s *openAIStream) readWhole() (ChatChunk, error) {
	s.done = true
	b, err := io.ReadAll(io.LimitReader(s.br, 8<<20))
	if err != nil {
		return ChatChunk{}, brokeOff(err)
	}
	ch, err := s.decode(b)
	var e *apiError
	if errors.As(err, &e) {
		e.Status = 200 // an error sent as a success: LM Studio's unknown path
		return ChatChunk{}, e
	}
	if err != nil {
		return ChatChunk{}, brokeOff(err)
	}
	if c, r := s.think.flush(); c != "" || r != "" {
		ch.Content += c
		ch.Reasoning += r
	}
	return ch, nil
}

func (c ChatChunk) empty() bool {
	return c.Content == "" && len(c.ToolCalls) == 0 && c.FinishReason == "" && c.Tokens == 0 &&
		c.Reasoning == "" && c.Refusal == ""
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
	if s.body == nil {
		return nil
	}
	return s.body.Close()
}
