package understand

import (
	"encoding/binary"
	"unsafe"
)

// The act head has 34 classes: every feature adds a run of 34 int8
// weights to 34 sums. Added one byte at a time that is most of a head's
// cost (R51's ≤ 20 µs a reading), so a row is added eight bytes at a time
// in two words of four 16-bit lanes (SWAR): each weight biased by 128 to
// be positive, the lanes emptied into the int32 sums before they can
// overflow, the bias taken off at the end. Integer sums are exact in any
// order, so the probabilities are bit for bit those of the byte loop.

const (
	swarBias  = 0x8080808080808080 // flips each byte's sign bit: w+128
	swarLanes = 0x00FF00FF00FF00FF // the even bytes, as 16-bit lanes
	// swarFlush is how many rows a 16-bit lane holds: 255 × 257 < 65536
	swarFlush = 257
	// swarWords bounds the eight-byte words of a row added in lanes;
	// the bytes past them are added one at a time
	swarWords = 8
)

// addRows adds, for every feature, its row of weights to sums (len nc).
func (h *head) addRows(feats []uint32, sums []int32) {
	nc := len(sums)
	m := h.mask()
	words := min(nc/8, swarWords)
	if words == 0 {
		for _, f := range feats {
			row := h.q[int(f&m)*nc:][:nc]
			for c, w := range row {
				sums[c] += int32(w)
			}
		}
		return
	}
	q := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(h.q))), len(h.q))
	var even, odd [swarWords]uint64
	pending := 0 // rows in the lanes
	flush := func() {
		for k := range words {
			for j := range 4 {
				c := k*8 + 2*j
				sums[c] += int32(even[k]>>(16*j)&0xFFFF) - 128*int32(pending)
				sums[c+1] += int32(odd[k]>>(16*j)&0xFFFF) - 128*int32(pending)
			}
			even[k], odd[k] = 0, 0
		}
		pending = 0
	}
	for _, f := range feats {
		row := q[int(f&m)*nc:][:nc]
		for k := range words {
			x := binary.LittleEndian.Uint64(row[k*8:]) ^ swarBias
			even[k] += x & swarLanes
			odd[k] += x >> 8 & swarLanes
		}
		for c := words * 8; c < nc; c++ {
			sums[c] += int32(int8(row[c]))
		}
		if pending++; pending == swarFlush {
			flush()
		}
	}
	flush()
}
