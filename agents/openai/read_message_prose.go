package openai

import (
	"context"
	"errors"
	"strings"
)

// A reading asks for one read_message call with tool_choice "required" and
// tells the model "Never write text", and sets no max_tokens (a call's
// length is the message's). But "required" does not hold every server's
// model to a call: llama-server's grammar for it lets the model write any
// text before the call (recorded against a real llama-server:
// testdata/dialects/llamacpp/read-message-prose.sse), and Ollama ignores
// tool_choice. A model that will not call then writes until its context is
// full: minutes on a local CPU, and twice, with the repair.
//
// So the reading stops listening once the text it would show passes
// maxReadingProse — the text as the reply gate sees it, without thinking,
// and up to a call's opener or a '{' (a call written as text may be long)
// — and takes what came as an answer cut by its length: repaired once,
// then cannot_handle (R52). Closing the request stops the server too.

// maxReadingProse is the text, in bytes, a reading may write with no call
// begun: far more than any preamble ("Sure, here is the call:"), about 500
// tokens.
const maxReadingProse = 2 << 10

// errRanOn is why a reading's request was closed early.
var errRanOn = errors.New("the model wrote text instead of calling read_message")

// proseWatch sees a reading's visible text as it streams and closes the
// request when it runs on.
type proseWatch struct {
	stop  context.CancelCauseFunc
	seen  strings.Builder
	call  bool // a '{' came: perhaps a call written as text
	ranOn bool
}

// watchProse returns ctx to send the reading with, and its watch.
func watchProse(ctx context.Context) (context.Context, *proseWatch) {
	ctx, stop := context.WithCancelCause(ctx)
	return ctx, &proseWatch{stop: stop}
}

// write takes the next piece of visible text (send's onDelta).
func (p *proseWatch) write(d string) {
	if p.call || p.ranOn {
		return
	}
	if i := strings.IndexByte(d, '{'); i >= 0 {
		d, p.call = d[:i], true
	}
	p.seen.WriteString(d)
	if p.seen.Len() > maxReadingProse {
		p.ranOn = true
		p.stop(errRanOn)
	}
}

// done releases the request's context; after it, ranOn is final.
func (p *proseWatch) done() { p.stop(nil) }

// answer is what a run-on reading is taken as: its text, cut by its
// length, with whatever native calls had begun.
func (p *proseWatch) answer(calls []ToolCall) Completion {
	return Completion{Content: p.seen.String(), FinishReason: "length", ToolCalls: calls}
}
