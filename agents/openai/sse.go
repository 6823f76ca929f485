package openai

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

// The bridge's reader of a server's stream as the server wrote it, before
// go-openai sees it (bridge_stream.go): servers differ in what they put
// between the data lines, and go-openai's reader turns each difference
// into a failure — comment lines (": keep-alive", OpenRouter's
// ": OPENROUTER PROCESSING") count towards its limit of "empty messages"
// and poison its error detection, "event: error" goes unseen, "data:
// { "error": … }" with a space arrives as an empty chunk. Here every line
// is read as the SSE specification says, and the few server habits
// outside it are named; the bridge then writes each event as OpenAI does.

// sseEvent is one event of a text/event-stream, or a comment line.
type sseEvent struct {
	// comment is a line starting with ":": no data, but proof that the
	// server is alive (the stall watchdog counts it).
	comment bool
	// name is the event's "event:" field ("" is the default "message").
	// llama.cpp's older servers wrote errors as an "error:" field of
	// their own, which is read as an event named "error".
	name string
	data []byte
	// partial: the body ended after this event's data without the blank
	// line that closes an event, so the data may be cut short.
	partial bool
}

// maxSSELine bounds one line of a stream: a chunk is a few hundred bytes,
// so a megabyte is a broken or hostile server, not an answer.
const maxSSELine = 1 << 20

// errSSELineTooLong is a line over maxSSELine.
var errSSELineTooLong = errors.New("a line of the stream is longer than 1 MB")

// sseReader reads events from an SSE body.
type sseReader struct {
	r *bufio.Reader
}

func newSSEReader(r io.Reader) *sseReader {
	if br, ok := r.(*bufio.Reader); ok {
		return &sseReader{r: br}
	}
	return &sseReader{r: bufio.NewReaderSize(r, 16<<10)}
}

// next returns the next event or comment. At the end of the body it
// returns io.EOF, after dispatching data that was not followed by the
// blank line (servers that close right after their last "data:" line
// still meant it; the event is marked partial). A transport error — a
// dropped connection is io.ErrUnexpectedEOF — is returned as it is.
func (s *sseReader) next() (sseEvent, error) {
	var (
		ev      sseEvent
		hasData bool
	)
	for {
		line, err := s.line()
		if err != nil {
			if errors.Is(err, io.EOF) && hasData {
				ev.partial = true
				return ev, nil
			}
			return sseEvent{}, err
		}
		if len(line) == 0 {
			if hasData {
				return ev, nil
			}
			ev.name = "" // an event with no data is not dispatched
			continue
		}
		if line[0] == ':' {
			if hasData {
				// a comment inside an event is allowed; the event goes on,
				// and the server is alive either way
				continue
			}
			return sseEvent{comment: true}, nil
		}
		if line[0] == '{' || line[0] == '[' {
			// bare JSON: a server that forgot the "data: " prefix
			if hasData {
				ev.data = append(ev.data, '\n')
			}
			ev.data = append(ev.data, line...)
			hasData = true
			continue
		}
		field, value, found := bytes.Cut(line, []byte(":"))
		if found && len(value) > 0 && value[0] == ' ' {
			value = value[1:]
		}
		switch string(field) {
		case "data":
			if hasData {
				ev.data = append(ev.data, '\n')
			}
			ev.data = append(ev.data, value...)
			hasData = true
		case "event":
			ev.name = string(value)
		case "error":
			ev.name = "error"
			if hasData {
				ev.data = append(ev.data, '\n')
			}
			ev.data = append(ev.data, value...)
			hasData = true
		default:
			// id, retry, unknown fields and lines without a colon are
			// ignored, as the specification says
		}
	}
}

// line reads one line without its terminator (LF, CRLF or a lone CR at the
// end of a read). A final line without a terminator is returned whole.
func (s *sseReader) line() ([]byte, error) {
	var out []byte
	for {
		chunk, err := s.r.ReadSlice('\n')
		out = append(out, chunk...)
		if len(out) > maxSSELine {
			return nil, errSSELineTooLong
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			if errors.Is(err, io.EOF) && len(out) > 0 {
				// the body ended inside a line: keep what a complete one
				// would say, but report the cut after it
				return bytes.TrimRight(out, "\r"), nil
			}
			return nil, err
		}
		return bytes.TrimRight(out[:len(out)-1], "\r"), nil
	}
}

// sseDone is the data of OpenAI's end-of-stream event.
var sseDone = []byte("[DONE]")
