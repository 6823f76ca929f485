package understand

import (
	"flag"
	"fmt"
	"os"
	"reflect"
	"regexp/syntax"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// storedSets are the gates the file holds, built at run time as
// without it: every kind's, then those of R8's table's first part.
func storedSets() []storedSet {
	var sets []storedSet
	for _, k := range allHarmKinds() {
		sets = append(sets, storedSet{exprs: k.acts, kg: newKindGates(k.acts, false)})
	}
	exprs := make([]*reading.LazyRegexp, len(harms))
	for i, h := range harms {
		exprs[i] = h.acts
	}
	return append(sets, storedSet{exprs: exprs, whole: true, kg: newKindGates(exprs, true)})
}

// gateOf is the gate of an expression read off its syntax tree.
func gateOf(expr string) gate {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	return gateOfTree(re.Simplify())
}

// sameGates reports what differs between two kindGates, or "".
func sameGates(got, want *kindGates) string {
	switch {
	case !reflect.DeepEqual(got.acts, want.acts):
		return "the acts' set ids"
	case got.nsets != want.nsets || !reflect.DeepEqual(got.setStart, want.setStart) || !reflect.DeepEqual(got.setIDs, want.setIDs):
		return "the words' sets"
	case !reflect.DeepEqual(got.scan.wordList(), want.scan.wordList()) || !reflect.DeepEqual(got.scan.st, want.scan.st) || got.scan.root != want.scan.root || got.scan.built != want.scan.built:
		return "the automaton"
	case len(got.branches) != len(want.branches):
		return "the number of acts"
	}
	for i := range want.branches {
		if len(got.branches[i]) != len(want.branches[i]) {
			return fmt.Sprintf("act %d's number of branches", i)
		}
		for j, w := range want.branches[i] {
			g := got.branches[i][j]
			if g.re.String() != w.re.String() || !reflect.DeepEqual(g.gate, w.gate) {
				return fmt.Sprintf("act %d's branch %d", i, j)
			}
		}
	}
	return ""
}

// TestHarmGatesFresh holds harm_gates.bin to the gates read off today's
// expressions: the same bytes as a fresh encoding, and every stored
// kindGates equal to newKindGates'. -update (go generate) writes the
// file. The flag is the one weights_test.go defines for the external
// test package.
func TestHarmGatesFresh(t *testing.T) {
	sets := storedSets()
	fresh := encodeGates(sets)
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile("harm_gates.bin", fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote harm_gates.bin, %d bytes", len(fresh))
		return
	}
	for i, s := range sets {
		kg, ok := kindGatesFrom(storedGates, s.exprs, s.whole)
		if !ok {
			t.Fatalf("harm_gates.bin holds no gates for set %d (%.60q…): it is stale; run go generate ./agents/understand", i, s.exprs[0].String())
		}
		if d := sameGates(kg, s.kg); d != "" {
			t.Fatalf("harm_gates.bin holds other gates for set %d (%.60q…): %s differ; it is stale, run go generate ./agents/understand", i, s.exprs[0].String(), d)
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
	table := allHarmKinds()
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
		k.scanned, k.gatesOnce = nil, &sync.Once{}
		k.readGates()
	})
	// a few slices per act and set; gateOf made tens of thousands
	t.Logf("%d gates read in %.0f allocations", len(someone.acts), allocs)
	if allocs > 400 {
		t.Errorf("reading the kind's %d gates made %.0f allocations, want ≤ 400", len(someone.acts), allocs)
	}
}

// A file that is cut short, or names no gates, is not read; what is read
// is what was written.
func TestGateFileDamaged(t *testing.T) {
	exprs := []*reading.LazyRegexp{reading.Lazy(`\bfoo (?:bar|baz)\b`), reading.Lazy(`.*`), reading.Lazy(`\b(?:send \w+ money|wire \d+ cash)\b`)}
	kg := newKindGates(exprs, false)
	if kg.acts[1] != nil || kg.acts[0] == nil || len(kg.branches[2]) != 2 {
		t.Fatalf("newKindGates: gates %v, %d branches", kg.acts, len(kg.branches[2]))
	}
	file := string(encodeGates([]storedSet{{exprs: exprs, kg: kg}}))
	// read in place, and copied from a file one byte off its alignment
	for _, f := range []string{file, (" " + file)[1:]} {
		got, ok := kindGatesFrom(f, exprs, false)
		if !ok {
			t.Fatal("a fresh encoding does not read back")
		}
		if d := sameGates(got, kg); d != "" {
			t.Fatalf("read back: %s differ", d)
		}
	}
	if _, ok := kindGatesFrom(file, exprs, true); ok {
		t.Error("gates stored branch by branch were read for whole expressions")
	}
	if _, ok := kindGatesFrom(file, exprs[:2], false); ok {
		t.Error("expressions the file does not hold were found")
	}
	for n := 0; n < len(file); n++ {
		if got, ok := kindGatesFrom(file[:n], exprs, false); ok {
			t.Fatalf("a file cut at %d of %d bytes was read: %s", n, len(file), sameGates(got, kg))
		}
	}
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
	if underRace {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
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
			b := k.scanned.pool.Get().(*seenBuf)
			k.scanned.see(n, b)
			for i, a := range k.acts {
				if !k.scanned.open(i, b) && a.MatchString(n) {
					t.Errorf("%q matches act %d of %q with its gate shut", n, i, k.reason)
				}
			}
			k.scanned.pool.Put(b)
		}
	}
}
