package scenario

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenarios"
	"github.com/concierge-dev/concierge/state"
)

// DemoNames lists the embedded demo scenarios ("bank", …).
func DemoNames() []string {
	entries, _ := fs.ReadDir(scenarios.Files, ".")
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".scenario"); ok && !e.IsDir() {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// Demo parses an embedded demo scenario.
func Demo(name string) (*Scenario, error) {
	src, err := scenarios.Files.ReadFile(name + ".scenario")
	if err != nil {
		return nil, fmt.Errorf("no demo called %q (choose one of: %s)", name, strings.Join(DemoNames(), ", "))
	}
	sc, err := ParseScenario(name+".scenario", src)
	if err != nil {
		return nil, err
	}
	sc.goldens = scenarios.Files
	return sc, nil
}

// ReplayOptions configure a replay. The zero value replays on the offline
// engine with a fixed clock, in the built-in domains.
type ReplayOptions struct {
	// Domains are the domains a scenario may name; nil is BuiltinDomains.
	Domains agents.Domains
	// LoadDomain builds the domain of a scenario whose domain line names
	// a domain file (R35), given its path resolved against the scenario's
	// folder; stop ends what it started (its MCP servers). nil: such a
	// scenario cannot run.
	LoadDomain func(path string) (d *agents.Domain, stop func(), err error)
	// NewBrain builds the brain for the scenario's domain; nil is offline.
	NewBrain func(*agents.Domain) (agents.Brain, error)
	Clock    func() time.Time
	// Sink also receives every event (the demo prints them).
	Sink func(concierge.Event)
	// BeforeStep runs before each user step (the demo's pacing); secret
	// says the step's text is a secret and must be shown masked.
	BeforeStep func(st Step, secret bool)
	// AfterStep runs after each user step, and once with a StepStart
	// before the first (--screens).
	AfterStep func(st Step, eng *concierge.Engine)
	// Budgets and ClassifyEveryMessage are passed to the engine.
	Budgets              concierge.Budgets
	ClassifyEveryMessage bool
	// Screens draws and checks `expect screen` (R47); its zero value
	// skips them with a note.
	Screens Screens
	// Typed is passed to the engine (Config.Typed): a front end that masks
	// what it passes on (a trace exporter) shares the engine's memory of
	// the secrets typed. nil means one for the replay.
	Typed *reading.SecretMemory
}

// scenarioDomain builds the domain a scenario names: a registered one, or
// a domain file, whose path is relative to the scenario file.
func scenarioDomain(sc *Scenario, opts ReplayOptions) (*agents.Domain, func(), error) {
	if !domainfile.IsFile(sc.Domain) {
		domains := opts.Domains
		if domains == nil {
			domains = concierge.BuiltinDomains()
		}
		d, err := domains.New(sc.Domain)
		return d, func() {}, err
	}
	if opts.LoadDomain == nil {
		return nil, nil, fmt.Errorf("the domain file %s cannot be loaded here", sc.Domain)
	}
	path := sc.Domain
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(sc.Name), path)
	}
	d, stop, err := opts.LoadDomain(path)
	if err != nil {
		return nil, nil, err
	}
	if stop == nil {
		stop = func() {}
	}
	return d, stop, nil
}

// Failure is one expectation that did not hold.
type Failure struct {
	File string
	Line int
	Msg  string
	// Detail follows the message on lines of its own: a screen's diff.
	Detail string
}

// String is what replay prints. The file name and the message (which
// quotes the scenario and what the engine said) are sanitised on the way
// out (R18, R46), and so is each line of the detail.
func (f Failure) String() string {
	s := fmt.Sprintf("%s:%d: %s", concierge.SanitizeLine(f.File), f.Line, concierge.SanitizeLine(f.Msg))
	if f.Detail == "" {
		return s
	}
	var b strings.Builder
	b.WriteString(s)
	for _, l := range strings.Split(strings.TrimSuffix(f.Detail, "\n"), "\n") {
		b.WriteString("\n")
		b.WriteString(concierge.SanitizeLine(l))
	}
	return b.String()
}

// ReplayReport is the outcome of a replay.
type ReplayReport struct {
	Scenario *Scenario
	Failures []Failure
	// Notes are what replay says besides failures: screens skipped,
	// goldens written.
	Notes  []Failure
	Engine *concierge.Engine // the engine after the last step, for further checks
}

