package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/tui"
)

// screenFlags are the flags of screens and recordings (R47, R48), shared by
// replay and demo.
type screenFlags struct {
	Size    string
	Update  bool
	Cast    string
	Screens string
	Speed   float64
	// Force lets --cast replace a file and --screens write into a folder
	// that is not empty (R55).
	Force bool
}

func (f *screenFlags) register(cmd *cobra.Command, update bool) {
	cmd.Flags().StringVar(&f.Size, "size", "", "the `WxH` of screens and recordings when the scenario has no size line (default 100x30)")
	if update {
		cmd.Flags().BoolVar(&f.Update, "update", false, "write or rewrite the golden screens (testdata/NAME.golden beside each scenario) instead of comparing")
	}
	cmd.Flags().StringVar(&f.Cast, "cast", "", "write an asciicast v2 recording of the TUI playing the conversation to `FILE`")
	cmd.Flags().StringVar(&f.Screens, "screens", "", "write each step's screen as a text file into `DIR` (new or empty)")
	cmd.Flags().BoolVar(&f.Force, "force", false, "let --cast replace an existing file and --screens write into a folder that is not empty")
}

// screenTrouble is tui.ScreenTrouble; a test sets the width trouble.
var screenTrouble = tui.ScreenTrouble

// size is --size, 0×0 when it is not given. It also refuses --screens and
// --cast where screens cannot be drawn true (RUNEWIDTH_EASTASIAN): their
// files would be written with every border two cells wide, and no
// golden stands by to notice.
func (f *screenFlags) size() (int, int, error) {
	if t := screenTrouble(); t != "" && (f.Screens != "" || f.Cast != "") {
		return 0, 0, &exitError{code: 2, msg: "--screens and --cast draw nothing here: " + t}
	}
	if f.Size == "" {
		return 0, 0, nil
	}
	w, h, err := scenario.ParseSize(f.Size)
	if err != nil {
		return 0, 0, &exitError{code: 2, msg: "--size: " + err.Error()}
	}
	return w, h, nil
}

func newReplayCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	var sf screenFlags
	cmd := &cobra.Command{
		Use:   "replay [FILE...]",
		Short: "Run scenario files headless and check their expectations",
		Long: "Run scenario files and check every expectation. With no FILE, the\n" +
			"embedded demos run. Exit 0 when every expectation holds, 1 otherwise, with\n" +
			"FILE:LINE: expected …, got … for each one that does not.\n\n" +
			"`expect screen NAME` compares the TUI's screen at that point with\n" +
			"testdata/NAME.golden beside the scenario (a unified diff when it differs);\n" +
			"--update writes the goldens. --cast records the TUI playing one scenario.",
		RunE: func(cmd *cobra.Command, files []string) error {
			defer opts.startTracing(ios)()
			return runReplay(cmd.Context(), ios, opts, files, sf)
		},
	}
	sf.register(cmd, true)
	cmd.Flags().Float64Var(&sf.Speed, "speed", 25, "typing speed of a --cast recording in characters per second (0: a line at once)")
	return cmd
}

func runReplay(ctx context.Context, ios ioStreams, opts *engineOptions, files []string, sf screenFlags) error {
	if ctx == nil {
		ctx = context.Background()
	}
	// a bad --engine is a usage error: say it once, before any scenario
	if d, err := opts.domain(); err == nil {
		if _, err := opts.engineFor(ios, d); err != nil {
			return err
		}
	}
	w, h, err := sf.size()
	if err != nil {
		return err
	}
	if sf.Speed < 0 {
		return &exitError{code: 2, msg: "--speed must be zero or more"}
	}
	if err := sf.checkOutputs(); err != nil {
		return err
	}
	scenarios, failed := loadScenarios(ios, files)
	if sf.Cast != "" && len(scenarios)+failed != 1 {
		return &exitError{code: 2, msg: "--cast records one scenario: name one FILE"}
	}
	// with --cast -, standard output is the recording's alone
	said := ios
	if sf.Cast == "-" {
		said.Out = ios.ErrOut
	}
	for _, sc := range scenarios {
		if !replayOne(ctx, said, opts, sc, sf, w, h, len(scenarios) > 1) {
			failed++
		}
	}
	if failed > 0 {
		return &exitError{code: 1}
	}
	if sf.Cast != "" {
		sc := scenarios[0]
		cw, ch := sc.ScreenSize(w, h)
		return recordCast(ctx, ios, opts, sc, sf.Cast, sf.Force, sf.Speed, cw, ch)
	}
	return nil
}

