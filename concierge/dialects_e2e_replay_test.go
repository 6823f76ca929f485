package concierge_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// R31, R32, R34: in every dialect doctor finds what the server does, the
// session adopts it, and the bank demo (and a free phrasing of it) passes
// on the model alone: the transfer runs once, the server never receives
// a request it refuses, and the password is in no request.
func TestDialectsBankDemo(t *testing.T) {
	t.Parallel()
	demo, _ := scenario.Demo("bank")
	free, err := scenario.ParseScenario("free_bank.scenario", []byte(concierge.FreeBankForTest))
	if err != nil {
		t.Fatal(err)
	}
	for _, dl := range openaitest.Dialects() {
		if !concierge.DialectUsableForTest(dl.Name) {
			continue // TestDialectUnusable
		}
		for _, sc := range []*scenario.Scenario{demo, free} {
			t.Run(dl.Name+"/"+sc.Name, func(t *testing.T) {
				t.Parallel()
				var rig *concierge.DialectRigForTest
				var mu sync.Mutex
				var effects []concierge.EffectFinished
				rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{
					NewBrain: func(d *agents.Domain) (agents.Brain, error) {
						rig = concierge.NewDialectRigForTest(t, dl, d, 30*time.Second)
						return rig.BrainForTest(), nil
					},
					Sink: func(ev concierge.Event) {
						if f, ok := ev.(concierge.EffectFinished); ok {
							mu.Lock()
							effects = append(effects, f)
							mu.Unlock()
						}
					},
				})
				if err != nil {
					t.Fatal(err)
				}
				concierge.CheckFindingsForTest(t, dl.Name, rig.ReportForTest())
				rig.CheckWireForTest(t)
				for _, f := range rep.Failures {
					if !strings.Contains(f.Msg, "expected at most") { // the demo counts requests with the rules first
						t.Errorf("%s", f)
					}
				}
				if rig.TransfersForTest() != 1 || len(effects) != 1 || effects[0].Err != "" {
					t.Errorf("transfer ran %d times, %d EffectFinished %+v", rig.TransfersForTest(), len(effects), effects)
				}
				if got := concierge.BalanceForTest(t, rep.Engine, "1234324"); got != "500.00" {
					t.Errorf("the destination holds %q, want 500.00", got)
				}
				if len(rig.AfterProbeForTest()) == 0 {
					t.Error("the model was never asked: the rules carried it")
				}
				for i, q := range rig.AfterProbeForTest() {
					// R52: every message is read in one read_message request,
					// native or written as text; no route, fill_slots or
					// continuation request is left
					if !strings.Contains(string(q.Body), openai.ReadMessageTool) {
						t.Errorf("request %d is not a read_message reading: %.200s", i+1, q.Body)
					}
				}
				if n := len(rig.AfterProbeForTest()); n > 5 {
					t.Errorf("%d reading requests for the conversation, want ≤ 5 (R52)", n)
				}
			})
		}
	}
}
