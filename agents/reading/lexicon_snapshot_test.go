package reading

import (
	"flag"
	"io/fs"
	"os"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

var updateSnapshot = flag.Bool("update", false, "write lexicon.bin from lexicon/*.txt (go generate)")

// builtFromText is the built-in lexicon built from its files, and their
// hash.
func builtFromText(t *testing.T) (*Lexicon, uint64) {
	t.Helper()
	sub, err := fs.Sub(lexiconFiles, "lexicon")
	if err != nil {
		t.Fatal(err)
	}
	lx, err := LoadLexicon(sub)
	if err != nil {
		t.Fatal(err)
	}
	h, err := lexiconSourceHash(sub)
	if err != nil {
		t.Fatal(err)
	}
	return lx, h
}

// TestLexiconSnapshotFresh holds lexicon.bin to lexicon/*.txt: the same
// bytes as a fresh snapshot; -update (go generate) writes it.
func TestLexiconSnapshotFresh(t *testing.T) {
	lx, h := builtFromText(t)
	fresh := lx.snapshot(h)
	if *updateSnapshot {
		if err := os.WriteFile("lexicon.bin", fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote lexicon.bin, %d bytes", len(fresh))
		return
	}
	if string(fresh) != lexiconSnapshot {
		t.Fatal("lexicon.bin is stale: the lexicon is built from its text at every start until you run go generate ./agents/reading")
	}
}

// The lexicon read from the snapshot is the one built from the text, in
// everything matching asks of it.
func TestLexiconSnapshotSameAsText(t *testing.T) {
	want, h := builtFromText(t)
	got, ok := lexiconFromSnapshot(string(want.snapshot(h)), h)
	if !ok {
		t.Fatal("a fresh snapshot does not read back")
	}
	if !reflect.DeepEqual(got.words, want.words) {
		t.Error("the one-word phrases differ")
	}
	if g, w := strings.Join(got.Sections(), " "), strings.Join(want.Sections(), " "); g != w {
		t.Errorf("sections %s, want %s", g, w)
	}
	for m := range meaningCount {
		g, w := got.byMeaning[m], want.byMeaning[m]
		if (g == nil) != (w == nil) {
			t.Fatalf("meaning %s: section %v, want %v", m, g != nil, w != nil)
		}
		if w == nil {
			continue
		}
		if g.mode != w.mode || g.minLen != w.minLen || g.startsOther != w.startsOther || !reflect.DeepEqual(g.starts, w.starts) {
			t.Errorf("[%s]: mode, fewest words or first words differ", w.name)
		}
		for i, pair := range [][2]*nfa{{g.automata().auto, w.auto}, {g.automata().leads, w.leads}, {g.automata().tails, w.tails}} {
			if !reflect.DeepEqual(pair[0], pair[1]) {
				t.Errorf("[%s]: automaton %d differs", w.name, i)
			}
		}
		if !reflect.DeepEqual(got.Phrases(w.name), want.Phrases(w.name)) {
			t.Errorf("[%s]: phrases differ", w.name)
		}
	}
	// and it reads messages alike
	for _, text := range []string{"oh never mind please", "yes and check my savings", "i want to log out for today",
		"send it on friday", "i forgot my password", "no, make it 300", "thanks bye", "what can you do?"} {
		a, b := got.Read(text), want.Read(text)
		for _, m := range Meanings() {
			if a.Is(m) != b.Is(m) || a.Mentions(m) != b.Mentions(m) || a.Trim(m) != b.Trim(m) {
				t.Errorf("%q, %s: the snapshot reads it otherwise", text, m)
			}
		}
	}
}

// The built-in lexicon is read from its snapshot at start, not built from
// the text: this fails if that comes back (~3 ms and 8,000 allocations
// at every session's first message, R55), or if the snapshot is stale.
func TestDefaultLexiconFromSnapshot(t *testing.T) {
	allocs := testing.AllocsPerRun(1, func() {
		if _, err := loadDefault(); err != nil {
			t.Fatal(err)
		}
	})
	t.Logf("the built-in lexicon loads in %.0f allocations", allocs)
	// ~200 with the automata built at first use, ~1,100 when they were
	// all built at load
	if allocs > 500 {
		t.Errorf("loading the built-in lexicon made %.0f allocations, want ≤ 500 (is lexicon.bin stale? go generate ./agents/reading)", allocs)
	}
}

// TestLexiconAutomataBuiltOnFirstUse: the snapshot's automata are checked
// when it is read and built when a section is first asked (R55); a
// message builds those it asks, not all 69.
func TestLexiconAutomataBuiltOnFirstUse(t *testing.T) {
	lx, err := loadDefault()
	if err != nil {
		t.Fatal(err)
	}
	built := func() int {
		n := 0
		for _, s := range lx.order {
			if s.auto != nil {
				n++
			}
		}
		return n
	}
	if n := built(); n != 0 {
		t.Fatalf("%d sections' automata were built when the snapshot was read", n)
	}
	if !lx.Read("help").Is(Help) {
		t.Fatal(`"help" does not read as Help`)
	}
	if n := built(); n == 0 || n == len(lx.order) {
		t.Errorf("after one question %d of %d sections' automata are built", n, len(lx.order))
	}
}

// A snapshot of other files, or cut short, is not read.
func TestLexiconSnapshotRefused(t *testing.T) {
	fsys := fstest.MapFS{"a.txt": {Data: []byte("[greeting]\nphrase: hi | hello\ntail?: there\n[yes]\nphrase: yes [please]\n")}}
	lx, err := LoadLexicon(fsys)
	if err != nil {
		t.Fatal(err)
	}
	h, err := lexiconSourceHash(fsys)
	if err != nil {
		t.Fatal(err)
	}
	snap := string(lx.snapshot(h))
	if _, ok := lexiconFromSnapshot(snap, h); !ok {
		t.Fatal("a fresh snapshot does not read back")
	}
	fsys["a.txt"].Data = []byte("[greeting]\nphrase: hi | hello | hey\n")
	h2, _ := lexiconSourceHash(fsys)
	if h2 == h {
		t.Fatal("the hash did not change with the file")
	}
	if _, ok := lexiconFromSnapshot(snap, h2); ok {
		t.Error("a snapshot of other files was read")
	}
	for n := 0; n < len(snap); n++ {
		if _, ok := lexiconFromSnapshot(snap[:n], h); ok {
			t.Fatalf("a snapshot cut at %d of %d bytes was read", n, len(snap))
		}
	}
}
