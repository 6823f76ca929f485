package mcp

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Options are what a Set reports to and how it connects.
type Options struct {
	// OnLog receives each line a server writes to its stderr (level
	// "stderr"), its log notifications (their level) and this package's
	// own words about it ("warning", "error": a death, a restart). It is
	// the session trace's, never the terminal's. It is called from the
	// servers' goroutines: it must be safe for concurrent use, and quick.
	// The text is untrusted: sanitise it before showing it.
	OnLog func(server, level, text string)
	// OnToolsChanged is called, from another goroutine, after a server's
	// tools were read again (tools/list_changed, or a restart that found
	// them changed): Tools has the new list, for the domain to pin and
	// check again.
	OnToolsChanged func(server string)
	// Transports connects the servers named here in process instead of
	// by their command or URL: each call returns a fresh transport (a
	// restart calls it again). Tests and Go programs with their own
	// server use it, with the SDK's in-memory transports.
	Transports map[string]func(context.Context) (sdk.Transport, error)
	// StartTimeout bounds each server's start; 0 means StartTimeout.
	StartTimeout time.Duration
	// Version is concierge's, as its servers are told; "" says "dev".
	Version string
}

func (o Options) version() string {
	if o.Version == "" {
		return "dev"
	}
	return o.Version
}

// Set is the started servers of a session: a Provider. Close stops them.
type Set struct {
	opts         Options
	startTimeout time.Duration
	order        []string
	servers      map[string]*server

	calls  sync.Map // progress token → *progressQueue
	tokens uint64   // the last progress token handed out; under mu

	ctx    context.Context // ends when the set is closed: starts stop waiting
	cancel context.CancelFunc

	mu     sync.Mutex
	closed bool
	procs  map[*process]struct{}
	done   chan struct{} // closed when Close has stopped everything
}

var _ Provider = (*Set)(nil)

// Start starts every server of specs in parallel and returns when each
// has started or failed, within its start timeout. A server that failed
// is unavailable (Tools says why, in one message naming it, its command
// and the end of its stderr); the others work. The error is for
// programming mistakes only: a nameless server, two of one name.
func Start(ctx context.Context, specs []ServerSpec, opts Options) (*Set, error) {
	s := &Set{opts: opts, startTimeout: opts.StartTimeout, servers: map[string]*server{},
		procs: map[*process]struct{}{}, done: make(chan struct{})}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	if s.startTimeout <= 0 {
		s.startTimeout = StartTimeout
	}
	for _, spec := range specs {
		switch {
		case spec.Name == "":
			return nil, errors.New("mcp: a server without a name")
		case s.servers[spec.Name] != nil:
			return nil, fmt.Errorf("mcp: two servers named %q", spec.Name)
		}
		s.order = append(s.order, spec.Name)
		s.servers[spec.Name] = &server{set: s, spec: spec, mask: newMasker(spec.Secrets)}
	}
	register(s)
	var wg sync.WaitGroup
	for _, name := range s.order {
		srv := s.servers[name]
		done := make(chan struct{})
		srv.starting = done
		wg.Go(func() {
			defer close(done)
			defer func() {
				srv.mu.Lock()
				srv.starting = nil
				srv.mu.Unlock()
			}()
			if err := srv.start(); err != nil {
				s.log(name, "error", err.Error())
			}
		})
	}
	waited := make(chan struct{})
	go func() {
		wg.Wait()
		close(waited)
	}()
	select {
	case <-waited:
	case <-ctx.Done():
		// the session is going away before it began
		s.Close()
		<-waited
	}
	return s, nil
}

// Servers are the servers' names, in the order they were given.
func (s *Set) Servers() []string { return append([]string(nil), s.order...) }

// Err says why a server is unavailable, nil when it runs (or restarts).
func (s *Set) Err(name string) error {
	srv := s.servers[name]
	if srv == nil {
		return fmt.Errorf("no MCP server named %q", name)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if srv.cur != nil || srv.starting != nil {
		return nil
	}
	return srv.err
}

// Tools lists a server's tools; the error says why it is unavailable
// (a *StartError when it did not start). The error's text quotes the
// server's stderr: untrusted text, to sanitise before showing it. The
// tools' schemas are shared: read them, do not change them.
func (s *Set) Tools(name string) ([]ToolInfo, error) {
	srv := s.servers[name]
	if srv == nil {
		return nil, fmt.Errorf("no MCP server named %q", name)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if srv.cur == nil && srv.starting == nil {
		return nil, srv.err
	}
	return append([]ToolInfo(nil), srv.tools...), nil
}

// Close stops every server: each stdio server's whole process group,
// with EOF on its input, then SIGTERM, then SIGKILL after a short grace.
// It returns when they are gone; calling it again waits for the first.
func (s *Set) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		<-s.done
		return
	}
	s.closed = true
	procs := s.procs
	s.procs = nil
	s.mu.Unlock()
	s.cancel()
	unregister(s)
	var wg sync.WaitGroup
	for _, srv := range s.servers {
		srv.mu.Lock()
		c := srv.cur
		srv.mu.Unlock()
		if c != nil {
			wg.Go(c.close)
		}
	}
	for p := range procs { // those still starting, and any left behind
		wg.Go(p.stop)
	}
	wg.Wait()
	close(s.done)
}

func (s *Set) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// track records a process, so that Close stops it even mid-start; false
// means the set is closed already.
func (s *Set) track(p *process) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.procs[p] = struct{}{}
	return true
}

// log hands a line about server on, without its secrets.
func (s *Set) log(server, level, text string) {
	if srv := s.servers[server]; srv != nil {
		text = srv.mask.mask(text)
	}
	if s.opts.OnLog != nil {
		s.opts.OnLog(server, level, clipText(text, maxLogLine*4))
	}
}

func (s *Set) toolsChanged(server string) {
	if s.opts.OnToolsChanged != nil {
		s.opts.OnToolsChanged(server)
	}
}

// The process-wide registry of open sets, for CloseAll.
var live = struct {
	sync.Mutex
	sets map[*Set]struct{}
}{sets: map[*Set]struct{}{}}

func register(s *Set) {
	live.Lock()
	live.sets[s] = struct{}{}
	live.Unlock()
}

func unregister(s *Set) {
	live.Lock()
	delete(live.sets, s)
	live.Unlock()
}

// CloseAll closes every open Set of the process, in parallel: what the
// command calls when it is told to stop (SIGTERM, SIGHUP) and on its way
// out of a panic, so that no server outlives concierge.
func CloseAll() {
	live.Lock()
	sets := make([]*Set, 0, len(live.sets))
	for s := range live.sets {
		sets = append(sets, s)
	}
	live.Unlock()
	var wg sync.WaitGroup
	for _, s := range sets {
		wg.Go(s.Close)
	}
	wg.Wait()
}
