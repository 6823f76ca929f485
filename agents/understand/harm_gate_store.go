package understand

import (
	_ "embed"
	"encoding/binary"
	"sort"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The gates of R8's kinds (kindGates: each act's words, their automaton,
// the act's branches and theirs) are read off the expressions' syntax
// trees ahead of time and embedded (R55): parsing a kind's expressions,
// spelling out their finite runs and building the automaton cost
// milliseconds and a megabyte of garbage at the first message that holds
// one of its keys ("transfer money" opens the someone-else's-account
// kind), in every session. A kind's gates are looked up by the hash of
// its expressions, so a kind whose patterns were edited since the file
// was written is still gated, by newKindGates at run time, until the
// file is regenerated; the freshness test fails meanwhile. The entries
// of R8's table's first part (tableGates) are stored the same way.
//
//go:generate go test -run TestHarmGatesFresh -update .
//go:embed harm_gates.bin
var storedGates string

const gatesMagic = "CHG2"

// gateIndexEntry is one entry of the file's index: the expressions'
// hash, then where their gates are, as offsets into the file.
const gateIndexEntry = 8 + 4 + 4

// gatesFor is the gates of exprs (see newKindGates): from the embedded
// file when it holds them, else read off the syntax trees.
func gatesFor(exprs []*reading.LazyRegexp, whole bool) *kindGates {
	if kg, ok := kindGatesFrom(storedGates, exprs, whole); ok {
		return kg
	}
	return newKindGates(exprs, whole)
}

// gatesKey is FNV-1a, 64 bits, of the expressions, each followed by a
// NUL, then of whole: the file's key for a kindGates.
func gatesKey(exprs []*reading.LazyRegexp, whole bool) uint64 {
	h := uint64(14695981039346656037)
	add := func(b byte) {
		h ^= uint64(b)
		h *= 1099511628211
	}
	for _, e := range exprs {
		s := e.String()
		for i := 0; i < len(s); i++ {
			add(s[i])
		}
		add(0)
	}
	if whole {
		add(1)
	}
	return h
}

func le64(s string) uint64 {
	return uint64(le32(s)) | uint64(le32(s[4:]))<<32
}

func le32(s string) uint32 {
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// storedSet is one kindGates to store, with what it was built from.
type storedSet struct {
	exprs []*reading.LazyRegexp
	whole bool
	kg    *kindGates
}

// encodeGates writes sets: "CHG2", the count, the index sorted by key
// (key, start, end of the record) and the records (appendKindGates).
// Repeated keys are written once.
func encodeGates(sets []storedSet) []byte {
	type rec struct {
		h    uint64
		body []byte
	}
	var recs []rec
	seen := map[uint64]bool{}
	for _, s := range sets {
		h := gatesKey(s.exprs, s.whole)
		if seen[h] {
			continue
		}
		seen[h] = true
		body := appendKindGates(nil, s.exprs, s.kg)
		for len(body)%4 != 0 { // each record starts at a multiple of four (appendScan)
			body = append(body, 0)
		}
		recs = append(recs, rec{h, body})
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].h < recs[j].h })
	le := binary.LittleEndian
	b := []byte(gatesMagic)
	b = le.AppendUint32(b, uint32(len(recs)))
	off := len(b) + len(recs)*gateIndexEntry
	for _, r := range recs {
		b = le.AppendUint64(b, r.h)
		b = le.AppendUint32(b, uint32(off))
		b = le.AppendUint32(b, uint32(off+len(r.body)))
		off += len(r.body)
	}
	for _, r := range recs {
		b = append(b, r.body...)
	}
	return b
}

// appendKindGates writes one record, all counts uint32 little-endian:
// the number of set ids the acts' gates hold, the number of acts; per
// act its gate as set ids (idGate) and its branches (each its
// expression's length+1, 0 for the act's own, and bytes, then its
// idGate); the number of sets and of words; zero bytes up to a multiple
// of four; the words' sets (setStart, setIDs: int32 arrays, read in
// place); the automaton (appendScan). b must start at a multiple of four
// in the file.
func appendKindGates(b []byte, exprs []*reading.LazyRegexp, kg *kindGates) []byte {
	le := binary.LittleEndian
	u32 := func(n int) { b = le.AppendUint32(b, uint32(n)) }
	ints := func(xs []int32) {
		u32(len(xs))
		for _, x := range xs {
			b = le.AppendUint32(b, uint32(x))
		}
	}
	idGate := func(g [][]int32) {
		if g == nil {
			u32(0)
			return
		}
		u32(len(g) + 1)
		for _, br := range g {
			ints(br)
		}
	}
	// the ids' count first, so that the reader allocates them at once
	ids := 0
	for i := range exprs {
		for _, br := range kg.acts[i] {
			ids += len(br)
		}
		for _, br := range kg.branches[i] {
			for _, g := range br.gate {
				ids += len(g)
			}
		}
	}
	u32(ids)
	u32(len(exprs))
	for i, e := range exprs {
		idGate(kg.acts[i])
		u32(len(kg.branches[i]))
		for _, br := range kg.branches[i] {
			if br.re == e {
				u32(0)
			} else {
				u32(len(br.re.String()) + 1)
				b = append(b, br.re.String()...)
			}
			idGate(br.gate)
		}
	}
	u32(kg.nsets)
	u32(len(kg.setStart) - 1)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	for _, xs := range [][]int32{kg.setStart, kg.setIDs} {
		for _, x := range xs {
			b = le.AppendUint32(b, uint32(x))
		}
	}
	return appendScan(b, kg.scan)
}

