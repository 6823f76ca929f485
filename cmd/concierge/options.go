package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
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

// newEngine wires a loop for the options, sending events to sink.
func (o *engineOptions) newEngine(ios ioStreams, sink func(concierge.Event)) (*concierge.Engine, error) {
	d, err := o.domain()
	if err != nil {
		return nil, err
	}
	brain, err := o.engineFor(ios, d)
	if err != nil {
		return nil, err
	}
	return concierge.New(concierge.Config{Domain: d, Engine: brain, Sink: sink, ClassifyEveryMessage: o.Classify})
}
