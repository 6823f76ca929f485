package understand_test

import (
	"os"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
	"github.com/concierge-dev/concierge/agents/understand"
)

func builtins() []*agents.Domain { return []*agents.Domain{bank.Domain(), insurance.Domain()} }

func corpus(t testing.TB) []understand.Example {
	t.Helper()
	exs, err := understand.LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	return exs
}

func TestPeek(t *testing.T) {
	exs := corpus(t)
	m := understand.Train(exs, builtins())
	rep := understand.Evaluate(m, exs, builtins(), understand.SplitHeldOut)
	t.Logf("examples %d acts %v tasks %v roles %v ece %.3f sure %v", len(exs), rep.Acts, rep.Tasks, rep.Roles, rep.ActECE, rep.SurePrecision)
	for _, k := range understand.Keys(rep.ByAct) {
		t.Logf("  act %-30s %v", k, *rep.ByAct[k])
	}
	for _, k := range understand.Keys(rep.ByTask) {
		t.Logf("  task %-30s %v", k, *rep.ByTask[k])
	}
	for _, s := range rep.Misses {
		t.Log(s)
	}
}
