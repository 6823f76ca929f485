package understand_test

import (
	"flag"
	"os"
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

var update = flag.Bool("update", false, "write weights.bin from the corpus (go generate)")

// maxWeights is R51's bound on the embedded weights.
const maxWeights = 2 << 20

// The embedded weights are what the corpus and the agents' examples give
// today, compared after quantisation; -update writes them.
func TestWeightsFresh(t *testing.T) {
	if raceEnabled && !*update {
		// training is plain arithmetic on one goroutine: the race
		// detector has nothing to find in it, and it costs minutes there
		t.Skip("checked without -race")
	}
	m := understand.Train(corpus(t), builtins())
	fresh := m.Marshal()
	if len(fresh) > maxWeights {
		t.Fatalf("the weights are %d bytes, over %d", len(fresh), maxWeights)
	}
	if *update {
		if err := os.WriteFile("weights.bin", fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote weights.bin, %d bytes", len(fresh))
		return
	}
	embedded, err := understand.Builtin()
	if err != nil {
		t.Fatalf("the embedded weights do not read (run go generate ./agents/understand): %v", err)
	}
	if err := understand.SameQuantised(m, embedded); err != nil {
		t.Fatalf("weights.bin is stale; run go generate ./agents/understand: %v", err)
	}
}

// Training is deterministic: the same data gives the same bytes.
func TestTrainingIsDeterministic(t *testing.T) {
	if raceEnabled {
		// training is plain arithmetic on one goroutine: the race detector
		// has nothing to find in it, and it costs half a minute there
		t.Skip("checked without -race")
	}
	exs := corpus(t)
	a := understand.Train(exs, builtins()).Marshal()
	b := understand.Train(exs, builtins()).Marshal()
	if string(a) != string(b) {
		t.Fatal("two trainings on the same data differ")
	}
}

func TestWeightsRoundTrip(t *testing.T) {
	m, err := understand.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	again, err := understand.Unmarshal(m.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if err := understand.SameQuantised(m, again); err != nil {
		t.Fatal(err)
	}
	for _, bad := range [][]byte{nil, []byte("CRW1"), []byte("XXXX1234"), m.Marshal()[:100]} {
		if _, err := understand.Unmarshal(bad); err == nil {
			t.Errorf("%d bytes of garbage read as weights", len(bad))
		}
	}
}
