package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/state"
	"github.com/concierge-dev/concierge/tui"
)

func newDemoCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	var (
		plain bool
		speed float64
		step  bool
		sf    screenFlags
	)
	cmd := &cobra.Command{
		Use:   "demo " + strings.Join(scenario.DemoNames(), "|"),
		Short: "Play a demo conversation",
		Long: "Play a built-in demo conversation through the real loop: bank (a login, a balance\n" +
			"check and an approved transfer) or decline-letter (an insurance decline letter, with a\n" +
			"side question on the way). The TUI types each user line visibly; --plain prints the\n" +
			"transcript with every routing reason, prerequisite and continuation note.",
		Args:      cobra.ExactArgs(1),
		ValidArgs: scenario.DemoNames(),
		RunE: func(cmd *cobra.Command, args []string) error {
			sc, err := scenario.Demo(args[0])
			if err != nil {
				return &exitError{code: 2, msg: err.Error()}
			}
			if speed < 0 {
				return &exitError{code: 2, msg: "--speed must be zero or more"}
			}
			defer opts.startTracing(ios)()
			if sf.Cast != "" || sf.Screens != "" {
				// a recording is made headless: no terminal needed (R48)
				if step {
					return &exitError{code: 2, msg: "--step waits for a key, and a recording has none: leave it out"}
				}
				if !cmd.Flags().Changed("speed") {
					speed = 25
				}
				sf.Speed = speed
				return recordDemo(cmd.Context(), ios, opts, sc, sf)
			}
			if !plain {
				if !cmd.Flags().Changed("speed") {
					speed = 25
				}
				o := *opts
				o.Domain, o.freshBank = sc.Domain, true
				return runTUI(ios, &o, tui.NewDemo(sc, speed, step))
			}
			return runDemo(ios, opts, sc, speed, step)
		},
	}
	cmd.Flags().BoolVar(&plain, "plain", false, "print the transcript instead of showing the TUI")
	cmd.Flags().Float64Var(&speed, "speed", 0, "typing speed in characters per second (TUI default 25; plain default 0: instant)")
	cmd.Flags().BoolVar(&step, "step", false, "wait for a key before each user line: space (or Enter) in the TUI, Enter with --plain")
	sf.register(cmd, false)
	return cmd
}

// recordDemo writes a demo's screens (--screens) and its recording
// (--cast), without a terminal.
func recordDemo(ctx context.Context, ios ioStreams, opts *engineOptions, sc *scenario.Scenario, sf screenFlags) error {
	if ctx == nil {
		ctx = context.Background()
	}
	w, h, err := sf.size()
	if err != nil {
		return err
	}
	if err := sf.checkOutputs(); err != nil {
		return err
	}
	said := ios // with --cast -, standard output is the recording's alone
	if sf.Cast == "-" {
		said.Out = ios.ErrOut
	}
	if sf.Screens != "" && !replayOne(ctx, said, opts, sc, sf, w, h, false) {
		return &exitError{code: 1, msg: fmt.Sprintf("the %s demo did not go as scripted", sc.Name)}
	}
	if sf.Cast != "" {
		cw, ch := sc.ScreenSize(w, h)
		return recordCast(ctx, ios, opts, sc, sf.Cast, sf.Force, sf.Speed, cw, ch)
	}
	return nil
}

// runDemo replays a demo scenario, printing it as a transcript. A demo
// whose expectations fail is a broken product, so it exits 1 and says where.
func runDemo(ios ioStreams, opts *engineOptions, sc *scenario.Scenario, speed float64, step bool) error {
	p := &concierge.PlainPrinter{W: ios.Out}
	keys := bufio.NewReader(ios.In)
	ro := scenario.ReplayOptions{
		Domains:              opts.domains,
		Clock:                time.Now,
		Sink:                 opts.tracer.Sink(p.Print),
		Typed:                &typedSecrets,
		ClassifyEveryMessage: opts.Classify,
		NewBrain: func(d *agents.Domain) (agents.Brain, error) {
			return opts.engineFor(ios, d)
		},
		BeforeStep: func(st scenario.Step, secret bool) {
			if step {
				fmt.Fprint(ios.Out, "[demo] press Enter for the next step")
				_, _ = keys.ReadString('\n')
			}
			if secret {
				st.Text = state.SecretMask
			}
			typeLine(ios, st, speed)
		},
	}
	rep, err := scenario.Replay(context.Background(), sc, ro)
	var usage *exitError
	if errors.As(err, &usage) {
		return usage // a bad flag, not a demo gone wrong
	}
	if err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	for _, f := range rep.Failures {
		fmt.Fprintln(ios.ErrOut, f.String())
	}
	if len(rep.Failures) > 0 {
		return &exitError{code: 1, msg: fmt.Sprintf("the %s demo did not go as scripted", sc.Name)}
	}
	return nil
}

// typeLine shows the user's step as if typed.
func typeLine(ios ioStreams, st scenario.Step, speed float64) {
	text := st.Text
	switch st.Kind {
	case scenario.StepApprove:
		text = "approve"
		if st.Text == scenario.ScopeSession {
			text = "approve for this session"
		}
	case scenario.StepReject:
		text = strings.TrimSpace("reject " + st.Text)
	}
	fmt.Fprint(ios.Out, "> ")
	text = concierge.SanitizeLine(text) // typed slowly or at once (R18)
	if speed > 0 {
		per := time.Duration(float64(time.Second) / speed)
		for _, r := range text {
			fmt.Fprint(ios.Out, string(r))
			time.Sleep(per)
		}
	} else {
		fmt.Fprint(ios.Out, text)
	}
	fmt.Fprintln(ios.Out)
}
