package concierge_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// R34: on the model engine the rules answer what they are sure of: the
// bank demo takes at most 3 model requests (7 without), a free phrasing of
// it at most 6, and both still pass.
func TestRulesFirstRequestCounts(t *testing.T) {
	t.Parallel()
	demo, _ := scenario.Demo("bank")
	free, err := scenario.ParseScenario("free_bank.scenario", []byte(concierge.FreeBankForTest))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		sc   *scenario.Scenario
		most int
	}{{demo, 3}, {free, 6}} {
		var servers []*openaitest.Server
		rep, err := scenario.Replay(context.Background(), c.sc, scenario.ReplayOptions{NewBrain: concierge.RulesFirstForTest(t, &servers)})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range rep.Failures {
			t.Errorf("%s", f)
		}
		n := len(servers[0].Requests())
		if n > c.most || n != rep.Engine.Usage().Requests {
			t.Errorf("%s: %d model requests (usage says %d), want ≤ %d", c.sc.Name, n, rep.Engine.Usage().Requests, c.most)
		}
		var pure []*openaitest.Server
		if _, err := scenario.Replay(context.Background(), c.sc, scenario.ReplayOptions{NewBrain: concierge.ModelEngineForTest(t, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModelForTest(t, d) }, &pure)}); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d model requests with the rules first, %d without", c.sc.Name, n, len(pure[0].Requests()))
	}
}

// R34: no scenario loses an expectation with the rules first compared with
// the model alone.
func TestRulesFirstLosesNothing(t *testing.T) {
	t.Parallel()
	for _, sc := range allScenarios(t) {
		t.Run(filepath.Base(sc.Name), func(t *testing.T) {
			t.Parallel()
			var a, b []*openaitest.Server
			pure, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{NewBrain: concierge.ModelEngineForTest(t, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModelForTest(t, d) }, &a)})
			if err != nil {
				t.Fatal(err)
			}
			first, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{NewBrain: concierge.RulesFirstForTest(t, &b)})
			if err != nil {
				t.Fatal(err)
			}
			failed := map[string]bool{}
			for _, f := range pure.Failures {
				failed[f.String()] = true
			}
			for _, f := range first.Failures {
				if !failed[f.String()] && !strings.Contains(f.Msg, "expected at most") {
					t.Errorf("lost with the rules first: %s", f)
				}
			}
		})
	}
}

// BenchmarkModelRequests measures R34's targets against the fake server:
// the model requests the bank demo and its free phrasing take, with the
// rules first and with the model alone (requests/op).
func BenchmarkModelRequests(b *testing.B) {
	demo, _ := scenario.Demo("bank")
	free, _ := scenario.ParseScenario("free_bank.scenario", []byte(concierge.FreeBankForTest))
	for _, sc := range []*scenario.Scenario{demo, free} {
		for _, first := range []bool{true, false} {
			name := strings.TrimSuffix(sc.Name, ".scenario") + "/model-alone"
			if first {
				name = strings.TrimSuffix(sc.Name, ".scenario") + "/rules-first"
			}
			b.Run(name, func(b *testing.B) {
				total := 0
				for i := 0; i < b.N; i++ {
					var servers []*openaitest.Server
					brain := concierge.ModelEngineForTest(b, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModelForTest(b, d) }, &servers)
					if first {
						brain = concierge.RulesFirstForTest(b, &servers)
					}
					if _, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{NewBrain: brain}); err != nil {
						b.Fatal(err)
					}
					total += len(servers[0].Requests())
				}
				b.ReportMetric(float64(total)/float64(b.N), "requests/op")
			})
		}
	}
}

// allScenarios are the demos and every conversation test of testdata.
func allScenarios(t *testing.T) []*scenario.Scenario {
	t.Helper()
	var out []*scenario.Scenario
	for _, name := range scenario.DemoNames() {
		sc, err := scenario.Demo(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sc)
	}
	paths, _ := filepath.Glob("testdata/scenarios/*.scenario")
	for _, p := range paths {
		sc, err := scenario.LoadScenario(p)
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
