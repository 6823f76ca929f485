package understand

import "math"

// head is one multinomial logistic regression over hashed features: the
// dialogue act, the task, a value's role, harm. Trained in float32, kept
// quantised to int8 with a scale per class, laid out bucket-major so that
// a feature reads its classes' weights from one run of bytes.
type head struct {
	classes []string
	bits    uint // 1<<bits buckets
	bias    []float32
	scale   []float32
	q       []int8 // [bucket*len(classes) + class]
}

func (h *head) mask() uint32 { return 1<<h.bits - 1 }

// scores writes each class's probability for the features into p.
func (h *head) probs(feats []uint32, p []float64) []float64 {
	nc := len(h.classes)
	p = p[:0]
	var acc [64]int32
	sums := acc[:nc]
	if nc > len(acc) {
		sums = make([]int32, nc)
	}
	h.addRows(feats, sums)
	norm := 1 / math.Sqrt(float64(max(len(feats), 1)))
	best := math.Inf(-1)
	for c := range nc {
		s := float64(h.bias[c]) + float64(h.scale[c])*float64(sums[c])*norm
		p = append(p, s)
		best = max(best, s)
	}
	total := 0.0
	for c := range p {
		p[c] = math.Exp(p[c] - best)
		total += p[c]
	}
	for c := range p {
		p[c] /= total
	}
	return p
}

// sample is one training row: features and the index of its class.
type sample struct {
	feats []uint32
	class int
}

// trainConfig sets the optimiser: plain SGD over the rows in an order
// dealt by each row's content and a fixed seed (order.go), so the same
// rows give the same weights and a new row moves no other.
type trainConfig struct {
	bits   uint
	epochs int
	rate   float32
	l2     float32
	seed   uint64
	// countSeeded deals the rows by a shuffle seeded with their number,
	// as every head did before the content order (order.go): the harm
	// head keeps it (trainHarm says why).
	countSeeded bool
}

var defaultTrain = trainConfig{bits: 15, epochs: 12, rate: 0.6, l2: 1e-6, seed: 51}

// train fits a head to the rows and quantises it.
func train(classes []string, rows []sample, cfg trainConfig) *head {
	nc := len(classes)
	buckets := 1 << cfg.bits
	w := make([]float32, buckets*nc)
	bias := make([]float32, nc)
	deal := newDealer(rows, cfg)
	m := uint32(buckets - 1)
	p := make([]float64, nc)
	for e := 0; e < cfg.epochs; e++ {
		order := deal.epoch(e)
		rate := cfg.rate / float32(1+e)
		for _, i := range order {
			r := rows[i]
			norm := float32(1 / math.Sqrt(float64(max(len(r.feats), 1))))
			best := math.Inf(-1)
			for c := range nc {
				s := float64(bias[c])
				for _, f := range r.feats {
					s += float64(w[int(f&m)*nc+c] * norm)
				}
				p[c] = s
				best = max(best, s)
			}
			total := 0.0
			for c := range nc {
				p[c] = math.Exp(p[c] - best)
				total += p[c]
			}
			for c := range nc {
				g := float32(p[c] / total)
				if c == r.class {
					g -= 1
				}
				if g > -1e-4 && g < 1e-4 {
					continue
				}
				bias[c] -= rate * g * 0.1
				step := rate * g * norm
				for _, f := range r.feats {
					k := int(f&m)*nc + c
					w[k] -= step + rate*cfg.l2*w[k]
				}
			}
		}
	}
	return quantise(classes, cfg.bits, w, bias)
}

// quantise keeps each class's weights as int8 with a scale of its own.
func quantise(classes []string, bits uint, w, bias []float32) *head {
	nc := len(classes)
	h := &head{classes: classes, bits: bits, bias: bias, scale: make([]float32, nc), q: make([]int8, len(w))}
	for c := range nc {
		var top float32
		for k := c; k < len(w); k += nc {
			top = max(top, float32(math.Abs(float64(w[k]))))
		}
		if top == 0 {
			top = 1
		}
		h.scale[c] = top / 127
	}
	for k, v := range w {
		h.q[k] = int8(math.Round(float64(v / h.scale[k%nc])))
	}
	return h
}

// argmax is the index of the largest p.
func argmax(p []float64) int {
	best := 0
	for i := range p {
		if p[i] > p[best] {
			best = i
		}
	}
	return best
}
