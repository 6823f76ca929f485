package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// doctorOptions are doctor's own flags.
type doctorOptions struct {
	Refresh bool
	JSON    bool
}

func newDoctorCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	var do doctorOptions
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Probe the configured OpenAI-compatible server and say what concierge will do about it",
		Long: "Probe the server given by --base-url (or OPENAI_BASE_URL, or api.openai.com with\n" +
			"OPENAI_API_KEY) in a few requests and print what it does: reachable, model found,\n" +
			"streaming, tool calls (native or written as text), tool_choice, temperature 0, role\n" +
			"alternation, usage — each with what concierge will do, or the fix.\n" +
			"The findings are kept per server and model in the data dir and adopted by every\n" +
			"session; a session probes by itself only when none are kept. --refresh probes again.\n" +
			"Exit 1 when concierge cannot work with the server as it is.",
		Example: "  concierge doctor --base-url http://localhost:11434/v1 --model qwen2.5:7b\n" +
			"  concierge doctor --refresh --json",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runDoctor(cmd.Context(), ios, opts, do)
		},
	}
	cmd.Flags().BoolVar(&do.Refresh, "refresh", false, "probe again even when findings are kept")
	cmd.Flags().BoolVar(&do.JSON, "json", false, "print the findings as JSON, for scripts")
	return cmd
}

