package understand

import (
	"flag"
	"os"
	"reflect"
	"runtime"
	"testing"
	"unsafe"
)

// builtKeys is the table with its keys numbered and their scanner built
// at run time, as without the file.
func builtKeys() ([]harmKind, *wordScan) {
	table := allHarmKinds()
	ids := &wordIDs{ids: map[string]int32{}}
	for i := range table {
		table[i].keyIDs = ids.of(table[i].keys)
	}
	return table, newWordScan(ids.list)
}

// TestHarmKeysFresh holds harm_keys.bin to the table's keys: the same
// bytes as a fresh encoding; -update (go generate) writes it.
func TestHarmKeysFresh(t *testing.T) {
	table, w := builtKeys()
	fresh := encodeKeys(table, w)
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile("harm_keys.bin", fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote harm_keys.bin, %d bytes", len(fresh))
		return
	}
	if string(fresh) != storedKeys {
		t.Fatal("harm_keys.bin is stale: the kinds' keys are numbered at run time until you run go generate ./agents/understand")
	}
}

// The keys read from the file are the keys built at run time, and R8's
// kinds use the file: this fails if building at the first message comes
// back (~0.45 ms, R55).
func TestHarmKeysFromFile(t *testing.T) {
	want, ww := builtKeys()
	got := allHarmKinds()
	gw, ok := keysFrom(string(encodeKeys(want, ww)), got)
	if !ok {
		t.Fatal("a fresh encoding does not read back")
	}
	for i := range want {
		if !reflect.DeepEqual(got[i].keyIDs, want[i].keyIDs) {
			t.Errorf("kind %q: key ids %v, want %v", want[i].reason, got[i].keyIDs, want[i].keyIDs)
		}
	}
	gw.pool.New, ww.pool.New = nil, nil
	if !reflect.DeepEqual(gw.wordList(), ww.wordList()) || !reflect.DeepEqual(gw.st, ww.st) || gw.root != ww.root || gw.built != ww.built {
		t.Error("the scanner read back differs from the one built")
	}
	if _, ok := keysFrom(storedKeys, allHarmKinds()); !ok {
		t.Error("the embedded harm_keys.bin is not read (stale? go generate ./agents/understand)")
	}
	allocs := testing.AllocsPerRun(1, func() { numberKeys(allHarmKinds()) })
	table := testing.AllocsPerRun(1, func() { allHarmKinds() })
	t.Logf("keys numbered and scanner read in %.0f allocations beyond the table's %.0f", allocs-table, table)
	// one list of ids per kind and a few for the scanner; building it at
	// run time makes thousands
	if limit := float64(len(allHarmKinds()) + 20); allocs-table > limit {
		t.Errorf("numbering the keys made %.0f allocations, want ≤ %.0f: is the scanner built at run time again?", allocs-table, limit)
	}
}

// A file of other keys, or cut short, is not read, and leaves the table
// as it was.
func TestHarmKeysRefused(t *testing.T) {
	if underRace {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
	table, w := builtKeys()
	file := string(encodeKeys(table, w))
	other := allHarmKinds()
	other[0].keys = append([]string{"zzz"}, other[0].keys...)
	if _, ok := keysFrom(file, other); ok || other[0].keyIDs != nil {
		t.Error("a file of other keys was read")
	}
	base := allHarmKinds()
	for n := 0; n < len(file); n += 7 {
		fresh := append([]harmKind(nil), base...)
		if _, ok := keysFrom(file[:n], fresh); ok || fresh[0].keyIDs != nil {
			t.Fatalf("a file cut at %d of %d bytes was read", n, len(file))
		}
	}
}

// An automaton read from a file is the one written, whether its states
// are the file's bytes (aligned, little-endian) or copied out of them
// (the file one byte off its alignment); and the embedded files are read
// in place, so that a kind's first message reads none of the states it
// does not visit (R55).
func TestScanReadInPlaceOrCopied(t *testing.T) {
	_, want := builtKeys()
	file := string(appendScan(nil, want))
	shifted := (" " + file)[1:]
	for name, f := range map[string]string{"aligned": file, "shifted": shifted} {
		d := keysReader{s: f, ok: true}
		got := d.scan()
		if !d.ok || d.left() != 0 {
			t.Fatalf("%s: the automaton does not read back", name)
		}
		if !reflect.DeepEqual(got.wordList(), want.wordList()) || !reflect.DeepEqual(got.st, want.st) || got.root != want.root {
			t.Errorf("%s: the automaton read back differs from the one built", name)
		}
		seen, wantSeen := make([]uint64, (len(want.wordList())+63)/64), make([]uint64, (len(want.wordList())+63)/64)
		for _, n := range []string{"send his money to me", "i want to steal a car", "pretend the flood happened"} {
			got.scan(n, seen)
			want.scan(n, wantSeen)
			if !reflect.DeepEqual(seen, wantSeen) {
				t.Errorf("%s: %q: found %v, want %v", name, n, seen, wantSeen)
			}
		}
	}
	if !statesInPlace {
		t.Skip("acState's layout is not the file's here: states are copied")
	}
	inFile := func(st []acState, file string) bool {
		p, b := uintptr(unsafe.Pointer(&st[0])), uintptr(unsafe.Pointer(unsafe.StringData(file)))
		return p >= b && p < b+uintptr(len(file))
	}
	k := &kinds()[0]
	k.readGates()
	if !aligned4(storedGates) || !aligned4(storedKeys) {
		// the linker places an embedded string at any byte: where it
		// did not put these at a multiple of four the states are copied
		// (correct, only slower to start); nothing here can choose it
		t.Skip("the embedded files do not start at a multiple of four in this binary: states are copied")
	}
	if !inFile(k.scanned.scan.st, storedGates) || !inFile(kindWords.st, storedKeys) {
		t.Error("the embedded automata's states were copied, not read in place")
	}
	if p, b := uintptr(unsafe.Pointer(&k.scanned.setStart[0])), uintptr(unsafe.Pointer(unsafe.StringData(storedGates))); p < b || p >= b+uintptr(len(storedGates)) {
		t.Error("a stored kind's words' sets were copied, not read in place")
	}
}

// An automaton read from a file keeps its words in the file's bytes: a
// kind's first message slices out none of them (R55), and they are read
// out only when listed.
func TestScanWordsStayInFile(t *testing.T) {
	_, want := builtKeys()
	file := string(appendScan(nil, want))
	d := keysReader{s: file, ok: true}
	got := d.scan()
	if !d.ok || got.words != nil {
		t.Fatalf("read: ok %v, words sliced out %d", d.ok, len(got.words))
	}
	if got.count() != len(want.words) || !reflect.DeepEqual(got.wordList(), want.words) {
		t.Errorf("%d words counted, %d written, or the list differs", got.count(), len(want.words))
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	const reads = 10
	for range reads {
		d := keysReader{s: file, ok: true}
		d.scan()
	}
	runtime.ReadMemStats(&after)
	// the automaton's own struct (its root table is 1 KB); a string
	// header a word would be 16 bytes each
	if per, words := (after.TotalAlloc-before.TotalAlloc)/reads, uint64(len(want.words)); per > 2048+words*4 {
		t.Errorf("reading the automaton of %d words allocates %d bytes: the words are sliced out of the file", words, per)
	}
}
