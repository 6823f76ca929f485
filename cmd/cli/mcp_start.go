package cli

import (
	"context"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/mcp"
)

// The MCP client is linked into the command tree: a domain file's servers
// start with the session (R36) unless a program gives its own
// Options.StartServers.
func init() { defaultStartServers = startMCP }

// startMCP starts the servers in parallel. A server that fails alone is
// reported by its agents (Provider.Tools), the rest of the domain works;
// servers' stderr and log notifications are kept for the trace, never
// printed on the terminal.
func startMCP(ctx context.Context, specs []mcp.ServerSpec) (mcp.Provider, func(), error) {
	set, err := mcp.Start(ctx, specs, mcp.Options{OnLog: serverLog.add})
	if err != nil {
		return nil, nil, err
	}
	return set, set.Close, nil
}

// serverLog keeps the last lines MCP servers wrote to stderr or logged,
// bounded: a chatty server costs no memory over time.
var serverLog logRing

type logRing struct {
	mu    sync.Mutex
	lines []string
	// to is the session the lines go to once there is one (its trace).
	to func(server, level, text string)
}

// attach sends the lines to a session's trace from now on, the ones kept
// so far first.
func (l *logRing) attach(to func(server, level, text string)) {
	l.mu.Lock()
	kept := l.lines
	l.lines, l.to = nil, to
	l.mu.Unlock()
	for _, line := range kept {
		server, rest, _ := strings.Cut(line, " [")
		level, text, _ := strings.Cut(rest, "] ")
		to(server, level, text)
	}
}

const serverLogLines = 500

func (l *logRing) add(server, level, text string) {
	l.mu.Lock()
	if to := l.to; to != nil {
		l.mu.Unlock()
		to(server, level, text)
		return
	}
	defer l.mu.Unlock()
	l.lines = append(l.lines, server+" ["+level+"] "+text)
	if len(l.lines) > serverLogLines {
		l.lines = append([]string(nil), l.lines[len(l.lines)-serverLogLines:]...)
	}
}

// Lines returns what is kept, oldest first.
func (l *logRing) Lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}
