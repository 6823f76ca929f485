package mcp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// server is one server of a Set: its live connection, its tools, or why
// it is unavailable. A server that dies after it started is started once
// more; a second death leaves it unavailable.
type server struct {
	set  *Set
	spec ServerSpec
	mask masker // the spec's secrets: out of every text about the server

	mu       sync.Mutex
	cur      *conn         // the live connection; nil while starting or unavailable
	starting chan struct{} // closed when the start under way ends
	tools    []ToolInfo
	err      error // why it is unavailable, when cur is nil and nothing starts
	deaths   int
}

// conn is one connection to a server: one process for a stdio server.
type conn struct {
	sess    *sdk.ClientSession
	proc    *process // stdio only
	closing atomic.Bool
	ended   chan struct{} // closed when the session has ended, for whatever reason
	endErr  error         // why it ended, as the SDK says; read after ended
}

// start connects (launch, initialize, tools/list), bounded by the set's
// start timeout, and makes the connection the server's live one.
func (s *server) start() error {
	ctx, cancel := context.WithTimeout(s.set.ctx, s.set.startTimeout)
	defer cancel()
	c, tools, err := s.connect(ctx)
	if err != nil {
		err = s.startError(ctx, err, c)
		if c != nil {
			c.close()
		}
		s.mu.Lock()
		s.err = err
		s.mu.Unlock()
		return err
	}
	s.mu.Lock()
	if s.set.isClosed() {
		s.mu.Unlock()
		c.close()
		return errors.New("the session ended")
	}
	s.cur, s.tools, s.err = c, tools, nil
	s.mu.Unlock()
	go s.watch(c)
	return nil
}

// connect opens the transport the spec names and reads the tools.
func (s *server) connect(ctx context.Context) (*conn, []ToolInfo, error) {
	c := &conn{ended: make(chan struct{})}
	var transport sdk.Transport
	switch {
	case s.set.opts.Transports[s.spec.Name] != nil:
		t, err := s.set.opts.Transports[s.spec.Name](ctx)
		if err != nil {
			return nil, nil, err
		}
		transport = t
	case s.spec.Command != "":
		p, err := launch(s.spec, s.mask, func(line string) { s.set.log(s.spec.Name, "stderr", line) })
		if err != nil {
			return nil, nil, err
		}
		c.proc = p
		if !s.set.track(p) { // the set was closed meanwhile
			p.stop()
			return nil, nil, errors.New("the session ended")
		}
		// the watch bounds each message (maxReplyBytes) in place of the SDK
		transport = &sdk.IOTransport{Reader: readCloser{p.out, p.stdout}, Writer: p.stdin, MaxLineLength: -1}
	case s.spec.URL != "":
		transport = &sdk.StreamableClientTransport{
			Endpoint:   s.spec.URL,
			HTTPClient: &http.Client{Transport: headers{s.spec.Headers, http.DefaultTransport}},
			MaxRetries: 2,
		}
	default:
		return nil, nil, errors.New("it names neither a command nor a url")
	}
	client := sdk.NewClient(&sdk.Implementation{Name: "concierge", Version: s.set.opts.version()}, s.clientOptions())
	sess, err := client.Connect(ctx, transport, nil)
	if err != nil {
		return c, nil, err
	}
	c.sess = sess
	go func() {
		c.endErr = sess.Wait()
		close(c.ended)
	}()
	if res := sess.InitializeResult(); res != nil && res.Capabilities != nil && res.Capabilities.Logging != nil &&
		res.ProtocolVersion < "2026-07-28" {
		_ = sess.SetLoggingLevel(ctx, &sdk.SetLoggingLevelParams{Level: "info"})
	}
	tools, err := listTools(ctx, s.spec.Name, sess, s.mask)
	return c, tools, err
}

