package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/concierge"
)

// newReadCmd is `concierge read` (R50): one message read by the offline
// reader into commands, with their confidence, as the loop would get them.
func newReadCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	at := "none"
	var lastTask, lastList, stack string
	cmd := &cobra.Command{
		Use:   "read [MESSAGE | -]",
		Short: "Show the commands the offline reader reads a message as",
		Long: "read prints the commands a message becomes and how sure the offline reader is.\n" +
			"--at says what waits: none (or idle), slot:NAME, secret:NAME, username, approval or plan.\n" +
			"--last-task, --stack and --last-list say what the user can refer to: the task just done,\n" +
			"the tasks waiting (comma-separated, next first) and the items of the list last shown.\n" +
			"With - (or no message) the message is read from standard input, so a secret never\n" +
			"sits in a command line.",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			text := "-"
			if len(args) == 1 {
				text = args[0]
			}
			if text == "-" {
				b, err := io.ReadAll(io.LimitReader(ios.In, 1<<16))
				if err != nil {
					return err
				}
				text = strings.TrimRight(string(b), "\r\n")
			}
			if strings.TrimSpace(text) == "" {
				return &exitError{code: 2, msg: "read needs a message: an argument, or - to read it from standard input"}
			}
			d, done, err := opts.openDomain(cmd.Context(), ios)
			if err != nil {
				return err
			}
			defer done()
			if at == "idle" {
				at = "none"
			}
			m, err := understand.ParseMoment(at, d)
			if err != nil {
				return &exitError{code: 2, msg: "--at " + err.Error()}
			}
			if m.At == understand.AtApproval {
				m.Pending = understand.PendingSlots(d)
			}
			if err := referable(d, &m, lastTask, stack, lastList); err != nil {
				return &exitError{code: 2, msg: err.Error()}
			}
			r, err := understand.New(d)
			if err != nil {
				return err
			}
			rd := r.Read(text, m)
			secret := r.IsSecret
			quote := true
			for _, c := range rd.Commands {
				quote = quote && c.Kind != agents.CmdSecret
			}
			for _, c := range rd.Commands {
				fmt.Fprintln(ios.Out, concierge.SanitizeLine(c.Format(secret)))
			}
			sure := "sure"
			if !rd.Sure {
				sure = "not sure: " + rd.Doubt
			}
			if p := rd.Place; p != nil && quote {
				// "the second one" read as the item at that place (--last-list)
				fmt.Fprintln(ios.Out, concierge.SanitizeLine(fmt.Sprintf("place: %q is %s in the list shown", text[p.From:p.To], p.Item)))
			}
			fmt.Fprintln(ios.Out, concierge.SanitizeLine(fmt.Sprintf("confidence %.2f (%s)", rd.Confidence, sure)))
			for _, a := range rd.Top {
				alt := a.Act
				if a.Agent != "" {
					alt += " " + a.Agent
				}
				fmt.Fprintln(ios.Out, concierge.SanitizeLine(fmt.Sprintf("  %.2f %s", a.Confidence, alt)))
			}
			// what the head of the loop reads and runs: the same list the
			// Why panel's "Read as:" shows (R50)
			loop, moment, err := concierge.TurnReading(d, m, text, quote)
			if err != nil {
				return &exitError{code: 2, msg: err.Error()}
			}
			if len(loop) > 0 || m.At != understand.AtApproval {
				fmt.Fprintln(ios.Out, concierge.SanitizeLine("the loop at "+moment+" reads:"))
			}
			if len(loop) == 0 && m.At != understand.AtApproval {
				fmt.Fprintln(ios.Out, "  (no command of its own: the message goes on to the loop's other checks)")
			}
			for _, c := range loop {
				fmt.Fprintln(ios.Out, "  "+c)
			}
			if m.At == understand.AtApproval {
				// what the loop runs at an approval: the same list the
				// Why panel's "Read as:" shows (R50)
				cs, call, err := concierge.ApprovalReading(d, text, quote)
				if err != nil {
					return &exitError{code: 2, msg: err.Error()}
				}
				fmt.Fprintln(ios.Out, concierge.SanitizeLine("at the approval "+call))
				for _, c := range cs {
					fmt.Fprintln(ios.Out, "  "+c)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&at, "at", at, "what waits: none (or idle), slot:NAME, secret:NAME, username, approval or plan")
	cmd.Flags().StringVar(&lastTask, "last-task", "", "the task just done (an agent's name): \"one more\" is another of it")
	cmd.Flags().StringVar(&stack, "stack", "", "the tasks waiting, comma-separated agents' names, next first")
	cmd.Flags().StringVar(&lastList, "last-list", "", "the items of the list shown last, comma-separated: \"the second one\" is the second")
	return cmd
}

// referable puts what the user can refer to in m: the last task, the
// stack (agents' names) and the last list's items.
func referable(d *agents.Domain, m *understand.Moment, lastTask, stack, lastList string) error {
	names := func(s string) ([]string, error) {
		var out []string
		for _, n := range strings.Split(s, ",") {
			if n = strings.TrimSpace(n); n == "" {
				continue
			}
			if d.Agent(n) == nil {
				return nil, fmt.Errorf("the domain has no agent %s", n)
			}
			out = append(out, n)
		}
		return out, nil
	}
	last, err := names(lastTask)
	if err != nil {
		return fmt.Errorf("--last-task: %w", err)
	}
	if len(last) > 1 {
		return fmt.Errorf("--last-task takes one agent's name")
	}
	if len(last) == 1 {
		m.LastTask = last[0]
	}
	if m.Stack, err = names(stack); err != nil {
		return fmt.Errorf("--stack: %w", err)
	}
	for _, it := range strings.Split(lastList, ",") {
		if it = strings.TrimSpace(it); it != "" {
			m.LastList = append(m.LastList, it)
		}
	}
	return nil
}
