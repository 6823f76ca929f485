package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/concierge"
)

// Domain files (R35): --domain and a scenario's domain line may name a
// YAML file instead of a registered domain. Its servers start through the
// binary's StartServers; the agents that cannot work without them say so.

// StartServers starts a domain file's MCP servers (R36) and returns what
// its agents call, and how to stop every server. An error is for servers
// that cannot be started at all; a server that fails alone is reported by
// Provider.Tools, so that the rest of the domain works.
type StartServers func(ctx context.Context, servers []mcp.ServerSpec) (mcp.Provider, func(), error)

// defaultStartServers starts servers when the binary gives no
// StartServers of its own: nil until the MCP client is linked in, and
// then a domain file with servers can only be checked statically.
var defaultStartServers StartServers

// withServers gives the options the binary's way of starting MCP servers
// (Options.StartServers, else the default). It returns the options, so
// that the command tree takes it where it lists its commands.
func (o *engineOptions) withServers(start StartServers) *engineOptions {
	o.start = start
	return o
}

// starter is the function that starts servers here, or nil.
func (o *engineOptions) starter() StartServers {
	if o.start != nil {
		return o.start
	}
	return defaultStartServers
}

// pinsFile is where tools' definitions are pinned (R37): the data dir's
// tool-pins.json, or "" when there is no data dir (nothing pinned).
func (o *engineOptions) pinsFile(ios ioStreams) string {
	dir, err := o.dataDir(ios)
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "tool-pins.json")
}

// fileOptions are what a domain file may take from this process: its
// environment (for ${VAR}), the binary (${CONCIERGE}) and the pin file.
func (o *engineOptions) fileOptions(ios ioStreams) domainfile.Options {
	bin, _ := os.Executable()
	return domainfile.Options{
		LookupEnv: func(k string) (string, bool) { v := ios.env(k); return v, v != "" },
		Binary:    bin, Pins: o.pinsFile(ios),
	}
}

// openDomain builds the --domain domain: a registered one by name, or a
// domain file with its servers started. stop stops them.
func (o *engineOptions) openDomain(ctx context.Context, ios ioStreams) (*agents.Domain, func(), error) {
	if !domainfile.IsFile(o.Domain) {
		d, err := o.domain()
		return d, func() {}, err
	}
	return o.loadFile(ctx, ios, o.Domain, true)
}

// loadFile loads a domain file, starts its servers and builds its agents.
// A static mistake stops it (exit 2, every mistake said); a mistake that
// needs a server disables that agent and is said on stderr. pin says
// whether the tools' definitions are pinned in the data dir: a user's
// session does; a replayed scenario, which approves what its script says,
// must not move the user's pins.
func (o *engineOptions) loadFile(ctx context.Context, ios ioStreams, path string, pin bool) (*agents.Domain, func(), error) {
	fo := o.fileOptions(ios)
	if !pin {
		fo.Pins = ""
	}
	spec, err := domainfile.Load(path, fo)
	if err != nil {
		return nil, nil, &exitError{code: 2, msg: fileError(err)}
	}
	p, stop, err := o.startFor(ctx, ios, spec)
	if err != nil {
		return nil, nil, err
	}
	d, problems := spec.Domain(p)
	for _, pr := range problems {
		fmt.Fprintln(ios.ErrOut, "concierge: "+concierge.SanitizeLine(pr.String()))
	}
	if err := d.Validate(); err != nil {
		stop()
		return nil, nil, &exitError{code: 2, msg: path + ": " + err.Error()}
	}
	return d, stop, nil
}

// startFor starts a spec's servers, if it has any and this binary can.
func (o *engineOptions) startFor(ctx context.Context, ios ioStreams, spec *domainfile.Spec) (mcp.Provider, func(), error) {
	start := o.starter()
	if len(spec.Servers) == 0 || start == nil {
		if len(spec.Servers) > 0 {
			fmt.Fprintf(ios.ErrOut, "concierge: %s: this concierge cannot start MCP servers (no MCP client is linked in): its agents are unavailable\n", concierge.SanitizeLine(spec.File))
		}
		return nil, func() {}, nil
	}
	if ctx == nil {
		ctx = context.Background()
	}
	p, stop, err := start(ctx, spec.Servers)
	if err != nil {
		return nil, nil, &exitError{code: 1, msg: concierge.SanitizeLine(fmt.Sprintf("%s: the MCP servers did not start: %v", spec.File, err))}
	}
	if stop == nil {
		stop = func() {}
	}
	return p, stop, nil
}

// fileError is Load's error as lines, each sanitised (R46): every
// problem as FILE:LINE:COL, or the reading error itself.
func fileError(err error) string {
	ps := domainfile.Problems(err)
	if len(ps) == 0 {
		return concierge.SanitizeLine(err.Error())
	}
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += "\nconcierge: "
		}
		s += concierge.SanitizeLine(p.String())
	}
	return s
}
