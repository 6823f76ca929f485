package cli

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/telemetry"
	"github.com/concierge-dev/concierge/state"
)

// engineOptions are the flags every command that runs the loop shares.
type engineOptions struct {
	// domains are the domains --domain may name, besides domain files.
	domains agents.Domains
	// start starts a domain file's MCP servers (Options.StartServers).
	start StartServers

	Domain   string
	Engine   string
	Model    string
	BaseURL  string
	Classify bool
	// RulesFirst puts the offline rules in front of the model (R34).
	RulesFirst bool
	// Probe lets a session probe a server doctor has not seen (R32).
	Probe bool
	// dialect is the server's, once looked up or probed in this process.
	dialect *openai.Dialect
	// dialectKnown: dialect holds findings (kept or probed), not defaults
	dialectKnown bool
	// troubles are the probe's failing rows (and a probe that got no
	// answer), said on stderr and handed to the TUI, whose full screen
	// would cover stderr (R56)
	troubles []openai.Finding

	Azure           bool
	AzureDeployment string
	AzureAPIVersion string

	DataDir  string
	NoStore  bool
	Resume   string // a session id or prefix, "latest" for the newest, resumeBare for a bare --resume
	ReadOnly bool   // resume a session open elsewhere as a view only
	Fork     bool   // resume a session into a new one (R43)

	// choose asks, in a terminal, what to do with a session open in
	// another process (R43); nil means refuse unless --read-only or --fork.
	choose func(id string, err error) (string, error)

	// resumed holds the resumed session's stored events (for the TUI's
	// trace view); set by newEngine.
	resumed []concierge.Event

	// freshBank gives the session the fake back ends as they start, not
	// the stored ones: a demo's script expects the bank it was written
	// for, and the last demo's transfer must not leave it without money.
	freshBank bool
	// tracer exports the engines' spans (R49); nil when the environment
	// asks for no export (startTracing).
	tracer *telemetry.Exporter

	// settingsFile is where the settings file is looked for, and origin
	// where each setting's value came from (settings.go, R56).
	settingsFile string
	origin       origins
}

func (o *engineOptions) register(cmd *cobra.Command) {
	f := cmd.PersistentFlags()
	f.StringVar(&o.Domain, "domain", "bank", "the agents to serve you: "+strings.Join(o.domains.Names(), ", ")+", or a domain file (.yaml)")
	f.StringVar(&o.Engine, "engine", "", "offline or openai (default: openai when OPENAI_API_KEY or --base-url is set, else offline)")
	f.StringVar(&o.Model, "model", "gpt-4o-mini", "model name for the openai engine")
	f.StringVar(&o.BaseURL, "base-url", "", "OpenAI-compatible server URL (env OPENAI_BASE_URL)")
	f.BoolVar(&o.Classify, "classify-every-message", false, "on the model engine, read every message a model may see in one read_message request, even where the offline rules are sure and while an agent waits for an answer (a task it names switches to it; sign-in answers and secrets still never reach a model)")
	f.BoolVar(&o.Probe, "probe", true, "with the openai engine, probe a server concierge doctor has not seen yet before the session, and keep what it found (false: assume it accepts what OpenAI does)")
	f.BoolVar(&o.RulesFirst, "rules-first", true, "with the openai engine, let the offline rules answer what they are sure of and ask the model only for the rest (false: the model alone)")
	f.BoolVar(&o.Azure, "azure", false, "the server is Azure OpenAI (key in AZURE_OPENAI_API_KEY or OPENAI_API_KEY, endpoint in --base-url or AZURE_OPENAI_ENDPOINT)")
	f.StringVar(&o.AzureDeployment, "azure-deployment", "", "Azure deployment name (default: the model name)")
	f.StringVar(&o.AzureAPIVersion, "azure-api-version", "2024-10-21", "Azure OpenAI API version (2024-10-21 or later streams usage)")
	f.StringVar(&o.DataDir, "data-dir", "", "where sessions, doctor's findings and tools' pins are kept (default $XDG_DATA_HOME/concierge)")
	f.BoolVar(&o.NoStore, "no-store", false, "do not store this session")
	f.StringVar(&o.Resume, "resume", "", "resume a stored session: an id or its first characters, or latest; without a value, pick it from a list in the TUI (elsewhere the latest)")
	f.Lookup("resume").NoOptDefVal = resumeBare
	f.BoolVar(&o.ReadOnly, "read-only", false, "with --resume: show the session without changing it (for a session open in another concierge)")
	f.BoolVar(&o.Fork, "fork", false, "with --resume: continue from the session's state in a new session, leaving it as it is")
	_ = cmd.RegisterFlagCompletionFunc("domain", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return o.domains.Names(), cobra.ShellCompDirectiveNoFileComp
	})
	_ = cmd.RegisterFlagCompletionFunc("engine", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return []string{"offline", "openai"}, cobra.ShellCompDirectiveNoFileComp
	})
}