// kindGatesFrom finds the gates of exprs in file, a file encodeGates
// wrote, by a binary search of its index; false if it does not hold them
// or the record is malformed. Words and branches' expressions are
// substrings of file, and the ids windows on one array.
func kindGatesFrom(file string, exprs []*reading.LazyRegexp, whole bool) (*kindGates, bool) {
	if len(file) < len(gatesMagic)+4 || file[:len(gatesMagic)] != gatesMagic {
		return nil, false
	}
	n := int(le32(file[4:8]))
	index := file[8:]
	if n < 0 || len(index) < n*gateIndexEntry {
		return nil, false
	}
	h := gatesKey(exprs, whole)
	entry := func(i int) string { return index[i*gateIndexEntry : (i+1)*gateIndexEntry] }
	i := sort.Search(n, func(i int) bool { return le64(entry(i)) >= h })
	if i == n || le64(entry(i)) != h {
		return nil, false
	}
	e := entry(i)
	off, end := int(le32(e[8:])), int(le32(e[12:]))
	if off > end || end > len(file) {
		return nil, false
	}
	return decodeKindGates(file[off:end], exprs)
}

// decodeKindGates reads one record appendKindGates wrote for exprs.
func decodeKindGates(r string, exprs []*reading.LazyRegexp) (*kindGates, bool) {
	d := &gateDecoder{keysReader: keysReader{s: r, ok: true}, maxSet: -1}
	if ids := d.u32(); ids <= len(r)/4 {
		d.arena = make([]int32, 0, ids)
	}
	if d.u32() != len(exprs) {
		return nil, false
	}
	kg := &kindGates{acts: make([][][]int32, len(exprs)), branches: make([][]gatedExpr, len(exprs))}
	for i, e := range exprs {
		kg.acts[i] = d.idGate()
		nb := d.u32()
		if !d.ok || nb > d.left()/8 {
			return nil, false
		}
		kg.branches[i] = make([]gatedExpr, nb)
		for j := range kg.branches[i] {
			br := &kg.branches[i][j]
			br.re = e
			if l := d.u32(); l > 0 {
				br.re = reading.Lazy(d.take(l - 1))
			}
			br.gate = d.idGate()
		}
	}
	kg.nsets = d.u32()
	nw := d.u32()
	d.take((4 - d.i%4) % 4)
	if !d.ok || nw >= d.left()/4 || d.maxSet >= kg.nsets {
		return nil, false
	}
	kg.setStart = d.int32s(nw + 1)
	if !d.ok || kg.setStart[0] != 0 || kg.setStart[nw] < 0 || int(kg.setStart[nw]) > d.left()/4 {
		return nil, false
	}
	kg.setIDs = d.int32s(int(kg.setStart[nw]))
	for w := range nw {
		if kg.setStart[w] > kg.setStart[w+1] {
			return nil, false
		}
	}
	if !within(kg.setIDs, 0, int32(kg.nsets)) {
		return nil, false
	}
	kg.scan = d.scan()
	d.take(d.left() % 4) // the record's padding
	if !d.ok || d.left() != 0 || kg.scan.count() != nw {
		return nil, false
	}
	words64, sets64 := (nw+63)/64, (kg.nsets+63)/64
	kg.pool.New = func() any { return &seenBuf{words: make([]uint64, words64), sets: make([]uint64, sets64)} }
	return kg, true
}

// gateDecoder reads a record's gates; the first short read sticks.
type gateDecoder struct {
	keysReader
	arena  []int32 // the acts' and branches' set ids, one allocation
	maxSet int     // the largest set id read, checked against the count
}

// ids reads a counted array of set ids into the arena.
func (d *gateDecoder) ids() []int32 {
	n := d.u32()
	if !d.ok || n > d.left()/4 || len(d.arena)+n > cap(d.arena) {
		d.ok = false
		return nil
	}
	p := d.take(4 * n)
	start := len(d.arena)
	for i := 0; i < n; i++ {
		x := int32(le32(p[4*i:]))
		if x < 0 {
			d.ok = false
			return nil
		}
		d.maxSet = max(d.maxSet, int(x))
		d.arena = append(d.arena, x)
	}
	return d.arena[start:len(d.arena):len(d.arena)]
}

// idGate reads a gate of set ids: nil, or its branches.
func (d *gateDecoder) idGate() [][]int32 {
	n := d.u32()
	if !d.ok || n == 0 || n-1 > d.left()/4 {
		return nil
	}
	g := make([][]int32, n-1)
	for i := range g {
		g[i] = d.ids()
	}
	return g
}
