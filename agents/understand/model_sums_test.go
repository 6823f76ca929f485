package understand

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/bank"
)

// addRowsByByte is the byte-at-a-time loop addRows replaced, kept as its
// reference.
func addRowsByByte(h *head, feats []uint32, sums []int32) {
	nc := len(sums)
	m := h.mask()
	for _, f := range feats {
		row := h.q[int(f&m)*nc:][:nc]
		for c, w := range row {
			sums[c] += int32(w)
		}
	}
}

// The rows added eight bytes at a time give the byte loop's sums exactly:
// any class count (below, at and past a word, past the lanes' bound),
// every weight from -128 to 127, runs of features past the lanes' flush,
// and the real heads on real messages.
func TestAddRowsAsByteByByte(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, nc := range []int{1, 2, 4, 7, 8, 9, 15, 16, 34, 63, 64, 65, 80} {
		h := &head{classes: make([]string, nc), bits: 6, q: make([]int8, 64*nc)}
		for i := range h.q {
			h.q[i] = int8(rng.IntN(256) - 128)
		}
		for i := 0; i < nc && i < 64; i++ {
			h.q[i*nc+i] = -128 // every class meets the extremes
			h.q[(63-i)*nc+i] = 127
		}
		for _, n := range []int{0, 1, 5, 256, 257, 258, 600, 2000} {
			feats := make([]uint32, n)
			for i := range feats {
				feats[i] = rng.Uint32()
			}
			if n > 300 {
				for i := 0; i < n/2; i++ { // the same extreme row, over and over
					feats[i] = 0
				}
			}
			got, want := make([]int32, nc), make([]int32, nc)
			h.addRows(feats, got)
			addRowsByByte(h, feats, want)
			if !slices.Equal(got, want) {
				t.Fatalf("%d classes, %d features: %v, byte by byte %v", nc, n, got, want)
			}
		}
	}
	m, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	di := newDomainInfo(bank.Domain())
	var msg message
	for _, text := range []string{"send 50 bucks from savings to checking", "yes", "ok go ahead and cancel it all, then log me out please", ""} {
		di.analyse(text, &Moment{}, &msg)
		for _, h := range []*head{m.Act, m.Role, m.Harm} {
			got, want := make([]int32, len(h.classes)), make([]int32, len(h.classes))
			h.addRows(msg.feats, got)
			addRowsByByte(h, msg.feats, want)
			if !slices.Equal(got, want) {
				t.Fatalf("%q: %v, byte by byte %v", text, got, want)
			}
		}
	}
	feats := msg.feats
	if n := testing.AllocsPerRun(100, func() { m.Act.addRows(feats, make([]int32, 64)[:len(m.Act.classes)]) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