// engineFor chooses the engine as SPEC R15/R16 say: --engine decides;
// otherwise a key or a server URL in the flags or the environment means
// the OpenAI-compatible engine, and nothing means offline.
func (o *engineOptions) engineFor(ios ioStreams, d *agents.Domain) (agents.Brain, error) {
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
		return offline.New(d), nil
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
		dialect, known := o.serverDialect(ios, cfg)
		if known {
			// the client adopts the findings too (no temperature, no
			// usage chunk, "required" for "auto"), not only the brain
			cfg.Dialect = &dialect
		}
		var brain agents.Brain = openai.NewWithDialect(d, openai.NewClient(cfg), o.Model, dialect)
		if o.RulesFirst {
			brain = offline.NewFirst(d, brain)
		}
		return brain, nil
	}
	return nil, &exitError{code: 2, msg: fmt.Sprintf("unknown engine %q (choose offline or openai)", o.Engine)}
}

// openAIConfig gathers the server settings from the flags and environment.
func (o *engineOptions) openAIConfig(ios ioStreams) openai.Config {
	cfg := openai.Config{
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
	d, err := o.domains.New(o.Domain)
	if err != nil {
		return nil, &exitError{code: 2, msg: err.Error()}
	}
	return d, nil
}

// newEngine wires a loop for the options, sending events to sink: the
// store (unless --no-store), a resumed session (--resume), the engine, and
// the lock that keeps a session in one process (R43). The returned close
// function releases the lock and closes the store.
func (o *engineOptions) newEngine(ios ioStreams, sink func(concierge.Event)) (*concierge.Engine, func(), error) {
	if (o.ReadOnly || o.Fork) && o.Resume == "" {
		return nil, nil, &exitError{code: 2, msg: "--read-only and --fork go with --resume"}
	}
	if o.ReadOnly && o.Fork {
		return nil, nil, &exitError{code: 2, msg: "choose one of --read-only and --fork"}
	}
	store, err := o.openStore(ios)
	if err != nil {
		return nil, nil, err
	}
	var release []func()
	done := func() {
		for i := len(release) - 1; i >= 0; i-- {
			release[i]()
		}
		if store != nil {
			_ = store.Close()
		}
	}
	fail := func(err error) (*concierge.Engine, func(), error) {
		done()
		return nil, nil, err
	}
	cfg := concierge.Config{Sink: o.tracer.Sink(sink), ClassifyEveryMessage: o.Classify}
	if o.Resume != "" {
		r, unlock, err := o.resume(ios, store)
		if err != nil {
			return fail(err)
		}
		if unlock != nil {
			release = append(release, unlock)
		}
		cfg.Session, cfg.Recovered = r.Session, r
		if !domainfile.IsFile(o.Domain) {
			o.Domain = r.Session.Domain // a session keeps its own domain
		} // a file's domain is checked against the session's by concierge.New
	}
	d, stop, err := o.openDomain(context.Background(), ios)
	if err != nil {
		return fail(err)
	}
	release = append(release, stop) // the servers stop when the session does
	brain, err := o.engineFor(ios, d)
	if err != nil {
		return fail(err)
	}
	cfg.Domain, cfg.Brain = d, brain
	cfg.Ledger = processLedger(d.Name)
	if store != nil && !o.freshBank {
		cfg.Ledger = store.Ledger(d.Name)
	}
	if store != nil {
		if !o.ReadOnly {
			cfg.Store = store // never a typed nil in the interface
			if storeSeam != nil {
				cfg.Store = storeSeam(store)
			}
		}
	}
	cfg.ReadOnly = o.ReadOnly
	cfg.Typed = &typedSecrets
	eng, err := concierge.New(cfg)
	if err != nil {
		return fail(&exitError{code: 2, msg: err.Error()})
	}
	if store != nil && cfg.Session == nil {
		// a new session is this process's alone from the start
		if unlock, err := store.Lock(eng.SessionID()); err == nil {
			release = append(release, unlock)
		}
	}
	serverLog.attach(eng.ServerLog) // MCP servers' lines go to this session's trace (R36)
	return eng, done, nil
}

// traceEvents is how much of a resumed session's history the trace view
// gets: its last turns, not a long history it would never show (R24).
const traceEvents = 5000

// storeSeam lets a test wrap the session store of a real process (to kill
// it at an exact write); nil in the product.
var storeSeam func(concierge.SessionStore) concierge.SessionStore

// processLedger is the fake back ends' data when nothing is stored: one
// per domain for the whole process, so that a new session (ctrl+n) sees
// the same bank as the last one.
func processLedger(domain string) state.Ledger {
	ledgersMu.Lock()
	defer ledgersMu.Unlock()
	if l, ok := ledgers[domain]; ok {
		return l
	}
	l := state.NewMemoryLedger()
	ledgers[domain] = l
	return l
}

// typedSecrets are the secrets typed in this process (R29), as hashes.
var typedSecrets reading.SecretMemory

var (
	ledgersMu sync.Mutex
	ledgers   = map[string]state.Ledger{}
)

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
		if o.Resume != "" {
			return nil, &exitError{code: 1, msg: "cannot resume: " + err.Error()}
		}
		fmt.Fprintf(ios.ErrOut, "concierge: sessions will not be saved: %s\n", concierge.SanitizeLine(err.Error()))
		return nil, nil
	}
	store, err := state.OpenStore(dir)
	if err != nil {
		if o.Resume != "" {
			return nil, &exitError{code: 1, msg: err.Error()}
		}
		fmt.Fprintf(ios.ErrOut, "concierge: sessions will not be saved: %s\n", concierge.SanitizeLine(err.Error()))
		return nil, nil
	}
	return store, nil
}

