package concierge_test

import (
	"context"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// R52: the bank demo on the older protocol, the model alone on the loop,
// measured as TestReadMessageBankDemo measures ReadMessage and logged
// beside it for comparison.
func TestOlderProtocolBankDemo(t *testing.T) {
	t.Parallel()
	var servers []*openaitest.Server
	demo, _ := scenario.Demo("bank")
	older := concierge.ModelEngineForTest(t, func(d *agents.Domain) openaitest.Handler { return concierge.CompetentModelForTest(t, d) }, &servers)
	legacy := func(d *agents.Domain) (agents.Brain, error) {
		b, err := older(d)
		return concierge.OlderProtocolForTest(b), err
	}
	if _, err := scenario.Replay(context.Background(), demo, scenario.ReplayOptions{NewBrain: legacy}); err != nil {
		t.Fatal(err)
	}
	before, beforeTokens := 0, 0
	for _, r := range servers[0].Requests() {
		before++
		beforeTokens += concierge.BodyTokensForTest(t, r)
	}
	t.Logf("the bank demo on the older protocol, model alone: %d requests, ~%d tokens", before, beforeTokens)
}
