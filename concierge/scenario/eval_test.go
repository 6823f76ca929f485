package scenario

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
)

// allScenarios are the demos and every conversation test of testdata.
func allScenarios(t *testing.T) []*Scenario {
	t.Helper()
	var out []*Scenario
	for _, name := range DemoNames() {
		sc, err := Demo(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sc)
	}
	paths, _ := filepath.Glob("../testdata/scenarios/*.scenario")
	for _, p := range paths {
		sc, err := LoadScenario(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sc)
	}
	if len(out) < 10 {
		t.Fatalf("only %d scenarios found", len(out))
	}
	return out
}

// R33: the offline engine is deterministic: every scenario passes every
// run, or it is a bug.
func TestEvalOfflineIsPerfect(t *testing.T) {
	t.Parallel()
	scs := allScenarios(t)
	rep, err := Eval(context.Background(), scs, EvalOptions{Runs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Files) != len(scs) || rep.Total.Runs != 2*len(scs) {
		t.Fatalf("%d files, %d runs", len(rep.Files), rep.Total.Runs)
	}
	for _, f := range rep.Files {
		if f.PassRate != 1 || f.Error != "" {
			t.Errorf("%s: pass rate %.2f, most failing %+v, error %q", f.File, f.PassRate, f.Failing, f.Error)
		}
	}
	if rep.Total.PassRate != 1 || rep.Total.Failing != nil {
		t.Errorf("total = %+v", rep.Total)
	}
}

// R33: requests and tokens per run, turn latency, and the expectation that
// fails most, counted once a run.
func TestEvalMeasures(t *testing.T) {
	t.Parallel()
	sc, err := ParseScenario("two.scenario", []byte(`domain bank
> what's the price of AAPL?
expect reply (?i)trading at
> and MSFT
expect reply never said by anyone
expect reply nor this
`))
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Unix(0, 0)
	opts := EvalOptions{Runs: 3, Now: func() time.Time { clock = clock.Add(10 * time.Millisecond); return clock }}
	opts.Replay.NewBrain = func(d *agents.Domain) (agents.Brain, error) {
		return countOn(d), nil
	}
	rep, err := Eval(context.Background(), []*Scenario{sc}, opts)
	if err != nil {
		t.Fatal(err)
	}
	f := rep.Files[0]
	if f.Runs != 3 || f.Passed != 0 || f.PassRate != 0 {
		t.Errorf("runs %d, passed %d, rate %v", f.Runs, f.Passed, f.PassRate)
	}
	if f.Requests.Median == 0 || f.Requests.Max != f.Requests.Median {
		t.Errorf("requests = %+v: every run asks the same", f.Requests)
	}
	// every turn starts and finishes one tick apart on the injected clock
	if f.Latency.P50 != 10*time.Millisecond || f.Latency.P95 != 10*time.Millisecond {
		t.Errorf("latency = %+v", f.Latency)
	}
	if f.Failing == nil || f.Failing.Where != "two.scenario:5" || f.Failing.Runs != 3 || !strings.Contains(f.Failing.Msg, "never said") {
		t.Errorf("most failing = %+v", f.Failing)
	}
	if rep.Total.Requests != f.Requests || rep.Total.Failing.Where != f.Failing.Where {
		t.Errorf("total = %+v", rep.Total)
	}
}

// A file that cannot run says why and counts as failed; the others still run.
func TestEvalUnknownDomain(t *testing.T) {
	t.Parallel()
	bad := &Scenario{Name: "bad.scenario", Domain: "nowhere"}
	good, _ := Demo("bank")
	rep, err := Eval(context.Background(), []*Scenario{bad, good}, EvalOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Files[0].Error == "" || rep.Files[0].PassRate != 0 || rep.Files[1].PassRate != 1 || rep.Total.PassRate != 0.5 {
		t.Errorf("report = %+v", rep)
	}
}

func TestSpreadAndPercentile(t *testing.T) {
	t.Parallel()
	if s := spread([]int{5, 1, 3, 9}); s != (Spread{Median: 3, Max: 9}) {
		t.Errorf("spread = %+v", s)
	}
	if s := spread(nil); s != (Spread{}) {
		t.Errorf("spread(nil) = %+v", s)
	}
	ms := func(n ...int) []time.Duration {
		var out []time.Duration
		for _, x := range n {
			out = append(out, time.Duration(x)*time.Millisecond)
		}
		return out
	}
	d := ms(1, 2, 3, 4, 5, 6, 7, 8, 9, 100)
	if p := percentile(d, 50); p != 5*time.Millisecond {
		t.Errorf("p50 = %v", p)
	}
	if p := percentile(d, 95); p != 100*time.Millisecond {
		t.Errorf("p95 = %v", p)
	}
	if p := percentile(ms(7), 95); p != 7*time.Millisecond {
		t.Errorf("p95 of one = %v", p)
	}
	if p := percentile(nil, 50); p != 0 {
		t.Errorf("p50 of none = %v", p)
	}
}