// resume loads a stored session, recovers a turn cut short by a crash,
// and takes the session's lock: a session open in another process is
// refused, viewed read-only, or forked, never written by two (R43).
func (o *engineOptions) resume(ios ioStreams, store *state.Store) (*concierge.Restored, func(), error) {
	if store == nil {
		return nil, nil, &exitError{code: 1, msg: "--resume needs the session store, and none could be opened"}
	}
	which := o.Resume
	id, err := resolveSession(store, which)
	if err != nil {
		return nil, nil, err
	}
	var unlock func()
	if !o.ReadOnly && !o.Fork {
		unlock, err = store.Lock(id)
		if err != nil {
			choice := ""
			if o.choose != nil && errors.Is(err, state.ErrLocked) {
				if choice, err = o.choose(id, err); err != nil {
					return nil, nil, err
				}
			}
			switch choice {
			case "read-only":
				o.ReadOnly = true
			case "fork":
				o.Fork = true
			default:
				return nil, nil, &exitError{code: 1, msg: fmt.Sprintf("session %s is open in another concierge (%v); resume it with --read-only to look at it, or --fork to go on in a new session", id, err)}
			}
		}
	}
	snap, records, err := store.LoadTail(id, concierge.ResumeTail)
	if err != nil {
		if unlock != nil {
			unlock()
		}
		return nil, nil, &exitError{code: 1, msg: fmt.Sprintf("session %s: %v", id, err)}
	}
	r := concierge.RecoverFrom(snap, records)
	if recent, err := store.RecentEvents(id, traceEvents); err == nil {
		// the trace view shows the last turns; a damaged row among them is
		// said once, here (R45), as Recover's are in the session's notes
		o.resumed = concierge.DecodeRecords(recent, skipWarning(ios))
	}
	if o.ReadOnly {
		// the other process may be in the middle of a turn: what looks cut
		// short here is its work in progress, not a crash
		r.Interrupted, r.Ran, r.InDoubt = "", nil, nil
	}
	if o.Fork {
		forked, err := fork(store, r)
		if err != nil {
			return nil, nil, &exitError{code: 1, msg: err.Error()}
		}
		fmt.Fprintf(ios.ErrOut, "concierge: continuing session %s as the new session %s\n", concierge.SanitizeLine(id), forked.Session.ID)
		unlock, err := store.Lock(forked.Session.ID)
		if err != nil {
			unlock = nil
		}
		o.resumed = nil
		return forked, unlock, nil
	}
	return r, unlock, nil
}

// fork copies a session's state into a new stored session. A pending
// approval is not copied: the original may still answer it, and one yes
// must never become two transfers; the forked task asks afresh. What a
// crash cut short is said in the fork too.
func fork(store *state.Store, from *concierge.Restored) (*concierge.Restored, error) {
	s := from.Session.Clone()
	s.ID = concierge.NewSessionID()
	s.Created = time.Now()
	if ap := s.Pending.Approval; ap != nil {
		s.Pending.Approval = nil
		s.Notes = append(s.Notes, state.Note{Kind: state.NoteApproval, Time: s.Created,
			Text: "Not carried into this session: the pending approval of " + concierge.SanitizeLine(ap.Summary) + " (it stays with the original, and is asked again here)"})
	}
	if err := store.Create(s); err != nil {
		return nil, fmt.Errorf("fork session %s: %w", from.Session.ID, err)
	}
	return &concierge.Restored{Session: s, Interrupted: from.Interrupted, Ran: from.Ran, InDoubt: from.InDoubt}, nil
}

// resumeBare is --resume without a value: the session picker in the TUI,
// the latest session elsewhere (SPEC §15).
const resumeBare = "pick"

// resolveSession turns --resume's value into a session id.
func resolveSession(store *state.Store, which string) (string, error) {
	var id string
	var err error
	if which == resumeBare {
		which = "latest"
	}
	if which == "latest" {
		id, err = store.Latest()
	} else {
		id, err = store.Resolve(which)
	}
	if err != nil {
		if errors.Is(err, state.ErrNotFound) && which == "latest" {
			return "", &exitError{code: 1, msg: "there is no stored session to resume yet"}
		}
		return "", &exitError{code: 1, msg: concierge.SanitizeLine(err.Error())}
	}
	return id, nil
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
// [ID]" reads: a bare --resume means the picker (or the latest), and a
// lone argument after it is the id. Anything else is not a command.
func resumeArgs(opts *engineOptions) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0:
			return nil
		case len(args) == 1 && opts.Resume == resumeBare:
			opts.Resume = args[0]
			return nil
		}
		return fmt.Errorf("unknown command %q for %q", args[0], cmd.CommandPath())
	}
}
