package cli

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
)

func newReplayCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "replay [FILE...]",
		Short: "Run scenario files headless and check their expectations",
		Long: "Run scenario files (SPEC R21) and check every expectation. With no FILE, the\n" +
			"embedded demos run. Exit 0 when every expectation holds, 1 otherwise, with\n" +
			"FILE:LINE: expected …, got … for each one that does not.",
		RunE: func(cmd *cobra.Command, files []string) error {
			defer opts.startTracing(ios)()
			return runReplay(cmd.Context(), ios, opts, files)
		},
	}
}

func runReplay(ctx context.Context, ios ioStreams, opts *engineOptions, files []string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	// a bad --engine is a usage error: say it once, before any scenario
	if d, err := opts.domain(); err == nil {
		if _, err := opts.engineFor(ios, d); err != nil {
			return err
		}
	}
	scenarios, failed := loadScenarios(ios, files)
	for _, sc := range scenarios {
		// the scenario's name is a file name from the command line, and a
		// replay error quotes the file: both are sanitised (R46)
		name := concierge.SanitizeLine(sc.Name)
		rep, err := concierge.Replay(ctx, sc, concierge.ReplayOptions{
			Domains:              opts.domains,
			ClassifyEveryMessage: opts.Classify,
			NewBrain:             func(d *agents.Domain) (agents.Brain, error) { return opts.engineFor(ios, d) },
			LoadDomain:           func(path string) (*agents.Domain, func(), error) { return opts.loadFile(ctx, ios, path, false) },
			Sink:                 opts.tracer.Sink(nil),
			Typed:                &typedSecrets,
		})
		if err != nil {
			fmt.Fprintln(ios.Out, concierge.SanitizeLine(err.Error()))
			failed++
			continue
		}
		for _, f := range rep.Failures {
			fmt.Fprintln(ios.Out, f.String())
		}
		if len(rep.Failures) > 0 {
			fmt.Fprintf(ios.Out, "FAIL %s (%d of %d steps)\n", name, len(rep.Failures), len(sc.Steps))
			failed++
			continue
		}
		fmt.Fprintf(ios.Out, "ok   %s (%d steps)\n", name, len(sc.Steps))
	}
	if failed > 0 {
		return &exitError{code: 1}
	}
	return nil
}

// loadScenarios reads the scenario files, or the embedded demos when none
// is given. A file that cannot be read is said (its error names it, R46)
// and counted in failed; the others still run.
func loadScenarios(ios ioStreams, files []string) (scenarios []*concierge.Scenario, failed int) {
	if len(files) == 0 {
		for _, name := range concierge.DemoNames() {
			sc, err := concierge.Demo(name)
			if err != nil {
				fmt.Fprintln(ios.Out, err)
				failed++
				continue
			}
			scenarios = append(scenarios, sc)
		}
	}
	for _, f := range files {
		// streamed with a size limit; errors name the file (R46)
		sc, err := concierge.LoadScenario(f)
		if err != nil {
			fmt.Fprintln(ios.Out, err)
			failed++
			continue
		}
		scenarios = append(scenarios, sc)
	}
	return scenarios, failed
}
