package scenario

import (
	"context"
	"fmt"
	"github.com/concierge-dev/concierge/concierge"
	"sort"
	"time"
)

// Eval (R33) runs scenario files several times on one engine and measures
// what a builder needs to judge it: how often each file passes, the model
// requests and tokens a run costs, how long a turn takes, and which
// expectation fails most. On the offline engine every run is the same and
// the pass rate is 100% or a bug.

// EvalOptions configure an evaluation. Replay's options say how each run
// is built (NewBrain, Budgets …); Runs is how many times each file runs.
type EvalOptions struct {
	Replay ReplayOptions
	Runs   int
	// Now measures turn latency; nil is time.Now. Tests inject a clock.
	Now func() time.Time
}

// EvalFile is one scenario file's results over every run.
type EvalFile struct {
	File     string   `json:"file"`
	Runs     int      `json:"runs"`
	Passed   int      `json:"passed"`
	PassRate float64  `json:"pass_rate"`
	Requests Spread   `json:"requests"` // model requests per run
	Tokens   Spread   `json:"tokens"`   // tokens per run
	Latency  Latency  `json:"latency"`  // per turn
	Failing  *Failing `json:"most_failing,omitempty"`
	// Error is set when the file could not run at all (an unknown domain).
	Error string `json:"error,omitempty"`
}

// Spread is the median and the largest of a per-run count.
type Spread struct {
	Median int `json:"median"`
	Max    int `json:"max"`
}

// Latency is the time one user turn took, as percentiles over every turn
// of every run.
type Latency struct {
	P50 time.Duration `json:"p50_ns"`
	P95 time.Duration `json:"p95_ns"`
}

// Failing is the expectation that failed in the most runs.
type Failing struct {
	Where string `json:"where"` // FILE:LINE
	Msg   string `json:"message"`
	Runs  int    `json:"runs"`
}

// EvalReport is every file's results and their total.
type EvalReport struct {
	Files []EvalFile `json:"files"`
	Total EvalFile   `json:"total"`
}

// Eval runs each scenario opts.Runs times (at least once).
func Eval(ctx context.Context, scenarios []*Scenario, opts EvalOptions) (*EvalReport, error) {
	runs := max(opts.Runs, 1)
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	rep := &EvalReport{Total: EvalFile{File: "total"}}
	var all evalSamples
	for _, sc := range scenarios {
		var s evalSamples
		f := EvalFile{File: sc.Name, Runs: runs}
		for i := 0; i < runs; i++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			ok, err := s.run(ctx, sc, opts.Replay, now)
			if err != nil {
				f.Error = err.Error()
				break
			}
			if ok {
				f.Passed++
			}
		}
		s.fill(&f)
		all.add(s)
		rep.Files = append(rep.Files, f)
		rep.Total.Runs += f.Runs
		rep.Total.Passed += f.Passed
	}
	all.fill(&rep.Total)
	return rep, nil
}

// evalSamples are the raw numbers behind an EvalFile.
type evalSamples struct {
	requests, tokens []int
	turns            []time.Duration
	failing          map[Failure]int
}

// run replays the scenario once and samples it; ok says every expectation held.
func (s *evalSamples) run(ctx context.Context, sc *Scenario, opts ReplayOptions, now func() time.Time) (bool, error) {
	var requests, tokens int
	var started time.Time
	sink := opts.Sink
	opts.Sink = func(ev concierge.Event) {
		switch ev := ev.(type) {
		case concierge.TurnStarted:
			started = now()
		case concierge.TurnFinished:
			s.turns = append(s.turns, now().Sub(started))
			requests += ev.Usage.Requests
			tokens += ev.Usage.Tokens
		}
		if sink != nil {
			sink(ev)
		}
	}
	r, err := Replay(ctx, sc, opts)
	if err != nil {
		return false, err
	}
	s.requests = append(s.requests, requests)
	s.tokens = append(s.tokens, tokens)
	if s.failing == nil {
		s.failing = map[Failure]int{}
	}
	seen := map[Failure]bool{}
	for _, f := range r.Failures {
		if !seen[f] { // counted once a run, however often it fails in it
			seen[f] = true
			s.failing[f]++
		}
	}
	return len(r.Failures) == 0, nil
}

func (s *evalSamples) add(o evalSamples) {
	s.requests = append(s.requests, o.requests...)
	s.tokens = append(s.tokens, o.tokens...)
	s.turns = append(s.turns, o.turns...)
	if s.failing == nil {
		s.failing = map[Failure]int{}
	}
	for f, n := range o.failing {
		s.failing[f] += n
	}
}

func (s *evalSamples) fill(f *EvalFile) {
	if f.Runs > 0 {
		f.PassRate = float64(f.Passed) / float64(f.Runs)
	}
	f.Requests = spread(s.requests)
	f.Tokens = spread(s.tokens)
	f.Latency = Latency{P50: percentile(s.turns, 50), P95: percentile(s.turns, 95)}
	var worst *Failing
	for fl, n := range s.failing {
		where := fmt.Sprintf("%s:%d", fl.File, fl.Line)
		// the most runs first; ties go to the earliest line, so the
		// report is the same every time
		if worst == nil || n > worst.Runs || n == worst.Runs && where < worst.Where {
			worst = &Failing{Where: where, Msg: fl.Msg, Runs: n}
		}
	}
	f.Failing = worst
}

func spread(xs []int) Spread {
	if len(xs) == 0 {
		return Spread{}
	}
	s := append([]int(nil), xs...)
	sort.Ints(s)
	return Spread{Median: s[(len(s)-1)/2], Max: s[len(s)-1]}
}

// percentile is the nearest-rank percentile: the smallest sample with at
// least p% of the samples at or below it.
func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	rank := (p*len(s) + 99) / 100 // ceil(p/100 · n)
	return s[max(rank, 1)-1]
}
