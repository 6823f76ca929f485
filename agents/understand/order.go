package understand

import (
	"math/rand/v2"
	"slices"
)

// The optimiser's order (issue 24, fifth shift). SGD's result depends on
// the order it sees the rows in. That order was a shuffle seeded by the
// number of rows, so one corpus line added anywhere re-dealt every row of
// every head, and the held-out acts moved by ±0.005 with nothing about
// them changed: no corpus step could be told from the noise. Each row now
// draws its place in an epoch from a hash of its own content (its
// features and class), the epoch and the seed: a new row slots in
// between the others, which keep their order relative to each other.

// dealer orders a head's rows epoch by epoch.
type dealer struct {
	keys  []uint64 // per row: a hash of its content and the seed
	order []int
	draw  []uint64 // per row: its key mixed with the epoch
	rng   *rand.Rand
}

func newDealer(rows []sample, cfg trainConfig) *dealer {
	d := &dealer{keys: make([]uint64, len(rows)), order: make([]int, len(rows)), draw: make([]uint64, len(rows))}
	if cfg.countSeeded {
		// the old deal: one order reshuffled each epoch
		d.rng = rand.New(rand.NewPCG(cfg.seed, uint64(len(rows))))
		for i := range d.order {
			d.order[i] = i
		}
		return d
	}
	for i, r := range rows {
		h := splitmix(cfg.seed ^ uint64(r.class)<<32)
		for _, f := range r.feats {
			h = splitmix(h ^ uint64(f))
		}
		d.keys[i] = h
	}
	return d
}

// epoch is the order of epoch e: rows by their draw, ties (the same line
// twice) in file order.
func (d *dealer) epoch(e int) []int {
	if d.rng != nil {
		d.rng.Shuffle(len(d.order), func(i, j int) { d.order[i], d.order[j] = d.order[j], d.order[i] })
		return d.order
	}
	for i, k := range d.keys {
		d.order[i] = i
		d.draw[i] = splitmix(k ^ uint64(e+1)*0x9e3779b97f4a7c15)
	}
	slices.SortStableFunc(d.order, func(a, b int) int {
		switch {
		case d.draw[a] < d.draw[b]:
			return -1
		case d.draw[a] > d.draw[b]:
			return 1
		}
		return 0
	})
	return d.order
}

// splitmix is SplitMix64's finaliser: a cheap 64-bit mix with every input
// bit reaching every output bit.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