// replayOne replays a scenario and says how it went; false when it failed.
// With several scenarios, --screens gives each its own folder.
func replayOne(ctx context.Context, ios ioStreams, opts *engineOptions, sc *scenario.Scenario, sf screenFlags, w, h int, several bool) bool {
	// the scenario's name is a file name from the command line, and a
	// replay error quotes the file: both are sanitised (R46)
	name := concierge.SanitizeLine(sc.Name)
	ro := scenario.ReplayOptions{
		Domains:              opts.domains,
		ClassifyEveryMessage: opts.Classify,
		NewBrain:             func(d *agents.Domain) (agents.Brain, error) { return opts.engineFor(ios, d) },
		LoadDomain:           func(path string) (*agents.Domain, func(), error) { return opts.loadFile(ctx, ios, path, false) },
		Sink:                 opts.tracer.Sink(nil),
		// each scenario is a conversation of its own: a password typed in
		// one (or a word a login pair took as one) masks nothing in the next
		Typed: &reading.SecretMemory{},
		Screens: scenario.Screens{
			Draw: tui.Screen, Width: w, Height: h, Update: sf.Update, Trouble: screenTrouble(),
		},
	}
	var shots *screenFiles
	if sf.Screens != "" {
		dir := sf.Screens
		if several {
			dir = filepath.Join(dir, strings.TrimSuffix(filepath.Base(sc.Name), filepath.Ext(sc.Name)))
		}
		sw, sh := sc.ScreenSize(w, h)
		shots = newScreenFiles(sc, dir, sw, sh, sf.Force)
		ro.AfterStep = shots.after
	}
	rep, err := scenario.Replay(ctx, sc, ro)
	if err != nil {
		fmt.Fprintln(ios.Out, concierge.SanitizeLine(err.Error()))
		return false
	}
	for _, n := range rep.Notes {
		fmt.Fprintln(ios.Out, n.String())
	}
	for _, f := range rep.Failures {
		fmt.Fprintln(ios.Out, f.String())
	}
	ok := len(rep.Failures) == 0
	if shots != nil {
		if shots.err != nil {
			fmt.Fprintf(ios.Out, "%s: cannot write the screens: %s\n", name, concierge.SanitizeLine(shots.err.Error()))
			ok = false
		} else {
			fmt.Fprintf(ios.Out, "wrote %d screens of %s to %s\n", shots.wrote, name, concierge.SanitizeLine(shots.dir))
		}
	}
	if len(rep.Failures) > 0 {
		fmt.Fprintf(ios.Out, "FAIL %s (%d of %d steps)\n", name, len(rep.Failures), len(sc.Steps))
		return false
	}
	if ok {
		fmt.Fprintf(ios.Out, "ok   %s (%d steps)\n", name, len(sc.Steps))
	}
	return ok
}

// loadScenarios reads the scenario files, or the embedded demos when none
// is given. A file that cannot be read is said (its error names it, R46)
// and counted in failed; the others still run.
func loadScenarios(ios ioStreams, files []string) (scenarios []*scenario.Scenario, failed int) {
	if len(files) == 0 {
		for _, name := range scenario.DemoNames() {
			sc, err := scenario.Demo(name)
			if err != nil {
				fmt.Fprintln(ios.Out, concierge.Sanitize(err.Error()))
				failed++
				continue
			}
			scenarios = append(scenarios, sc)
		}
	}
	for _, f := range files {
		// streamed with a size limit; errors name the file (R46)
		sc, err := scenario.LoadScenario(f)
		if err != nil {
			fmt.Fprintln(ios.Out, concierge.Sanitize(err.Error()))
			failed++
			continue
		}
		scenarios = append(scenarios, sc)
	}
	return scenarios, failed
}
