// Package cli is the concierge command tree as a library (R39): the TUI,
// chat, demo, replay, agents, sessions and version commands, their flags,
// and the wiring of a loop to a store, a brain and a front end. A binary's
// main calls Execute; one that serves its own domains passes them in
// Options. The loop itself lives in package concierge.
package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/concierge"
)

// Options are what a binary gives its command tree.
type Options struct {
	// Domains are served besides the built-in ones
	// (concierge.BuiltinDomains); a domain of a built-in's name replaces
	// it. --domain, replayed scenarios and resumed sessions may name any
	// of them.
	Domains agents.Domains
	// Version is what "version" prints; "" reads the module's version
	// from the build info, else "dev".
	Version string
	// StartServers starts the MCP servers of a domain file (--domain
	// FILE.yaml, a scenario's domain line, check, agents); nil is the
	// built-in MCP client, when one is linked in.
	StartServers StartServers
	// Args are the command line after the program's name; nil reads the
	// process's own (os.Args[1:]).
	Args []string
}

// New builds the command tree on the process's standard streams; the bare
// command opens the TUI.
func New(opts Options) *cobra.Command {
	return newRootCmd(stdIO(), opts)
}

// Execute runs the command tree on the process's arguments and returns
// the exit code: 0, 1 when something failed, 2 for a usage error. It says
// why on stderr, unless the command's output already did.
func Execute(ctx context.Context, opts Options) int {
	// MCP servers run in process groups of their own, out of the
	// terminal's reach: stop them on SIGTERM and SIGHUP, and on the way out
	// of a panic, not only when their session ends (R36).
	defer mcp.CloseOnSignals()()
	defer mcp.CloseAll()
	cmd := New(opts)
	if opts.Args != nil {
		cmd.SetArgs(opts.Args)
	}
	if err := cmd.ExecuteContext(ctx); err != nil {
		var ec *exitError
		if errors.As(err, &ec) {
			if ec.msg != "" {
				fmt.Fprintln(os.Stderr, "concierge: "+concierge.Sanitize(ec.msg))
			}
			return ec.code
		}
		// cobra's own errors: unknown flags, commands, argument counts
		fmt.Fprintln(os.Stderr, "concierge: "+concierge.Sanitize(err.Error()))
		fmt.Fprintln(os.Stderr, "Run 'concierge --help' for usage.")
		return 2
	}
	return 0
}

// domains are the built-in domains with opts.Domains over them, by their
// lower-case names (agents.Domains.New reads a name in lower case).
func (opts Options) domains() agents.Domains {
	out := concierge.BuiltinDomains()
	for name, build := range opts.Domains {
		out[strings.ToLower(strings.TrimSpace(name))] = build
	}
	return out
}

// exitError carries an exit code; msg "" means the output already said why.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }
