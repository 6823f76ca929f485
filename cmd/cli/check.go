package cli

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/concierge"
)

func newCheckCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "check FILE...",
		Short: "Check domain files: their YAML, names and variables, and their tools against the servers",
		Long: "Check domain files as loading them does, and more strictly: every mistake\n" +
			"is printed as FILE:LINE:COL: what is wrong. The servers are started and each agent's\n" +
			"tool, slots and arguments are checked against them; a mistake that would only disable\n" +
			"one agent in a session is an error here. Exit 0 when every file is sound, 1 otherwise.",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, files []string) error {
			failed := 0
			for _, f := range files {
				if !checkFile(cmd.Context(), ios, opts, f) {
					failed++
				}
			}
			if failed > 0 {
				return &exitError{code: 1}
			}
			return nil
		},
	}
}

// checkFile checks one domain file and says what it found.
func checkFile(ctx context.Context, ios ioStreams, opts *engineOptions, path string) bool {
	name := concierge.SanitizeLine(path)
	spec, err := domainfile.Load(path, opts.fileOptions(ios))
	if err != nil {
		ps := domainfile.Problems(err)
		if len(ps) == 0 {
			fmt.Fprintln(ios.Out, concierge.SanitizeLine(err.Error()))
		}
		for _, p := range ps {
			fmt.Fprintln(ios.Out, concierge.SanitizeLine(p.String()))
		}
		fmt.Fprintf(ios.Out, "FAIL %s\n", name)
		return false
	}
	start := opts.starter()
	if len(spec.Servers) > 0 && start == nil {
		fmt.Fprintf(ios.Out, "ok   %s (%s; checked statically: this concierge has no MCP client to start its %s)\n",
			name, plural(len(spec.Agents), "agent"), plural(len(spec.Servers), "server"))
		return true
	}
	p, stop, err := opts.startFor(ctx, ios, spec)
	if err != nil {
		fmt.Fprintln(ios.Out, concierge.SanitizeLine(err.Error()))
		fmt.Fprintf(ios.Out, "FAIL %s\n", name)
		return false
	}
	defer stop()
	d, problems := spec.Domain(p)
	for _, pr := range problems {
		fmt.Fprintln(ios.Out, concierge.SanitizeLine(pr.String()))
	}
	if err := d.Validate(); err != nil {
		fmt.Fprintf(ios.Out, "%s:1:1: %s\n", name, concierge.SanitizeLine(err.Error()))
		problems = append(problems, domainfile.Problem{})
	}
	if len(problems) > 0 {
		fmt.Fprintf(ios.Out, "FAIL %s\n", name)
		return false
	}
	fmt.Fprintf(ios.Out, "ok   %s (%s, %s)\n", name, plural(len(spec.Agents), "agent"), plural(len(spec.Servers), "server"))
	return true
}
