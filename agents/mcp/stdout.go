package mcp

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
)

// A stdio server speaks JSON-RPC, one message a line, on its standard
// output. When it writes something else — a banner, a log line, a reply
// too large to hold — the SDK ends the session with a decoding error and
// closes the server's input, and the server then exits with status 0:
// "died (exit status 0)" would say nothing of what happened. The server's
// output is read through a stdoutWatch, which bounds each line itself and
// notes the first line that cannot be a message, so that the death is
// told by its cause (stdoutFault).

// maxReplyBytes bounds one line of a server's standard output: one
// JSON-RPC message. The SDK's own cap is 16 MB too; this one is ours, so
// that a reply over it is known as such.
const maxReplyBytes = 16 << 20

// errReplyTooLarge ends the reading of a server whose line is over
// maxReplyBytes.
var errReplyTooLarge = fmt.Errorf("a line of its standard output is larger than %d MB", maxReplyBytes>>20)

// quoteBytes is how much of a line that is not JSON-RPC a message quotes.
const quoteBytes = 60

// stdoutWatch reads a server's standard output for the SDK, bounding each
// line and keeping the beginning of the first line that is not JSON.
type stdoutWatch struct {
	r io.Reader

	line    int  // bytes of the current line so far
	started bool // the current line's first non-blank byte was seen

	mu      sync.Mutex
	bad     []byte // the beginning of the first line that is not JSON
	badDone bool   // bad is complete (its line ended or was long enough)
	tooBig  bool
}

func (w *stdoutWatch) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	w.mu.Lock()
	defer w.mu.Unlock()
	for i := 0; i < n; i++ {
		c := p[i]
		if c == '\n' {
			w.line, w.started = 0, false
			if w.bad != nil {
				w.badDone = true
			}
			continue
		}
		w.line++
		if w.line > maxReplyBytes {
			w.tooBig = true
			return i, errReplyTooLarge
		}
		switch {
		case w.bad != nil && !w.badDone:
			if len(w.bad) < quoteBytes {
				w.bad = append(w.bad, c)
			} else {
				w.badDone = true
			}
		case w.bad != nil || w.started:
		case c == ' ' || c == '\t' || c == '\r':
		case c == '{' || c == '[':
			w.started = true
		default:
			// no JSON-RPC message starts here: the SDK fails on it
			w.started = true
			w.bad = []byte{c}
		}
	}
	return n, err
}

// fault says what the server wrote that is not MCP, when err — the
// session's end or a call's error — is the SDK's failure to read it; ""
// otherwise. The line quoted is the first that cannot start a message:
// a JSON message over several lines is no fault unless the SDK says so.
func (w *stdoutWatch) fault(err error) string {
	if w == nil {
		return ""
	}
	w.mu.Lock()
	tooBig, bad := w.tooBig, string(w.bad)
	w.mu.Unlock()
	switch {
	case tooBig || errors.Is(err, errReplyTooLarge):
		return fmt.Sprintf("sent a reply larger than %d MB (the most one message may be)", maxReplyBytes>>20)
	case !notJSONRPC(err):
		return ""
	case bad != "":
		return fmt.Sprintf("wrote something that is not MCP (JSON-RPC) on its standard output: a line beginning %q",
			strings.TrimSpace(bad))
	}
	return "wrote something that is not MCP (JSON-RPC) on its standard output"
}

// notJSONRPC reports whether err is the SDK's failure to read a message:
// JSON that does not decode, or decodes to no JSON-RPC message. The SDK
// exports no error values for these; its words are matched instead.
func notJSONRPC(err error) bool {
	if err == nil {
		return false
	}
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return true
	}
	text := err.Error()
	for _, w := range []string{"invalid character", "unexpected end of JSON input", "unmarshaling jsonrpc message", "invalid message version tag",
		"invalid trailing data", "empty batch", "invalid request"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}
