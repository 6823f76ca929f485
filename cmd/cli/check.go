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

// checkFile checks one domain file and says what it found: every
// mistake at once, in file order — the static ones (keys, names,
// variables) and those the servers show (a tool they lack, a slot the
// schema lacks) together, so that one run of check finds them all.
func checkFile(ctx context.Context, ios ioStreams, opts *engineOptions, path string) bool {
	name := concierge.SanitizeLine(path)
	spec, problems, err := domainfile.Check(path, opts.fileOptions(ios))
	if err != nil {
		fmt.Fprintln(ios.Out, concierge.SanitizeLine(err.Error()))
		fmt.Fprintf(ios.Out, "FAIL %s\n", name)
		return false
	}
	static := len(problems)
	if spec == nil {
		return reportChecked(ios, name, problems, "")
	}
	start := opts.starter()
	if len(spec.Servers) > 0 && start == nil {
		return reportChecked(ios, name, problems, fmt.Sprintf("%s; checked statically: this concierge has no MCP client to start its %s",
			plural(len(spec.Agents), "agent"), plural(len(spec.Servers), "server")))
	}
	p, stop, err := opts.startFor(ctx, ios, spec)
	if err != nil {
		fmt.Fprintln(ios.Out, concierge.SanitizeLine(err.Error()))
		fmt.Fprintf(ios.Out, "FAIL %s\n", name)
		return false
	}
	defer stop()
	d, found := spec.Domain(p)
	problems = append(problems, found...)
	// the domain as a whole is judged only when the file is otherwise sound
	if static == 0 && len(found) == 0 {
		if err := d.Validate(); err != nil {
			problems = append(problems, domainfile.Problem{File: path, Pos: domainfile.Pos{Line: 1, Col: 1}, Msg: err.Error()})
		}
	}
	return reportChecked(ios, name, problems, plural(len(spec.Agents), "agent")+", "+plural(len(spec.Servers), "server"))
}

// reportChecked prints the problems in file order, each sanitised, then
// FAIL, or ok with what was checked when there are none.
func reportChecked(ios ioStreams, name string, problems []domainfile.Problem, checked string) bool {
	domainfile.SortProblems(problems)
	for _, p := range problems {
		fmt.Fprintln(ios.Out, concierge.SanitizeLine(p.String()))
	}
	if len(problems) > 0 {
		fmt.Fprintf(ios.Out, "FAIL %s\n", name)
		return false
	}
	fmt.Fprintf(ios.Out, "ok   %s (%s)\n", name, checked)
	return true
}