// Replay runs a scenario headless and checks every expectation (R21). The
// error is for a scenario that cannot run at all (an unknown domain);
// expectations that fail are in the report.
func Replay(ctx context.Context, sc *Scenario, opts ReplayOptions) (*ReplayReport, error) {
	d, stop, err := scenarioDomain(sc, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	defer stop()
	var brain agents.Brain
	if opts.NewBrain != nil {
		if brain, err = opts.NewBrain(d); err != nil {
			return nil, fmt.Errorf("%s: %w", sc.Name, err)
		}
	}
	clock := opts.Clock
	if clock == nil {
		clock = concierge.FixedClock
	}
	r := &replayer{sc: sc, screens: opts.Screens}
	eng, err := concierge.New(concierge.Config{
		Domain: d, Brain: brain, Clock: clock, NewID: func() string { return "replay" },
		Budgets: opts.Budgets, ClassifyEveryMessage: opts.ClassifyEveryMessage, Typed: opts.Typed,
		Sink: func(ev concierge.Event) {
			r.record(ev)
			if opts.Sink != nil {
				opts.Sink(ev)
			}
		},
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	r.eng = eng
	eng.Start()
	if opts.AfterStep != nil {
		opts.AfterStep(Step{Kind: StepStart}, eng)
	}
	for _, st := range sc.Steps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if st.Kind != StepExpect {
			if opts.BeforeStep != nil {
				_, secret := eng.PendingSecret()
				opts.BeforeStep(st, secret && st.Kind == StepSay)
			}
			r.mark()
		}
		var err error
		switch st.Kind {
		case StepSay:
			err = eng.Send(ctx, st.Text)
		case StepApprove:
			if st.Text == ScopeSession {
				err = eng.ApproveForSession(ctx)
			} else {
				err = eng.Approve(ctx)
			}
		case StepReject:
			err = eng.Reject(ctx, st.Text)
		case StepExpect:
			if st.What == "screen" {
				r.screen(st)
			} else if msg := r.check(st); msg != "" {
				r.fail(st.Line, msg)
			}
			continue
		}
		if err != nil {
			r.fail(st.Line, fmt.Sprintf("the %s step failed: %v", st.Kind, err))
		}
		if opts.AfterStep != nil {
			opts.AfterStep(st, eng)
		}
	}
	return &ReplayReport{Scenario: sc, Failures: r.failures, Notes: r.said, Engine: eng}, nil
}

// replayer keeps what happened since the last step for the expectations.
type replayer struct {
	sc       *Scenario
	eng      *concierge.Engine
	replies  []string
	notes    []string
	fromR    int // replies since the last step start here
	fromN    int
	usage    agents.Usage
	failures []Failure
	said     []Failure // notes for the report
	screens  Screens
}

func (r *replayer) record(ev concierge.Event) {
	switch ev := ev.(type) {
	case concierge.MessageAdded:
		if ev.Message.Role == state.RoleAgent {
			r.replies = append(r.replies, ev.Message.Text)
		}
	case concierge.NoteAdded:
		r.notes = append(r.notes, ev.Note.Text)
	}
}

func (r *replayer) mark() {
	r.fromR, r.fromN = len(r.replies), len(r.notes)
	r.usage = r.eng.Usage()
}

func (r *replayer) fail(line int, msg string) {
	r.failures = append(r.failures, Failure{File: r.sc.Name, Line: line, Msg: msg})
}

// check returns "" when the expectation holds, else "expected …, got …".
func (r *replayer) check(st Step) string {
	e := r.eng
	switch st.What {
	case "speaker":
		got := e.Speaker()
		if got == "" {
			got = "none"
		}
		if got != st.Arg {
			return fmt.Sprintf("expected speaker %s, got %s", st.Arg, got)
		}
	case "stack":
		want := normaliseStack(st.Arg)
		got := strings.Join(e.Stack(), ", ")
		if got == "" {
			got = "empty"
		}
		if got != want {
			return fmt.Sprintf("expected stack %s, got %s", want, got)
		}
	case "reply":
		if !anyMatch(st, r.replies[r.fromR:]) {
			return fmt.Sprintf("expected a reply matching %q, got %s", st.Arg, quoteAll(r.replies[r.fromR:], "no reply"))
		}
	case "no-reply":
		for _, m := range r.replies[r.fromR:] {
			if st.Re.MatchString(m) {
				return fmt.Sprintf("expected no reply matching %q, got %q", st.Arg, reading.Clip(m, 160))
			}
		}
	case "note":
		if !anyMatch(st, r.notes[r.fromN:]) {
			return fmt.Sprintf("expected a note matching %q, got %s", st.Arg, quoteAll(r.notes[r.fromN:], "no note"))
		}
	case "artifact":
		var seen []string
		for _, a := range e.Session().Artifacts {
			if st.Re.MatchString(a.Title) || st.Re.MatchString(a.Body) {
				return ""
			}
			seen = append(seen, a.Title)
		}
		return fmt.Sprintf("expected an artifact matching %q, got %s", st.Arg, quoteAll(seen, "no artifact"))
	case "fact":
		if got := e.Fact(st.Key); got != st.Arg {
			return fmt.Sprintf("expected fact %s = %q, got %q", st.Key, st.Arg, got)
		}
	case "masked":
		if _, ok := e.PendingSecret(); !ok {
			return "expected the next input to be masked, got a plain input"
		}
	case "approval":
		a, ok := e.PendingApproval()
		if !ok {
			return fmt.Sprintf("expected an approval matching %q, got no pending approval", st.Arg)
		}
		if !st.Re.MatchString(a.Summary) {
			return fmt.Sprintf("expected an approval matching %q, got %q", st.Arg, a.Summary)
		}
	case "calls":
		if n := e.Usage().Requests - r.usage.Requests; n > st.Limit {
			return fmt.Sprintf("expected at most %d model requests, got %d", st.Limit, n)
		}
	case "plan":
		got := strings.Join(e.PlanLines(), "\n")
		if !st.Re.MatchString(got) {
			return fmt.Sprintf("expected a plan matching %q, got %s", st.Arg, quoteAll(e.PlanLines(), "no plan"))
		}
	}
	return ""
}

func normaliseStack(s string) string {
	if strings.TrimSpace(s) == "empty" {
		return "empty"
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '›' || r == ' ' })
	return strings.Join(parts, ", ")
}

func anyMatch(st Step, texts []string) bool {
	for _, t := range texts {
		if st.Re.MatchString(t) {
			return true
		}
	}
	return false
}

func quoteAll(texts []string, none string) string {
	if len(texts) == 0 {
		return none
	}
	q := make([]string, len(texts))
	for i, t := range texts {
		q[i] = fmt.Sprintf("%q", reading.Clip(t, 120))
	}
	return strings.Join(q, " | ")
}
