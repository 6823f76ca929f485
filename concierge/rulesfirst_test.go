package concierge

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// rulesFirst is modelEngine with the rules in front (R34).
func rulesFirst(t testing.TB, servers *[]*openaitest.Server) func(*agents.Domain) (agents.Brain, error) {
	model := modelEngine(t, func(d *agents.Domain) openaitest.Handler { return competentModel(t, d) }, servers)
	return func(d *agents.Domain) (agents.Brain, error) {
		m, err := model(d)
		if err != nil {
			return nil, err
		}
		return offline.NewFirst(d, m), nil
	}
}

// freeBank is the bank demo as a stranger types it.
const freeBank = `domain bank
> hey, I need to send some money to a friend
expect speaker authenticate
> it's seldo
> monkey
expect fact authenticated true
> the checking one please
> 1234324
> $500
expect approval ^Transfer \$500\.00 from Checking
approve
expect fact account_balance 500.00
`

// R34: on the model engine the rules answer what they are sure of: the
// bank demo takes at most 3 model requests (7 without), a free phrasing of
// it at most 6, and both still pass.
func TestRulesFirstRequestCounts(t *testing.T) {
	t.Parallel()
	demo, _ := Demo("bank")
	free, err := ParseScenario("free_bank.scenario", []byte(freeBank))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		sc   *Scenario
		most int
	}{{demo, 3}, {free, 6}} {
		var servers []*openaitest.Server
		rep, err := Replay(context.Background(), c.sc, ReplayOptions{NewBrain: rulesFirst(t, &servers)})
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
		if _, err := Replay(context.Background(), c.sc, ReplayOptions{NewBrain: modelEngine(t, func(d *agents.Domain) openaitest.Handler { return competentModel(t, d) }, &pure)}); err != nil {
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
			pure, err := Replay(context.Background(), sc, ReplayOptions{NewBrain: modelEngine(t, func(d *agents.Domain) openaitest.Handler { return competentModel(t, d) }, &a)})
			if err != nil {
				t.Fatal(err)
			}
			first, err := Replay(context.Background(), sc, ReplayOptions{NewBrain: rulesFirst(t, &b)})
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
	demo, _ := Demo("bank")
	free, _ := ParseScenario("free_bank.scenario", []byte(freeBank))
	for _, sc := range []*Scenario{demo, free} {
		for _, first := range []bool{true, false} {
			name := strings.TrimSuffix(sc.Name, ".scenario") + "/model-alone"
			if first {
				name = strings.TrimSuffix(sc.Name, ".scenario") + "/rules-first"
			}
			b.Run(name, func(b *testing.B) {
				total := 0
				for i := 0; i < b.N; i++ {
					var servers []*openaitest.Server
					brain := modelEngine(b, func(d *agents.Domain) openaitest.Handler { return competentModel(b, d) }, &servers)
					if first {
						brain = rulesFirst(b, &servers)
					}
					if _, err := Replay(context.Background(), sc, ReplayOptions{NewBrain: brain}); err != nil {
						b.Fatal(err)
					}
					total += len(servers[0].Requests())
				}
				b.ReportMetric(float64(total)/float64(b.N), "requests/op")
			})
		}
	}
}
