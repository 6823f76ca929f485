package cli

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The root's flags are persistent, so that "concierge --data-dir D sessions
// list" reads as it always has; but a command's help lists only the
// global flags that command reads. A flag a command does not read is still
// accepted there (scripts written against older help keep working), it
// only goes unmentioned.

// flagGroups are the root's flags by what they are about.
var flagGroups = map[string][]string{
	// globalDomain: the agents that serve the session
	globalDomain: {"domain"},
	// globalServer: which engine, and the OpenAI-compatible server and model
	globalServer: {"engine", "model", "base-url", "azure", "azure-deployment", "azure-api-version"},
	// globalReading: how a session on a model reads messages
	globalReading: {"rules-first", "probe", "classify-every-message"},
	// globalData: where sessions, pins and a server's findings are kept
	globalData: {"data-dir"},
	// globalStore: whether the session is stored
	globalStore: {"no-store"},
	// globalResume: going on with a stored session
	globalResume: {"resume", "read-only", "fork"},
}

const (
	globalDomain  = "domain"
	globalServer  = "server"
	globalReading = "reading"
	globalData    = "data"
	globalStore   = "store"
	globalResume  = "resume"

	// globalsKey is the command annotation that lists its groups.
	globalsKey = "concierge/global-flags"
)

// everyGlobal is every group: the commands that run a whole session.
var everyGlobal = []string{globalDomain, globalServer, globalReading, globalData, globalStore, globalResume}

// readsGlobals records which groups of global flags cmd reads; its
// subcommands read the same unless they say otherwise.
func readsGlobals(cmd *cobra.Command, groups ...string) *cobra.Command {
	if cmd.Annotations == nil {
		cmd.Annotations = map[string]string{}
	}
	cmd.Annotations[globalsKey] = strings.Join(groups, ",")
	return cmd
}

// globalsOf is the set of global flags cmd reads: its own declaration, else
// its nearest parent's below the root; none when nothing says.
func globalsOf(cmd *cobra.Command) map[string]bool {
	applies := map[string]bool{}
	for c := cmd; c != nil && c.HasParent(); c = c.Parent() {
		groups, ok := c.Annotations[globalsKey]
		if !ok {
			continue
		}
		for _, g := range strings.Split(groups, ",") {
			for _, name := range flagGroups[g] {
				applies[name] = true
			}
		}
		break
	}
	return applies
}

// showOnlyReadGlobals makes every command's usage list only the global
// flags it reads: the others are hidden while the usage is written.
func showOnlyReadGlobals(root *cobra.Command) {
	usage := root.UsageFunc() // cobra's own, from its default template
	root.SetUsageFunc(func(cmd *cobra.Command) error {
		if cmd == root {
			return usage(cmd)
		}
		applies := globalsOf(cmd)
		var hidden []*pflag.Flag
		cmd.InheritedFlags().VisitAll(func(f *pflag.Flag) {
			if !f.Hidden && !applies[f.Name] && root.PersistentFlags().Lookup(f.Name) == f {
				f.Hidden = true
				hidden = append(hidden, f)
			}
		})
		defer func() {
			for _, f := range hidden {
				f.Hidden = false
			}
		}()
		return usage(cmd)
	})
}

// setVersion gives the root a --version that prints what "concierge
// version" prints.
func setVersion(root *cobra.Command, version string) {
	root.Version = versionLine(version)
	root.SetVersionTemplate("concierge {{.Version}}\n")
}

// versionLine is the version and the Go it was built with.
func versionLine(version string) string {
	return fmt.Sprintf("%s (%s)", currentVersion(version), runtime.Version())
}

// printVersion writes the line "version" and --version print.
func printVersion(w io.Writer, version string) {
	fmt.Fprintf(w, "concierge %s\n", versionLine(version))
}
