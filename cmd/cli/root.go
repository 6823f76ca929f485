package cli

import (
	"github.com/spf13/cobra"
)

// newRootCmd builds the command tree on ios; the bare command opens the TUI.
func newRootCmd(ios ioStreams, o Options) *cobra.Command {
	opts := &engineOptions{domains: o.domains()}
	root := &cobra.Command{
		Use:   "concierge",
		Short: "A team of agents that serves you in the terminal",
		Long: "concierge is a terminal chat in which a concierge greets you, an orchestrator picks\n" +
			"the agent for each request and says why, and task agents do the work with tools.\n" +
			"With no API key it runs offline, on deterministic rules.",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          resumeArgs(opts),
		RunE: func(cmd *cobra.Command, _ []string) error {
			defer opts.startTracing(ios)()
			return runTUI(ios, opts, nil)
		},
	}
	opts.register(root)
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if !usesSettings(cmd) {
			return nil // a broken settings file must not stop `version`
		}
		return opts.settle(cmd, ios)
	}
	// each command says which global flags it reads (help.go): help
	// lists those only
	root.AddCommand(
		readsGlobals(newChatCmd(ios, opts), everyGlobal...),
		readsGlobals(newDemoCmd(ios, opts), globalServer, globalReading, globalData, globalStore),
		readsGlobals(newReplayCmd(ios, opts), globalServer, globalReading, globalData),
		readsGlobals(newEvalCmd(ios, opts), globalServer, globalReading, globalData),
		readsGlobals(newDoctorCmd(ios, opts), globalServer, globalData),
		readsGlobals(newAgentsCmd(ios, opts), globalDomain, globalData),
		readsGlobals(newReadCmd(ios, opts), globalDomain),
		readsGlobals(newCheckCmd(ios, opts.withServers(o.StartServers)), globalData),
		readsGlobals(newToolsCmd(ios, opts), globalData),
		readsGlobals(newSessionsCmd(ios, opts), globalData),
		newVersionCmd(ios, o.Version),
		readsGlobals(newConfigCmd(ios, opts), globalServer, globalReading, globalData),
		newExampleServerCmd(ios, o.Version),
	)
	showOnlyReadGlobals(root)
	setVersion(root, o.Version)
	return root
}