// clientOptions route the server's notifications: logs to the trace,
// progress to the call waiting for it, a changed tool list to a re-read.
func (s *server) clientOptions() *sdk.ClientOptions {
	name := s.spec.Name
	return &sdk.ClientOptions{
		Capabilities: &sdk.ClientCapabilities{},
		LoggingMessageHandler: func(_ context.Context, req *sdk.LoggingMessageRequest) {
			if req.Params != nil {
				s.set.log(name, string(req.Params.Level), logText(req.Params))
			}
		},
		ProgressNotificationHandler: func(_ context.Context, req *sdk.ProgressNotificationClientRequest) {
			if req.Params != nil {
				s.set.progressed(req.Params)
			}
		},
		ToolListChangedHandler: func(_ context.Context, req *sdk.ToolListChangedRequest) {
			// not on the SDK's goroutine: listing waits for an answer it reads
			go s.reread(req.Session)
		},
	}
}

// reread lists the tools again after tools/list_changed.
func (s *server) reread(sess *sdk.ClientSession) {
	ctx, cancel := context.WithTimeout(s.set.ctx, s.set.startTimeout)
	defer cancel()
	tools, err := listTools(ctx, s.spec.Name, sess, s.mask)
	if err != nil {
		s.set.log(s.spec.Name, "warning", "re-reading the tools after tools/list_changed: "+err.Error())
		return
	}
	s.mu.Lock()
	if s.cur == nil || s.cur.sess != sess {
		s.mu.Unlock()
		return
	}
	s.tools = tools
	s.mu.Unlock()
	s.set.toolsChanged(s.spec.Name)
}

// watch waits for the connection to end: one that ends while the
// session goes on is a death.
func (s *server) watch(c *conn) {
	<-c.ended
	s.lost(c)
}

// lost handles the death of c, once, whoever saw it first (its watcher,
// or the call it failed): the first death of a server starts it again,
// a second leaves it unavailable. Calls made meanwhile wait for the
// restart.
func (s *server) lost(c *conn) {
	if c.closing.Load() || s.set.isClosed() {
		return
	}
	why := s.deathText(c, nil)
	tail := stderrText(c.tailLines())
	s.mu.Lock()
	if s.cur != c {
		s.mu.Unlock()
		return
	}
	s.cur = nil
	s.deaths++
	if s.deaths > 1 {
		s.err = fmt.Errorf("%s; it had been restarted once already, and is unavailable for the rest of the session%s: %w", why, tail, ErrUnavailable)
		s.mu.Unlock()
		s.set.log(s.spec.Name, "error", s.err.Error())
		go c.shutdown()
		return
	}
	done := make(chan struct{})
	s.starting = done
	old := s.tools
	s.mu.Unlock()
	s.set.log(s.spec.Name, "warning", why+"; restarting it"+tail)
	go func() {
		c.shutdown()
		err := s.start()
		s.mu.Lock()
		s.starting = nil
		s.mu.Unlock()
		close(done)
		if err != nil {
			s.set.log(s.spec.Name, "error", err.Error())
			return
		}
		if !sameTools(old, s.snapshotTools()) {
			s.set.toolsChanged(s.spec.Name)
		}
	}()
}

// deathText says how c ended: what the server wrote that is not MCP, when
// that is what ended it (see stdoutWatch), else that it died and its
// exit status. err is the failed call's error, when a call saw the end.
func (s *server) deathText(c *conn, err error) string {
	if fault := c.fault(err, 200*time.Millisecond); fault != "" {
		return fmt.Sprintf("MCP server %q (%s) %s", s.spec.Name, s.command(), s.mask.mask(fault))
	}
	why := fmt.Sprintf("MCP server %q (%s) died", s.spec.Name, s.command())
	if c.proc != nil && c.proc.hasExited(200*time.Millisecond) {
		why += " (" + c.proc.exitText() + ")"
	}
	return why
}

// command is the server's command line or URL as its file writes it.
func (s *server) command() string { return s.mask.mask(commandLine(s.spec)) }

