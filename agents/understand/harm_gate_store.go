package understand

import (
	_ "embed"
	"encoding/binary"
	"sort"
)

// The gates of R8's kinds are read off the expressions' syntax trees
// ahead of time and embedded (R55): spelling out a kind's finite runs
// cost 2.5 ms and a megabyte of garbage at the first message that holds
// one of its keys ("transfer money" opens the someone-else's-account
// kind), in every session. A gate is looked up by its expression's
// hash, so a pattern edited since the file was written is still gated,
// by gateOf at run time, until the file is regenerated; the freshness
// test fails meanwhile.
//
//go:generate go test -run TestHarmGatesFresh -update .
//go:embed harm_gates.bin
var storedGates string

const gatesMagic = "CHG1"

// gateIndexEntry is one entry of the file's index: the expression's
// hash, then where its gate is, as offsets into the file.
const gateIndexEntry = 8 + 4 + 4

// storedGate is the gate of expr from the embedded file; false when the
// file does not hold it.
func storedGate(expr string) (gate, bool) {
	return gateFrom(storedGates, expr)
}

// gateFrom finds expr's gate in file, a file encodeGates wrote, by a
// binary search of its index. The gate's words are substrings of file:
// nothing is copied but the slices that hold them.
func gateFrom(file, expr string) (gate, bool) {
	if len(file) < len(gatesMagic)+4 || file[:len(gatesMagic)] != gatesMagic {
		return nil, false
	}
	n := int(le32(file[4:8]))
	index := file[8:]
	if n < 0 || len(index) < n*gateIndexEntry {
		return nil, false
	}
	h := exprHash(expr)
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
	return decodeGate(file[off:end])
}

// exprHash is FNV-1a of the expression, 64 bits.
func exprHash(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

func le64(s string) uint64 {
	return uint64(le32(s)) | uint64(le32(s[4:]))<<32
}

func le32(s string) uint32 {
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// encodeGates writes the gates of exprs: "CHG1", the count, the index
// sorted by hash (hash, start, end of the record) and the records. A
// record is a count of branches (0 for a nil gate: run the expression
// on every message), then per branch a count of sets, per set a count
// of words, per word its length and bytes, all counts uint16. Repeated
// expressions are written once.
func encodeGates(exprs []string, gates []gate) []byte {
	type rec struct {
		h    uint64
		body []byte
	}
	var recs []rec
	seen := map[uint64]bool{}
	for i, e := range exprs {
		h := exprHash(e)
		if seen[h] {
			continue
		}
		seen[h] = true
		recs = append(recs, rec{h, encodeGate(gates[i])})
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].h < recs[j].h })
	b := []byte(gatesMagic)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(recs)))
	off := len(b) + len(recs)*gateIndexEntry
	for _, r := range recs {
		b = binary.LittleEndian.AppendUint64(b, r.h)
		b = binary.LittleEndian.AppendUint32(b, uint32(off))
		b = binary.LittleEndian.AppendUint32(b, uint32(off+len(r.body)))
		off += len(r.body)
	}
	for _, r := range recs {
		b = append(b, r.body...)
	}
	return b
}

func encodeGate(g gate) []byte {
	u16 := binary.LittleEndian.AppendUint16
	b := u16(nil, uint16(len(g)))
	for _, branch := range g {
		b = u16(b, uint16(len(branch)))
		for _, set := range branch {
			b = u16(b, uint16(len(set)))
			for _, w := range set {
				b = u16(b, uint16(len(w)))
				b = append(b, w...)
			}
		}
	}
	return b
}

// decodeGate reads one record; false if it is malformed. The sets are
// windows on a few shared arrays of words, not one allocation each.
func decodeGate(r string) (gate, bool) {
	d := gateReader{s: r, ok: true}
	nb := d.u16()
	if nb == 0 {
		return nil, d.ok && d.s == ""
	}
	g := make(gate, 0, nb)
	var words []string
	for range nb {
		ns := d.u16()
		branch := make([][]string, 0, ns)
		for range ns {
			nw := d.u16()
			start := len(words)
			for range nw {
				words = append(words, d.take(d.u16()))
			}
			branch = append(branch, words[start:len(words):len(words)])
		}
		g = append(g, branch)
	}
	return g, d.ok && d.s == ""
}

// gateReader reads a record; the first short read sticks.
type gateReader struct {
	s  string
	ok bool
}

func (d *gateReader) take(n int) string {
	if len(d.s) < n {
		d.ok, d.s = false, ""
		return ""
	}
	out := d.s[:n]
	d.s = d.s[n:]
	return out
}

func (d *gateReader) u16() int {
	p := d.take(2)
	if !d.ok {
		return 0
	}
	return int(p[0]) | int(p[1])<<8
}
