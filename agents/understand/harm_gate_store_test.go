package understand

import (
	"flag"
	"os"
	"reflect"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// allActs is every expression of R8's kinds that has a gate, in the
// table's order.
func allActs() []string {
	var exprs []string
	for _, k := range harmKindTable() {
		for _, a := range k.acts {
			exprs = append(exprs, a.String())
		}
	}
	return exprs
}

// TestHarmGatesFresh holds harm_gates.bin to the gates read off today's
// expressions: the same bytes as a fresh encoding, and every stored gate
// equal to gateOf's. -update (go generate) writes the file. The flag is
// the one weights_test.go defines for the external test package.
func TestHarmGatesFresh(t *testing.T) {
	exprs := allActs()
	gates := make([]gate, len(exprs))
	for i, e := range exprs {
		gates[i] = gateOf(e)
	}
	fresh := encodeGates(exprs, gates)
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile("harm_gates.bin", fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote harm_gates.bin, %d bytes", len(fresh))
		return
	}
	for i, e := range exprs {
		g, ok := storedGate(e)
		if !ok {
			t.Fatalf("harm_gates.bin holds no gate for act %d (%.60q…): it is stale; run go generate ./agents/understand", i, e)
		}
		if !reflect.DeepEqual(g, gates[i]) {
			t.Fatalf("harm_gates.bin holds another gate for act %d (%.60q…): it is stale; run go generate ./agents/understand", i, e)
		}
	}
	if string(fresh) != storedGates {
		t.Fatal("harm_gates.bin holds gates of expressions no kind has any more; run go generate ./agents/understand")
	}
}

// The first message that opens a kind reads its gates from the file, not
// off the syntax trees: this fails if the run-time reading comes back
// (it cost 2.5 ms and ~1 MB at the demo's first message, R55).
func TestHarmGatesReadWithoutParsing(t *testing.T) {
	var someone *harmKind
	table := harmKindTable()
	for i := range table {
		if table[i].reason == "a request to act on someone else's account" {
			someone = &table[i]
		}
	}
	if someone == nil {
		t.Fatal("no kind for someone else's account: pick another kind with many acts")
	}
	allocs := testing.AllocsPerRun(1, func() {
		k := *someone
		k.gates, k.gatesOnce = nil, &sync.Once{}
		k.readGates()
	})
	// a few slices per act and set; gateOf made tens of thousands
	t.Logf("%d gates read in %.0f allocations", len(someone.acts), allocs)
	if allocs > 400 {
		t.Errorf("reading the kind's %d gates made %.0f allocations, want ≤ 400", len(someone.acts), allocs)
	}
}

// A file that is cut short, or names no gate, is not read.
func TestGateFileDamaged(t *testing.T) {
	exprs := []string{`\bfoo (?:bar|baz)\b`, `.*`, `\bqux\b`}
	gates := []gate{gateOf(exprs[0]), gateOf(exprs[1]), gateOf(exprs[2])}
	if gates[1] != nil || gates[0] == nil {
		t.Fatalf("gateOf: %q %q", gates[0], gates[1])
	}
	file := string(encodeGates(exprs, gates))
	for i, e := range exprs {
		g, ok := gateFrom(file, e)
		if !ok || !reflect.DeepEqual(g, gates[i]) {
			t.Errorf("%q: read back %q (%v), want %q", e, g, ok, gates[i])
		}
	}
	if _, ok := gateFrom(file, `\bother\b`); ok {
		t.Error("an expression the file does not hold was found")
	}
	for n := 0; n < len(file); n++ {
		for _, e := range exprs {
			if g, ok := gateFrom(file[:n], e); ok && !reflect.DeepEqual(g, gates[exprs2i(exprs, e)]) {
				t.Fatalf("a file cut at %d bytes gave %q for %q", n, g, e)
			}
		}
	}
}

func exprs2i(exprs []string, e string) int {
	for i, x := range exprs {
		if x == e {
			return i
		}
	}
	return -1
}

// A gate holds every set a branch needs, not the first two: a message
// with a verb and an owner but no holding does not open it.
func TestGateNeedsEverySet(t *testing.T) {
	g := gateOf(`\b(?:send|move)\b \w+ (?:his|her)\b [a-z]+ (?:money|cash)\b`)
	if len(g) != 1 || len(g[0]) != 3 {
		t.Fatalf("gate %q: want one branch of three sets", g)
	}
	if g.in("send it to his friend") {
		t.Error("a message without money or cash opened the gate")
	}
	if !g.in("send all his spare money") {
		t.Error("a message the expression matches did not open the gate")
	}
}

// A gate is only what a match needs: on the harm files' lines, every
// act of a kind whose keys the line holds that matches has its gate open.
func TestGatesNeverHideAMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the acts on the harm files")
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), "harm")
	if err != nil {
		t.Fatal(err)
	}
	kinds()
	seen := make([]uint64, len(*kindWords.pool.Get().(*[]uint64)))
	for _, ex := range exs {
		n := uncontract(repairHarmWords(reading.Normalise(ex.Text)))
		clear(seen)
		kindWords.scan(n, seen)
		for ki := range harmKinds {
			k := &harmKinds[ki]
			if !anySeen(seen, k.keyIDs) {
				continue
			}
			k.readGates()
			for i, a := range k.acts {
				if !k.gates[i].in(n) && a.MatchString(n) {
					t.Errorf("%q matches act %d of %q with its gate shut", n, i, k.reason)
				}
			}
		}
	}
}
