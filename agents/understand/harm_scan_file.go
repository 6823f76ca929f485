package understand

import (
	"encoding/binary"
	"unsafe"
)

// An automaton (wordScan) stored in an embedded file (harm_keys.bin,
// harm_gates.bin) is read in place: its states are written as the
// in-memory acState array, so that on a little-endian machine the
// scanner's state slice is the file's bytes, not a copy. A kind's
// automaton holds thousands of states (≈100,000 over all kinds) and a
// message visits a few of them: copying them cost ~40 ns a state and
// their size again in heap at the first message that opened the kind
// (R55), where in place only the pages visited are ever read.

// acStateSize is a state's size in the file: acState's fields in order,
// little-endian, then padding to acState's in-memory size.
const acStateSize = 24

// statesInPlace reports whether acState's layout is the file's: 24 bytes,
// five int32 then the label at 20, on a little-endian machine. If not,
// the states are copied out field by field.
var statesInPlace = unsafe.Sizeof(acState{}) == acStateSize && unsafe.Offsetof(acState{}.label) == 20 &&
	unsafe.Alignof(acState{}) == 4 && binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// appendScan writes an automaton: its words (each its length, uint16,
// and bytes), then its number of states, zero bytes up to a multiple of
// four from the start of b, and its states (acStateSize each). The
// root's table is not written: it is the root's children, found again on
// reading. b must start at a multiple of four in the file.
func appendScan(b []byte, w *wordScan) []byte {
	le := binary.LittleEndian
	words := w.wordList()
	b = le.AppendUint32(b, uint32(len(words)))
	for _, word := range words {
		b = le.AppendUint16(b, uint16(len(word)))
		b = append(b, word...)
	}
	b = le.AppendUint32(b, uint32(len(w.st)))
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	for _, st := range w.st {
		for _, x := range [...]int32{st.child, st.sibling, st.fail, st.end, st.dict} {
			b = le.AppendUint32(b, uint32(x))
		}
		b = append(b, st.label, 0, 0, 0)
	}
	return b
}

// scan reads an automaton appendScan wrote; nil, with d.ok false, if the
// file is short. The words are substrings of the file, and the states
// too when the file's bytes can be the array (statesInPlace and aligned).
//
// The states' links are not checked one by one: that would read every
// page of them, which reading in place is there to avoid. A link out of
// range would panic at a scan (Go checks the index), not read outside
// the array; and the embedded files are held byte for byte to a fresh
// encoding by their freshness tests.
func (d *keysReader) scan() *wordScan {
	n := d.u32()
	if !d.ok || n > d.left()/2 {
		d.ok = false
		return nil
	}
	w := &wordScan{nwords: n}
	start := d.i
	for range n {
		d.take(d.u16())
	}
	w.wordsFile = d.s[start:d.i]
	states := d.u32()
	d.take((4 - d.i%4) % 4)
	if !d.ok || states == 0 || states > d.left()/acStateSize {
		d.ok = false
		return nil
	}
	p := d.take(states * acStateSize)
	if statesInPlace && aligned4(p) {
		w.st = unsafe.Slice((*acState)(unsafe.Pointer(unsafe.StringData(p))), states)
	} else {
		w.st = make([]acState, states)
		for i := range w.st {
			r := p[i*acStateSize:]
			w.st[i] = acState{child: int32(le32(r)), sibling: int32(le32(r[4:])), fail: int32(le32(r[8:])),
				end: int32(le32(r[12:])), dict: int32(le32(r[16:])), label: r[20]}
		}
	}
	// the root's children by byte, as newWordScan fills them; a child
	// list that loops or leaves the array is a damaged file
	for c, k := w.st[0].child, 0; c != 0; c, k = w.st[c].sibling, k+1 {
		if k > 256 || c < 0 || int(c) >= states {
			d.ok = false
			return nil
		}
		w.root[w.st[c].label] = c
	}
	w.built = true
	words64 := (n + 63) / 64
	w.pool.New = func() any { b := make([]uint64, words64); return &b }
	return w
}

// aligned4 reports whether p's bytes start at a multiple of four.
func aligned4(p string) bool { return uintptr(unsafe.Pointer(unsafe.StringData(p)))%4 == 0 }

// int32s reads n little-endian int32 at a multiple of four: the file's
// bytes when statesInPlace says the machine is little-endian (with
// acState's layout) and they are aligned, else a copy.
func (d *keysReader) int32s(n int) []int32 {
	if n < 0 || n > d.left()/4 {
		d.ok = false
	}
	p := d.take(4 * n)
	if !d.ok || n == 0 {
		return nil
	}
	if statesInPlace && aligned4(p) {
		return unsafe.Slice((*int32)(unsafe.Pointer(unsafe.StringData(p))), n)
	}
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(le32(p[4*i:]))
	}
	return out
}
