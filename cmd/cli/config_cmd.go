package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/concierge"
)

// usesSettings says whether a command reads the settings: every command
// that runs or shows the loop, not version, the example servers, help or
// shell completion.
func usesSettings(cmd *cobra.Command) bool {
	for c := cmd; c != nil; c = c.Parent() {
		switch c.Name() {
		case "version", "example-server", "help", "completion", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
			return false
		}
	}
	return true
}

func newConfigCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "config",
		Short: "Show the settings in effect and where each comes from",
		Long: "Show each setting (base-url, model, engine, data-dir, rules-first) with its value and\n" +
			"where it came from: a flag, the environment, the settings file, or the default. A flag\n" +
			"overrides the environment, which overrides the file. The file is\n" +
			"$XDG_CONFIG_HOME/concierge/config.yaml (else ~/.config/concierge/config.yaml), one\n" +
			"\"key: value\" a line under the flags' names. eval takes rules-first only from its own flag.",
		Example: "  # ~/.config/concierge/config.yaml\n" +
			"  base-url: http://localhost:11434/v1\n" +
			"  model: qwen2.5:7b\n" +
			"  rules-first: true",
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			printSettings(ios, opts)
			return nil
		},
	}
}

// printSettings writes the settings table.
func printSettings(ios ioStreams, o *engineOptions) {
	switch {
	case o.settingsFile == "":
		fmt.Fprintln(ios.Out, "Settings file: none (neither XDG_CONFIG_HOME nor HOME is set)")
	default:
		fmt.Fprintf(ios.Out, "Settings file: %s\n", concierge.SanitizeLine(o.settingsFile))
	}
	w := tabwriter.NewWriter(ios.Out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "SETTING\tVALUE\tFROM")
	for _, s := range settings {
		var v string
		switch p := s.value(o).(type) {
		case *bool:
			v = fmt.Sprint(*p)
		case *string:
			v = *p
		}
		from := o.origin[s.key]
		if from == "default" {
			switch s.key {
			case "engine":
				v, from = effectiveEngine(ios, o), "default: openai when OPENAI_API_KEY or a base-url is set, else offline"
			case "data-dir":
				if dir, err := o.dataDir(ios); err == nil {
					v = dir
				}
				from = "default: $XDG_DATA_HOME/concierge"
			case "base-url":
				if v == "" {
					v = "(none)"
				}
			}
		}
		if s.key == "rules-first" {
			from += " (eval: only its own --rules-first)"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\n", s.key, concierge.SanitizeLine(v), concierge.SanitizeLine(from))
	}
	_ = w.Flush()
}

// effectiveEngine is the engine a session would run with no --engine.
func effectiveEngine(ios ioStreams, o *engineOptions) string {
	cfg := o.openAIConfig(ios)
	if cfg.APIKey != "" || cfg.BaseURL != "" {
		return "openai"
	}
	return "offline"
}
