package understand

import (
	_ "embed"
	"encoding/binary"
)

// The kinds' keys, numbered, and the automaton that finds them are also
// built ahead of time and embedded (R55): numbering them in a map and
// building the automaton's failure links cost ~0.45 ms at every session's
// first message. The file names the hash of the keys it was built from
// and is read only when that is the table's own, so an edited table is
// scanned as before, built at run time, until go generate rewrites the
// file; TestHarmKeysFresh fails meanwhile.
//
//go:generate go test -run TestHarmKeysFresh -update .
//go:embed harm_keys.bin
var storedKeys string

const keysMagic = "CHK2"

// keysHash is FNV-1a over every kind's keys in order, each followed by a
// NUL and each kind's by a 1.
func keysHash(table []harmKind) uint64 {
	h := uint64(14695981039346656037)
	add := func(b byte) {
		h ^= uint64(b)
		h *= 1099511628211
	}
	for _, k := range table {
		for _, key := range k.keys {
			for i := 0; i < len(key); i++ {
				add(key[i])
			}
			add(0)
		}
		add(1)
	}
	return h
}

// numberKeys gives each kind its keys' ids and returns the scanner of
// all the keys: from the embedded file if it was built from these keys,
// else built here.
func numberKeys(table []harmKind) *wordScan {
	if w, ok := keysFrom(storedKeys, table); ok {
		return w
	}
	ids := &wordIDs{ids: map[string]int32{}}
	for i := range table {
		table[i].keyIDs = ids.of(table[i].keys)
	}
	return newWordScan(ids.list)
}

// encodeKeys writes the table's key ids and the scanner: the magic, the
// keys' hash, per kind its ids, the scanner (appendScan). All
// little-endian, counts uint32, a word's length uint16.
func encodeKeys(table []harmKind, w *wordScan) []byte {
	le := binary.LittleEndian
	b := le.AppendUint64([]byte(keysMagic), keysHash(table))
	ints := func(xs []int32) {
		b = le.AppendUint32(b, uint32(len(xs)))
		for _, x := range xs {
			b = le.AppendUint32(b, uint32(x))
		}
	}
	b = le.AppendUint32(b, uint32(len(table)))
	for _, k := range table {
		ints(k.keyIDs)
	}
	b = appendScan(b, w)
	return b
}

// keysFrom reads file into the table's key ids and a scanner; false if
// it was built from other keys or is malformed (nothing in the table is
// changed then).
func keysFrom(file string, table []harmKind) (*wordScan, bool) {
	d := keysReader{s: file, ok: true}
	if d.take(len(keysMagic)) != keysMagic || d.u64() != keysHash(table) || d.u32() != len(table) {
		return nil, false
	}
	ids := make([][]int32, len(table))
	for i := range ids {
		ids[i] = d.ints()
	}
	w := d.scan()
	if !d.ok || d.left() != 0 {
		return nil, false
	}
	n := w.count()
	for _, xs := range ids {
		if !within(xs, 0, int32(n)) {
			return nil, false
		}
	}
	for i := range table {
		table[i].keyIDs = ids[i]
	}
	return w, true
}

// within reports every x in [lo, hi).
func within(xs []int32, lo, hi int32) bool {
	for _, x := range xs {
		if x < lo || x >= hi {
			return false
		}
	}
	return true
}

// keysReader reads the file from position i; the first short read sticks.
type keysReader struct {
	s  string
	i  int
	ok bool
}

func (d *keysReader) left() int { return len(d.s) - d.i }

func (d *keysReader) take(n int) string {
	if !d.ok || n < 0 || d.left() < n {
		d.ok = false
		return ""
	}
	d.i += n
	return d.s[d.i-n : d.i]
}

func (d *keysReader) u16() int {
	if p := d.take(2); p != "" {
		return int(p[0]) | int(p[1])<<8
	}
	return 0
}

func (d *keysReader) u32() int {
	if p := d.take(4); p != "" {
		return int(le32(p))
	}
	return 0
}

func (d *keysReader) u64() uint64 {
	if p := d.take(8); p != "" {
		return le64(p)
	}
	return 0
}

// ints reads a counted array of int32 into one allocation.
func (d *keysReader) ints() []int32 {
	n := d.u32()
	if n > d.left()/4 {
		d.ok = false
		return nil
	}
	out := make([]int32, n)
	p := d.take(4 * n)
	for i := range out {
		out[i] = int32(le32(p[4*i:]))
	}
	return out
}