// fault is what the server wrote on its standard output that ended the
// session, "" when it ended otherwise (or has not, within wait).
func (c *conn) fault(err error, wait time.Duration) string {
	if c == nil || c.proc == nil {
		return ""
	}
	if f := c.proc.out.fault(err); f != "" {
		return f
	}
	select {
	case <-c.ended:
		return c.proc.out.fault(c.endErr)
	case <-time.After(wait):
		return ""
	}
}

func (s *server) snapshotTools() []ToolInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tools
}

// live returns the server's connection, waiting for a restart under way;
// the error says why the server is unavailable.
func (s *server) live(ctx context.Context) (*conn, error) {
	for {
		s.mu.Lock()
		c, starting, err := s.cur, s.starting, s.err
		s.mu.Unlock()
		switch {
		case c != nil:
			select {
			case <-c.ended: // dead, and perhaps not noticed yet
				if c.closing.Load() {
					return nil, fmt.Errorf("MCP server %q was stopped", s.spec.Name)
				}
				s.lost(c)
				continue
			default:
				return c, nil
			}
		case starting == nil:
			if err == nil {
				err = fmt.Errorf("MCP server %q is not running", s.spec.Name)
			}
			return nil, err
		}
		select {
		case <-starting:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// startError is the one message of a server that did not start: it
// names the server, its command, what went wrong and its stderr's tail.
func (s *server) startError(ctx context.Context, err error, c *conn) error {
	var what string
	fault := c.fault(err, 0)
	switch {
	case fault != "":
		what = "it " + fault
	case c != nil && c.proc != nil && c.proc.hasExited(500*time.Millisecond):
		what = "it exited (" + c.proc.exitText() + ")"
	case errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded):
		what = fmt.Sprintf("it did not answer within %s", s.set.startTimeout)
	default:
		what = err.Error()
	}
	var tail []string
	if c != nil {
		tail = c.tailLines()
	}
	return &StartError{Server: s.spec.Name, Command: s.command(), Reason: s.mask.mask(what), Stderr: s.mask.lines(tail)}
}

// StartError is why a server did not start.
// Its fields are said without the server's secrets (R55): Command as its
// file writes it, ${VAR}s unexpanded.
type StartError struct {
	Server, Command, Reason string
	// Stderr is the last lines the server wrote to its stderr.
	Stderr []string
}

func (e *StartError) Error() string {
	return fmt.Sprintf("MCP server %q (%s) did not start: %s", e.Server, e.Command, e.Reason) + stderrText(e.Stderr)
}

// stderrText quotes a stderr tail after a message, or says there was none.
func stderrText(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return "; its stderr ended with:\n  | " + strings.Join(lines, "\n  | ")
}

func (c *conn) tailLines() []string {
	if c == nil || c.proc == nil {
		return nil
	}
	return c.proc.stderrLines(300 * time.Millisecond)
}

// readCloser is a server's standard output as the SDK reads it: through
// the watch, closed at the file.
type readCloser struct {
	io.Reader
	io.Closer
}

// close ends the connection on purpose: its end is no death.
func (c *conn) close() {
	c.closing.Store(true)
	c.shutdown()
}

// shutdown ends the connection and stops its process group.
func (c *conn) shutdown() {
	var wg sync.WaitGroup
	if c.proc != nil {
		wg.Go(c.proc.stop)
	}
	if c.sess != nil {
		done := make(chan struct{})
		go func() {
			_ = c.sess.Close()
			close(done)
		}()
		wg.Go(func() {
			select {
			case <-done:
			case <-time.After(3 * time.Second):
			}
		})
	}
	wg.Wait()
}

// headers adds a spec's headers to each request of a Streamable HTTP
// server.
type headers struct {
	h    map[string]string
	next http.RoundTripper
}

func (t headers) RoundTrip(r *http.Request) (*http.Response, error) {
	if len(t.h) > 0 {
		r = r.Clone(r.Context())
		for k, v := range t.h {
			r.Header.Set(k, v)
		}
	}
	return t.next.RoundTrip(r)
}
