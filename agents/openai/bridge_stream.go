package openai

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// The answer's side of the bridge: a 200 body read as the server wrote
// it (sse.go) and handed to go-openai as OpenAI writes it. go-openai's
// stream reader counts comment lines towards a limit of 300 "empty
// messages" and keeps them in its error accumulator (an error after a
// keep-alive became a JSON syntax error); it recognises an error only
// spelt `data: {"error":` exactly; it drops a last event not closed by a
// blank line; and its chunk types fail on arguments sent as an object or
// an id sent as a number, and have no field for `reasoning`, content
// parts, `x_groq` or `extra_content`. So here:
//
//   - comments are dropped, and every event, comments included, is a sign
//     of life for the stall watchdog;
//   - every error shape (`event: error`, llama.cpp's `error:` line, an
//     error beside choices, vLLM's flat error, a finish_reason "error", a
//     200 whose body is one JSON error) becomes `data: {"error":{…}}`;
//   - each chunk is re-encoded with only what concierge reads, mapped onto
//     go-openai's fields (bridge_chunk.go);
//   - a body that ends inside an event whose JSON is cut short reads as
//     ErrStreamCut, and a malformed chunk as an error, both returned by
//     go-openai as they are.
//
// The bridge does not decide whether the answer finished: go-openai
// returns io.EOF both for [DONE] and for a body that just stops, and the
// stream (client_stream.go) tells them apart by the finish_reason.

// normalizer is the body go-openai reads: one normalised event at a time,
// produced when go-openai asks for more.
type normalizer struct {
	body    io.ReadCloser
	ex      *exchange
	br      *bufio.Reader
	sse     *sseReader
	started bool
	whole   bool
	done    bool
	out     []byte // normalised bytes not read yet
	err     error  // returned once out is drained
}

func newNormalizer(body io.ReadCloser, ex *exchange) *normalizer {
	return &normalizer{body: body, ex: ex}
}

// Read implements io.Reader.
func (n *normalizer) Read(p []byte) (int, error) {
	for len(n.out) == 0 {
		if n.err != nil {
			return 0, n.err
		}
		n.out, n.err = n.next()
	}
	k := copy(p, n.out)
	n.out = n.out[k:]
	return k, nil
}

// Close implements io.Closer.
func (n *normalizer) Close() error { return n.body.Close() }

// next is the next normalised event; nil for an event that says nothing.
func (n *normalizer) next() ([]byte, error) {
	if !n.started {
		if err := n.start(); err != nil {
			return nil, err
		}
	}
	if n.done {
		return nil, io.EOF
	}
	if n.whole {
		return n.readWhole()
	}
	ev, err := n.sse.next()
	if err != nil {
		return nil, err // io.EOF, a dropped connection, a line too long
	}
	if n.ex.alive != nil {
		n.ex.alive()
	}
	switch {
	case ev.comment:
		return nil, nil
	case bytes.Equal(bytes.TrimSpace(ev.data), sseDone):
		n.done = true
		return []byte("data: [DONE]\n\n"), nil
	case ev.name == "error":
		e, ok := parseErrorBody(ev.data)
		if !ok {
			e = apiError{Message: "the server sent an error event with no message"}
		}
		return errorEvent(e), nil
	}
	out, err := n.ex.normalize(ev.data)
	if err != nil && ev.partial {
		return nil, ErrStreamCut // the body ended inside the last event
	}
	return out, err
}

// start looks at the body's first byte: a server that ignored "stream":
// true (or answered 200 with an error, as LM Studio does for an unknown
// path) sends one JSON document, not events.
func (n *normalizer) start() error {
	n.started = true
	n.br = bufio.NewReaderSize(n.body, 16<<10)
	for {
		b, err := n.br.ReadByte()
		if err != nil {
			if errors.Is(err, io.EOF) {
				n.done = true
				return nil
			}
			return err
		}
		if b == ' ' || b == '\t' || b == '\r' || b == '\n' {
			continue
		}
		_ = n.br.UnreadByte()
		n.whole = b == '{' || b == '['
		n.sse = newSSEReader(n.br)
		if n.ex.alive != nil {
			n.ex.alive()
		}
		return nil
	}
}

// readWhole reads a body that is one JSON document: an error, or a whole
// chat.completion from a server that does not stream.
func (n *normalizer) readWhole() ([]byte, error) {
	n.done = true
	b, err := io.ReadAll(io.LimitReader(n.br, 8<<20))
	if err != nil {
		return nil, err
	}
	n.ex.mu.Lock()
	n.ex.whole = true
	n.ex.mu.Unlock()
	return n.ex.normalize(b)
}

// errorEvent is an error as OpenAI streams one, which go-openai returns
// as an *APIError.
func errorEvent(e apiError) []byte {
	type body struct {
		Message string  `json:"message"`
		Type    string  `json:"type,omitempty"`
		Code    string  `json:"code,omitempty"`
		Param   *string `json:"param,omitempty"`
	}
	w := struct {
		Error body `json:"error"`
	}{body{Message: e.Message, Type: e.Type, Code: e.Code}}
	if e.Param != "" {
		w.Error.Param = &e.Param
	}
	b, _ := json.Marshal(w)
	return dataEvent(b)
}

// dataEvent frames data as one SSE data event.
func dataEvent(data []byte) []byte {
	out := make([]byte, 0, len(data)+8)
	out = append(out, "data: "...)
	out = append(out, data...)
	return append(out, "\n\n"...)
}

// errNotChunk is a data event that is not a chunk.
func errNotChunk(data []byte, why error) error {
	if why != nil {
		return fmt.Errorf("a chunk is not valid JSON (%v): %.80s", why, data)
	}
	return fmt.Errorf("the server sent a list where a chunk belongs: %.80s", data)
}
