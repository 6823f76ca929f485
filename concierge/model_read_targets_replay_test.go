package concierge_test

import (
	"context"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// The bank demo with --rules-first=false: ≤ 5 reading requests and
// ≤ 3,000 tokens in all; with --classify-every-message (rules first) it is
// measured too.
func TestReadMessageTargetsBankDemo(t *testing.T) {
	t.Parallel()
	demo, _ := scenario.Demo("bank")
	run := func(newBrain func(*[]*openaitest.Server) func(*agents.Domain) (agents.Brain, error), classify bool) (int, int, int) {
		var servers []*openaitest.Server
		rep, err := scenario.Replay(context.Background(), demo, scenario.ReplayOptions{NewBrain: newBrain(&servers), ClassifyEveryMessage: classify})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range rep.Failures {
			t.Errorf("%s", f)
		}
		return concierge.ReadingCostForTest(t, servers)
	}
	alone := func(s *[]*openaitest.Server) func(*agents.Domain) (agents.Brain, error) {
		return concierge.ModelEngineForTest(t, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModelForTest(t, d) }, s)
	}
	rules := func(s *[]*openaitest.Server) func(*agents.Domain) (agents.Brain, error) {
		return concierge.RulesFirstForTest(t, s)
	}

	n, tok, sys := run(alone, false)
	t.Logf("bank demo, --rules-first=false: %d reading requests, ~%d tokens; the largest system prompt %d bytes", n, tok, sys)
	if n > 5 || tok > 3000 {
		t.Errorf("the bank demo on the model alone cost %d reading requests and ~%d tokens: R52's target is ≤ 5 and ≤ 3,000", n, tok)
	}
	n, tok, _ = run(rules, true)
	t.Logf("bank demo, rules first with --classify-every-message: %d reading requests, ~%d tokens", n, tok)
	n, tok, _ = run(rules, false)
	t.Logf("bank demo, rules first: %d reading requests, ~%d tokens", n, tok)
}
