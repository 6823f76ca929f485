package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// engineOptions are the flags every command that runs the loop shares.
type engineOptions struct {
	Domain   string
	Engine   string
	Model    string
	BaseURL  string
	Classify bool

	Azure           bool
	AzureDeployment string
	AzureAPIVersion string

	DataDir string
	NoStore bool
	Resume  string // a session id or prefix, "latest" for the newest

	// resumed holds the resumed session's stored events (for the TUI's
	// trace view); set by newEngine.
	resumed []concierge.Event
}

func (o *engineOptions) register(cmd *cobra.Command) {
	f := cmd.PersistentFlags()
	f.StringVar(&o.Domain, "domain", "bank", "the agents to serve you: "+strings.Join(agents.DomainNames(), ", "))
	f.StringVar(&o.Engine, "engine", "", "offline or openai (default: openai when OPENAI_API_KEY or --base-url is set, else offline)")
	f.StringVar(&o.Model, "model", "gpt-4o-mini", "model name for the openai engine")
	f.StringVar(&o.BaseURL, "base-url", "", "OpenAI-compatible server URL (env OPENAI_BASE_URL)")
	f.BoolVar(&o.Classify, "classify-every-message", false, "send every message through the orchestrator first (seed 000's mode)")
	f.BoolVar(&o.Azure, "azure", false, "the server is Azure OpenAI (key in AZURE_OPENAI_API_KEY or OPENAI_API_KEY, endpoint in --base-url or AZURE_OPENAI_ENDPOINT)")
	f.StringVar(&o.AzureDeployment, "azure-deployment", "", "Azure deployment name (default: the model name)")
	f.StringVar(&o.AzureAPIVersion, "azure-api-version", "2024-06-01", "Azure OpenAI API version")
	f.StringVar(&o.DataDir, "data-dir", "", "where sessions are stored (default $XDG_DATA_HOME/concierge)")
	f.BoolVar(&o.NoStore, "no-store", false, "do not store this session")
	f.StringVar(&o.Resume, "resume", "", "resume a stored session: an id or its first characters; the latest without a value")
	f.Lookup("resume").NoOptDefVal = "latest"
	_ = cmd.RegisterFlagCompletionFunc("domain", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return agents.DomainNames(), cobra.ShellCompDirectiveNoFileComp
	})
	_ = cmd.RegisterFlagCompletionFunc("engine", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return []string{"offline", "openai"}, cobra.ShellCompDirectiveNoFileComp
	})
}

// engineFor chooses the engine as SPEC R15/R16 say: --engine decides;
// otherwise a key or a server URL in the flags or the environment means
// the OpenAI-compatible engine, and nothing means offline.
func (o *engineOptions) engineFor(ios ioStreams, d *agents.Domain) (agents.Engine, error) {
	cfg := o.openAIConfig(ios)
	choice := strings.ToLower(strings.TrimSpace(o.Engine))
	if choice == "" {
		choice = "offline"
		if cfg.APIKey != "" || cfg.BaseURL != "" {
			choice = "openai"
		}
	}
	switch choice {
	case "offline":
		return agents.NewOffline(d), nil
	case "openai":
		if cfg.APIKey == "" && cfg.BaseURL == "" {
			return nil, &exitError{code: 2, msg: "the openai engine needs OPENAI_API_KEY (for api.openai.com) or --base-url (for Ollama, vLLM, llama.cpp…)"}
		}
		if cfg.Azure && cfg.BaseURL == "" {
			return nil, &exitError{code: 2, msg: "--azure needs the resource endpoint in --base-url or AZURE_OPENAI_ENDPOINT"}
		}
		if cfg.APIKey == "" {
			cfg.APIKey = "none" // local servers take any key; the header must not be empty
		}
		return agents.NewOpenAI(d, agents.NewOpenAIClient(cfg), o.Model), nil
	}
	return nil, &exitError{code: 2, msg: fmt.Sprintf("unknown engine %q (choose offline or openai)", o.Engine)}
}

// openAIConfig gathers the server settings from the flags and environment.
func (o *engineOptions) openAIConfig(ios ioStreams) agents.OpenAIConfig {
	cfg := agents.OpenAIConfig{
		APIKey: ios.env("OPENAI_API_KEY"), BaseURL: o.BaseURL,
		Azure: o.Azure, AzureDeployment: o.AzureDeployment, AzureAPIVersion: o.AzureAPIVersion,
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = ios.env("OPENAI_BASE_URL")
	}
	if o.Azure {
		if k := ios.env("AZURE_OPENAI_API_KEY"); k != "" {
			cfg.APIKey = k
		}
		if cfg.BaseURL == "" {
			cfg.BaseURL = ios.env("AZURE_OPENAI_ENDPOINT")
		}
	}
	return cfg
}