func runDoctor(ctx context.Context, ios ioStreams, opts *engineOptions, do doctorOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	cfg, err := opts.serverConfig(ios)
	if err != nil {
		return err
	}
	cache := opts.dialectCache(ios)
	rep, cached := cache.get(cfg, opts.Model)
	if do.Refresh || !cached {
		if rep, err = openai.Probe(ctx, cfg, opts.Model, time.Now()); err != nil {
			return &exitError{code: 1, msg: "the probe stopped: " + err.Error()}
		}
		cached = false
		if rep.Usable {
			// a failure is not kept: the next session or doctor probes
			// again, once the fix is made
			if err := cache.put(cfg, opts.Model, rep); err != nil {
				fmt.Fprintf(ios.ErrOut, "concierge: the findings are not kept: %v\n", err)
			}
		}
	}
	if do.JSON {
		enc := json.NewEncoder(ios.Out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		printDoctor(ios, rep, cached)
	}
	if !rep.Usable {
		return &exitError{code: 1}
	}
	return nil
}

// printDoctor prints the findings as a table, the failing rows marked.
func printDoctor(ios ioStreams, rep *openai.Report, cached bool) {
	where := rep.BaseURL
	if where == "" {
		where = "api.openai.com"
	}
	fmt.Fprintf(ios.Out, "%s, model %s\n", concierge.SanitizeLine(where), concierge.SanitizeLine(rep.Model))
	w := tabwriter.NewWriter(ios.Out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "\tCHECK\tFOUND\tCONCIERGE WILL")
	waits := false
	for _, f := range rep.Findings {
		mark := "ok"
		switch {
		case f.Wait:
			mark, waits = "WAIT", true // a rate limit: nothing to fix (R56)
		case !f.OK:
			mark = "FIX"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", mark, f.Check, concierge.SanitizeLine(f.Result), concierge.SanitizeLine(f.Action))
	}
	_ = w.Flush()
	switch {
	case cached:
		fmt.Fprintf(ios.Out, "Found on %s and kept; --refresh probes again.\n", rep.Time.Local().Format("2006-01-02 15:04"))
	case rep.Usable:
		fmt.Fprintf(ios.Out, "Probed in %s; kept for the sessions that use this server and model.\n", plural(rep.Requests, "request"))
	case waits:
		fmt.Fprintln(ios.Out, "The server is rate limiting requests: a limit to wait out, not something to fix. Nothing was kept; run concierge doctor again in a moment.")
	default:
		fmt.Fprintln(ios.Out, "concierge cannot work with this server as it is: see the rows marked FIX.")
	}
}

// serverConfig is the OpenAI-compatible server the flags name, or a
// usage error when they name none.
func (o *engineOptions) serverConfig(ios ioStreams) (openai.Config, error) {
	cfg := o.openAIConfig(ios)
	if strings.EqualFold(strings.TrimSpace(o.Engine), "offline") {
		return cfg, &exitError{code: 2, msg: "doctor probes an OpenAI-compatible server; the offline engine needs none"}
	}
	if cfg.APIKey == "" && cfg.BaseURL == "" {
		return cfg, &exitError{code: 2, msg: "doctor needs a server: --base-url (for Ollama, vLLM, llama.cpp…) or OPENAI_API_KEY (for api.openai.com)"}
	}
	if cfg.Azure && cfg.BaseURL == "" {
		return cfg, &exitError{code: 2, msg: "--azure needs the resource endpoint in --base-url or AZURE_OPENAI_ENDPOINT"}
	}
	return cfg, nil
}

// dialectCache keeps doctor's findings per server and model in the data
// dir, as one small JSON file; without a data dir it keeps nothing.
type dialectCache struct{ path string }

func (o *engineOptions) dialectCache(ios ioStreams) dialectCache {
	dir, err := o.dataDir(ios)
	if err != nil {
		return dialectCache{}
	}
	return dialectCache{path: filepath.Join(dir, "dialects.json")}
}

// key names a server and model: the same server under another model (or
// Azure deployment) may differ.
func dialectKey(cfg openai.Config, model string) string {
	base := strings.TrimRight(cfg.BaseURL, "/")
	if base == "" {
		base = "https://api.openai.com/v1"
	}
	if cfg.Azure {
		model = "azure:" + cfg.AzureDeployment + ":" + model
	}
	return base + " " + model
}

func (c dialectCache) load() map[string]*openai.Report {
	out := map[string]*openai.Report{}
	if c.path == "" {
		return out
	}
	b, err := os.ReadFile(c.path)
	if err != nil {
		return out
	}
	// a damaged file is as good as none: the next probe writes it again
	_ = json.Unmarshal(b, &out)
	return out
}

func (c dialectCache) get(cfg openai.Config, model string) (*openai.Report, bool) {
	r, ok := c.load()[dialectKey(cfg, model)]
	return r, ok && r != nil
}

func (c dialectCache) put(cfg openai.Config, model string, r *openai.Report) error {
	if c.path == "" {
		return errors.New("no data dir")
	}
	all := c.load()
	all[dialectKey(cfg, model)] = r
	b, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return err
	}
	return state.WriteFileAtomic(c.path, b, 0o600) // whole or not at all
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// serverDialect is what the server accepts, as doctor found it: kept
// findings when there are some, else — with --probe — a probe now, whose
// findings are kept for the next sessions (R32). Probe requests come
// before the session and count in no turn's budget. A server the probe
// finds unusable is said once, and the session goes on as configured.
// known is false when nothing was found: the client then keeps its own
// defaults (usage asked only of OpenAI and Azure).
func (o *engineOptions) serverDialect(ios ioStreams, cfg openai.Config) (d openai.Dialect, known bool) {
	if o.dialect != nil {
		return *o.dialect, o.dialectKnown
	}
	o.dialect = &openai.Dialect{}
	cache := o.dialectCache(ios)
	if rep, ok := cache.get(cfg, o.Model); ok {
		*o.dialect, o.dialectKnown = rep.Dialect, true
		return *o.dialect, true
	}
	if !o.Probe {
		return *o.dialect, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()
	rep, err := openai.Probe(ctx, cfg, o.Model, time.Now())
	if err != nil {
		fmt.Fprintf(ios.ErrOut, "concierge: the server did not answer the probe in %s; going on as if it accepts what OpenAI does (concierge doctor says more)\n", probeTimeout)
		o.troubles = append(o.troubles, openai.Finding{Check: "reachable", Result: fmt.Sprintf("no answer to the probe in %s", probeTimeout),
			Action: "check --base-url and that the server is running"})
		return *o.dialect, false
	}
	if !rep.Usable {
		for _, f := range rep.Findings {
			if !f.OK {
				fmt.Fprintf(ios.ErrOut, "concierge: %s (concierge doctor says more)\n", troubleLine(f))
				o.troubles = append(o.troubles, f)
			}
		}
		return *o.dialect, false
	}
	*o.dialect, o.dialectKnown = rep.Dialect, true
	_ = cache.put(cfg, o.Model, rep) // not kept: the next session probes again
	return *o.dialect, true
}

// probeTimeout bounds a session's own probe: a slow server costs the
// first screen this much at most, once.
const probeTimeout = 20 * time.Second

// troubleLine is a failing row of the probe in one line: what was checked,
// what was found, and the fix.
func troubleLine(f openai.Finding) string {
	return fmt.Sprintf("%s: %s — %s", f.Check, concierge.SanitizeLine(f.Result), concierge.SanitizeLine(f.Action))
}
