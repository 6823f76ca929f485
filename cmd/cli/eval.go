package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// evalOptions are eval's own flags.
type evalOptions struct {
	Runs    int
	JSON    bool
	MinPass float64
	// RulesFirst measures the product (the offline rules, then the
	// model) instead of the model alone. Only eval's own flag sets it: a
	// settings file or the environment that turns rules first on for
	// chatting must not quietly turn a model's measure into the rules'.
	RulesFirst bool
}

func newEvalCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	var eo evalOptions
	cmd := &cobra.Command{
		Use:   "eval [FILE...]",
		Short: "Measure the configured engine on scenario files: pass rate, requests, tokens, latency",
		Long: "Run scenario files --runs times each on the configured engine and print,\n" +
			"per file and in total: the pass rate, model requests and tokens per run (median and\n" +
			"max), the time a turn takes (p50, p95), and the expectation that failed in most runs\n" +
			"With no FILE, the embedded demos run. This is how to tell whether a model\n" +
			"is good enough for your agents; on the offline engine every run passes, or it is a bug.\n" +
			"On a model, eval measures the model alone; --rules-first measures the product, with\n" +
			"the offline rules answering what they are sure of first. The report's first line says\n" +
			"which was measured.\n" +
			"Exit 1 when the total pass rate is below --min-pass.",
		Example: "  concierge eval --runs 5 --base-url http://localhost:11434/v1 --model qwen2.5:7b my.scenario\n" +
			"  concierge eval --json > eval.json",
		RunE: func(cmd *cobra.Command, files []string) error {
			// eval's own --rules-first shadows the shared flag, and the
			// shared setting from a file or the environment is not read
			opts.RulesFirst = eo.RulesFirst
			return runEval(cmd.Context(), ios, opts, eo, files)
		},
	}
	f := cmd.Flags()
	f.IntVar(&eo.Runs, "runs", 1, "how many times each file runs")
	f.BoolVar(&eo.JSON, "json", false, "print the report as JSON, for scripts and CI")
	f.Float64Var(&eo.MinPass, "min-pass", 100, "the total pass rate, in percent, below which eval exits 1")
	f.BoolVar(&eo.RulesFirst, "rules-first", false, "measure the product: the offline rules answer what they are sure of, the model the rest (default: the model alone)")
	return cmd
}

func runEval(ctx context.Context, ios ioStreams, opts *engineOptions, eo evalOptions, files []string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if eo.Runs < 1 || eo.Runs > 1000 {
		return &exitError{code: 2, msg: fmt.Sprintf("--runs must be between 1 and 1000, not %d", eo.Runs)}
	}
	measured := ""
	if d, err := opts.domain(); err == nil {
		brain, err := opts.engineFor(ios, d)
		if err != nil {
			return err // a bad --engine is said once, before any run
		}
		measured = measures(brain)
	}
	scenarios, unreadable := loadScenarios(ios, files)
	rep, err := scenario.Eval(ctx, scenarios, scenario.EvalOptions{
		Runs: eo.Runs,
		Replay: scenario.ReplayOptions{
			Domains:              opts.domains,
			ClassifyEveryMessage: opts.Classify,
			NewBrain:             func(d *agents.Domain) (agents.Brain, error) { return opts.engineFor(ios, d) },
			LoadDomain:           func(path string) (*agents.Domain, func(), error) { return opts.loadFile(ctx, ios, path, false) },
		},
	})
	if err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	if eo.JSON {
		enc := json.NewEncoder(ios.Out)
		enc.SetIndent("", "  ")
		out := struct {
			Measured string `json:"measured"`
			*scenario.EvalReport
		}{measured, rep}
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(ios.Out, "Measured: %s\n", measured)
		printEval(ios, rep)
	}
	if unreadable > 0 || rep.Total.Runs == 0 || rep.Total.PassRate*100 < eo.MinPass {
		return &exitError{code: 1}
	}
	return nil
}

// measures says what a run on brain measures, for the report's first
// line: a pass rate means nothing without it (the rules alone pass the
// demos with a model that cannot call a tool).
func measures(brain agents.Brain) string {
	switch brain.(type) {
	case *offline.Brain:
		return "the offline reader (no model)"
	case *offline.First:
		return "the product: the offline rules first, the model for the rest (--rules-first)"
	}
	return "the model alone (--rules-first measures the product)"
}

// printEval prints the report as a table, a row a file and the total.
func printEval(ios ioStreams, rep *scenario.EvalReport) {
	w := tabwriter.NewWriter(ios.Out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "FILE\tPASS\tREQUESTS\tTOKENS\tTURN p50\tp95\tMOST FAILING")
	row := func(f scenario.EvalFile) {
		failing := "-"
		switch {
		case f.Error != "":
			failing = "cannot run: " + f.Error
		case f.Failing != nil:
			failing = fmt.Sprintf("%s (%d of %d runs): %s", f.Failing.Where, f.Failing.Runs, f.Runs, f.Failing.Msg)
		}
		fmt.Fprintf(w, "%s\t%d/%d %3.0f%%\t%d / %d\t%d / %d\t%s\t%s\t%s\n",
			concierge.SanitizeLine(f.File), f.Passed, f.Runs, f.PassRate*100,
			f.Requests.Median, f.Requests.Max, f.Tokens.Median, f.Tokens.Max,
			short(f.Latency.P50), short(f.Latency.P95), concierge.SanitizeLine(reading.Clip(failing, 100)))
	}
	for _, f := range rep.Files {
		row(f)
	}
	row(rep.Total)
	_ = w.Flush()
	fmt.Fprintln(ios.Out, "(requests and tokens per run: median / max)")
}

// short prints a duration the way a person reads a latency.
func short(d time.Duration) string {
	switch {
	case d >= time.Second:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d >= time.Millisecond:
		return fmt.Sprintf("%dms", d.Milliseconds())
	}
	return fmt.Sprintf("%dµs", d.Microseconds())
}