// domain builds the chosen domain, or says which ones exist.
func (o *engineOptions) domain() (*agents.Domain, error) {
	d, err := agents.NewDomain(o.Domain)
	if err != nil {
		return nil, &exitError{code: 2, msg: err.Error()}
	}
	return d, nil
}

// newEngine wires a loop for the options, sending events to sink: the
// store (unless --no-store), a resumed session (--resume), the engine. The
// returned close function closes the store.
func (o *engineOptions) newEngine(ios ioStreams, sink func(concierge.Event)) (*concierge.Engine, func(), error) {
	store, err := o.openStore(ios)
	if err != nil {
		return nil, nil, err
	}
	done := func() {
		if store != nil {
			_ = store.Close()
		}
	}
	var sess *state.Session
	if o.Resume != "" {
		if sess, o.resumed, err = resume(store, o.Resume); err != nil {
			done()
			return nil, nil, err
		}
		o.Domain = sess.Domain // a session keeps its own domain
	}
	d, err := o.domain()
	if err != nil {
		done()
		return nil, nil, err
	}
	brain, err := o.engineFor(ios, d)
	if err != nil {
		done()
		return nil, nil, err
	}
	cfg := concierge.Config{Domain: d, Engine: brain, Sink: sink, ClassifyEveryMessage: o.Classify, Session: sess}
	if store != nil {
		cfg.Store = store // never a typed nil in the interface
	}
	eng, err := concierge.New(cfg)
	if err != nil {
		done()
		return nil, nil, &exitError{code: 2, msg: err.Error()}
	}
	return eng, done, nil
}

// openStore opens the session store. A data dir that cannot be used costs
// the saving, not the conversation (R25) — unless a session must be
// resumed from it.
func (o *engineOptions) openStore(ios ioStreams) (*state.Store, error) {
	if o.NoStore {
		if o.Resume != "" {
			return nil, &exitError{code: 2, msg: "--resume needs the session store: drop --no-store"}
		}
		return nil, nil
	}
	dir, err := o.dataDir(ios)
	if err != nil {
		fmt.Fprintf(ios.ErrOut, "concierge: sessions will not be saved: %v\n", err)
		return nil, nil
	}
	store, err := state.OpenStore(dir)
	if err != nil {
		if o.Resume != "" {
			return nil, &exitError{code: 1, msg: err.Error()}
		}
		fmt.Fprintf(ios.ErrOut, "concierge: sessions will not be saved: %v\n", err)
		return nil, nil
	}
	return store, nil
}

// resume loads a stored session and recovers a turn cut short by a crash.
func resume(store *state.Store, which string) (*state.Session, []concierge.Event, error) {
	id := which
	var err error
	if which == "latest" {
		id, err = store.Latest()
	} else {
		id, err = store.Resolve(which)
	}
	if err != nil {
		if errors.Is(err, state.ErrNotFound) && which == "latest" {
			return nil, nil, &exitError{code: 1, msg: "there is no stored session to resume yet"}
		}
		return nil, nil, &exitError{code: 1, msg: err.Error()}
	}
	snap, records, err := store.Load(id)
	if err != nil {
		return nil, nil, &exitError{code: 1, msg: fmt.Sprintf("session %s: %v", id, err)}
	}
	all, err := store.Events(id)
	if err != nil {
		return nil, nil, &exitError{code: 1, msg: fmt.Sprintf("session %s: %v", id, err)}
	}
	return concierge.Recover(snap, decodeAll(records)), decodeAll(all), nil
}

// dataDir is --data-dir, else $XDG_DATA_HOME/concierge from the command's
// own environment (so tests never write to a real home), else the default.
func (o *engineOptions) dataDir(ios ioStreams) (string, error) {
	if o.DataDir != "" {
		return o.DataDir, nil
	}
	if x := ios.env("XDG_DATA_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "concierge"), nil
	}
	if home := ios.env("HOME"); home != "" {
		return filepath.Join(home, ".local", "share", "concierge"), nil
	}
	return "", errors.New("no data dir: HOME is not set; give one with --data-dir, or use --no-store")
}

// resumeArgs lets "--resume ID" take its id after a space, as "--resume
// [ID]" reads: a bare --resume means the latest session, and a lone
// argument after it is the id. Anything else is not a command.
func resumeArgs(opts *engineOptions) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0:
			return nil
		case len(args) == 1 && opts.Resume == "latest":
			opts.Resume = args[0]
			return nil
		}
		return fmt.Errorf("unknown command %q for %q", args[0], cmd.CommandPath())
	}
}
