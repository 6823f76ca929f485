package mcp

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// What became of a call that failed, for errors.Is.
var (
	// ErrUnavailable: the call was not sent, the server is not running.
	ErrUnavailable = errors.New("the MCP server is unavailable")
	// ErrOutcomeUnknown: the call was sent and no answer came — it timed
	// out, was cancelled, or the server died. Whether the tool ran is
	// unknown: a tool with side effects is "in doubt" and never run again
	// on its own (R42).
	ErrOutcomeUnknown = errors.New("whether the tool ran is unknown")
)

// CallError is a call that got no result: Error says what happened in
// words; errors.Is finds ErrUnavailable or ErrOutcomeUnknown (neither
// when the server answered with a JSON-RPC error) and the cause
// (context.DeadlineExceeded for a timeout, context.Canceled).
type CallError struct {
	Server, Tool string
	Msg          string
	Kind         error
	Err          error
}

func (e *CallError) Error() string { return e.Msg }

func (e *CallError) Unwrap() []error {
	var out []error
	for _, err := range []error{e.Kind, e.Err} {
		if err != nil {
			out = append(out, err)
		}
	}
	return out
}

// Call runs one tool on the caller's goroutine, bounded by the server's
// timeout and ctx: a call that ends either way is cancelled at the
// server (the SDK sends notifications/cancelled). progress, if not nil,
// gets the server's progress notes for this call, on this goroutine,
// while it waits. The call is never retried.
func (s *Set) Call(ctx context.Context, name, tool string, args map[string]any, progress func(string)) (Result, error) {
	srv := s.servers[name]
	if srv == nil {
		return Result{}, &CallError{Server: name, Tool: tool, Kind: ErrUnavailable,
			Msg: fmt.Sprintf("there is no MCP server named %q", name)}
	}
	timeout := srv.spec.Timeout
	if timeout <= 0 {
		timeout = DefaultCallTimeout
	}
	callCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	c, err := srv.live(callCtx)
	if err != nil {
		if ctx.Err() != nil || callCtx.Err() != nil {
			err = fmt.Errorf("MCP server %q was restarting: %w", name, err)
		}
		return Result{}, &CallError{Server: name, Tool: tool, Kind: ErrUnavailable, Err: srv.mask.err(err),
			Msg: srv.mask.mask(fmt.Sprintf("%s/%s was not called: %v", name, tool, err))}
	}

	token := s.newToken()
	q := &progressQueue{ready: make(chan struct{}, 1)}
	s.calls.Store(token, q)
	defer s.calls.Delete(token)
	params := &sdk.CallToolParams{Name: tool, Arguments: args}
	params.SetProgressToken(token)
	params.Meta[sdk.MetaKeyLogLevel] = "info"

	type answer struct {
		res *sdk.CallToolResult
		err error
	}
	done := make(chan answer, 1)
	go func() {
		res, err := c.sess.CallTool(callCtx, params)
		done <- answer{res, err}
	}()
	var a answer
	for waiting := true; waiting; {
		select {
		case <-q.ready:
			q.deliver(progress)
		case a = <-done:
			waiting = false
		}
	}
	q.deliver(progress)
	if a.err != nil {
		return Result{}, srv.callError(ctx, callCtx, c, tool, timeout, a.err)
	}
	if a.res == nil {
		return Result{}, &CallError{Server: name, Tool: tool, Kind: ErrOutcomeUnknown,
			Msg: fmt.Sprintf("%s/%s returned no result", name, tool)}
	}
	return srv.mask.result(convert(a.res)), nil
}

// callError says why a sent call got no result, without the server's
// secrets.
func (s *server) callError(ctx, callCtx context.Context, c *conn, tool string, timeout time.Duration, err error) error {
	e := s.callErrorText(ctx, callCtx, c, tool, timeout, err)
	e.Msg, e.Err = s.mask.mask(e.Msg), s.mask.err(e.Err)
	return e
}

func (s *server) callErrorText(ctx, callCtx context.Context, c *conn, tool string, timeout time.Duration, err error) *CallError {
	name := s.spec.Name
	e := &CallError{Server: name, Tool: tool, Kind: ErrOutcomeUnknown, Err: err}
	var rpc *jsonrpc.Error
	switch {
	case ctx.Err() != nil:
		e.Err = ctx.Err()
		e.Msg = fmt.Sprintf("the call to %s/%s was cancelled (and so at the server); whether it ran is unknown", name, tool)
	case errors.Is(callCtx.Err(), context.DeadlineExceeded):
		e.Err = context.DeadlineExceeded
		e.Msg = fmt.Sprintf("%s/%s did not answer within %s; the call was cancelled at the server, and whether it ran is unknown", name, tool, timeout)
	case errors.As(err, &rpc):
		e.Kind = nil
		e.Msg = fmt.Sprintf("%s/%s failed: %s", name, tool, clipText(rpc.Message, 2000))
	case c.died(2 * time.Second):
		s.lost(c) // the next call waits for the restart
		e.Msg = fmt.Sprintf("%s during the call to %s; the call was not retried, and whether it ran is unknown",
			s.deathText(c, err), tool) + stderrText(c.tailLines())
	default:
		e.Msg = fmt.Sprintf("the call to %s/%s failed: %v; whether it ran is unknown", name, tool, clipText(err.Error(), 2000))
	}
	return e
}

// died reports whether the connection ended, or its process exited,
// without being closed, waiting up to d.
func (c *conn) died(d time.Duration) bool {
	var exited <-chan struct{}
	if c.proc != nil {
		exited = c.proc.exited
	}
	select {
	case <-c.ended:
	case <-exited:
	case <-time.After(d):
		return false
	}
	return !c.closing.Load()
}

func (s *Set) newToken() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tokens++
	return "concierge-" + strconv.FormatUint(s.tokens, 10)
}

// progressed queues a progress notification for the call it names; one
// that names no call under way (late, or a stranger's) is dropped.
func (s *Set) progressed(p *sdk.ProgressNotificationParams) {
	token, ok := p.ProgressToken.(string)
	if !ok {
		token = fmt.Sprint(p.ProgressToken)
	}
	if q, ok := s.calls.Load(token); ok {
		q.(*progressQueue).push(progressText(p))
	}
}

// maxQueued bounds the progress notes waiting for the caller; past it the
// newest replaces the last queued.
const maxQueued = 64

// progressQueue carries progress notes from the SDK's goroutines to the
// caller's, which alone may touch the session.
type progressQueue struct {
	mu    sync.Mutex
	items []string
	ready chan struct{}
}

func (q *progressQueue) push(text string) {
	q.mu.Lock()
	if len(q.items) < maxQueued {
		q.items = append(q.items, text)
	} else {
		q.items[len(q.items)-1] = text
	}
	q.mu.Unlock()
	select {
	case q.ready <- struct{}{}:
	default:
	}
}

// deliver hands the queued notes to progress, on the caller's goroutine.
func (q *progressQueue) deliver(progress func(string)) {
	q.mu.Lock()
	items := q.items
	q.items = nil
	q.mu.Unlock()
	if progress == nil {
		return
	}
	for _, text := range items {
		progress(text)
	}
}

// progressText words a notification: its message, and "3/10" when the
// total is known.
func progressText(p *sdk.ProgressNotificationParams) string {
	num := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
	text := p.Message
	switch {
	case p.Total > 0 && text == "":
		text = num(p.Progress) + "/" + num(p.Total)
	case p.Total > 0:
		text += " (" + num(p.Progress) + "/" + num(p.Total) + ")"
	case text == "":
		text = num(p.Progress)
	}
	return clipText(text, 500)
}
