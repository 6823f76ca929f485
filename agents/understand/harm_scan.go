package understand

import "sync"

// The words R8's kinds look for (their keys and their expressions'
// gates) are found in one pass over a message by an Aho–Corasick
// automaton, rather than by a substring search per word: there are
// thousands of words and a message is read at every turn.

// wordScan is the automaton over a fixed list of words.
type wordScan struct {
	words []string
	// per state: its edges (byte → state), its failure link, and the
	// words that end at it (its own and those of its failure chain)
	edges [][]edge
	fail  []int32
	ends  [][]int32
	pool  sync.Pool // *[]uint64: the words seen in one message
}

type edge struct {
	b  byte
	to int32
}

func (w *wordScan) step(s int32, b byte) (int32, bool) {
	for _, e := range w.edges[s] {
		if e.b == b {
			return e.to, true
		}
	}
	return 0, false
}

// newWordScan builds the automaton of words.
func newWordScan(words []string) *wordScan {
	w := &wordScan{words: words, edges: [][]edge{nil}, fail: []int32{0}, ends: [][]int32{nil}}
	for id, word := range words {
		s := int32(0)
		for i := 0; i < len(word); i++ {
			next, ok := w.step(s, word[i])
			if !ok {
				next = int32(len(w.edges))
				w.edges = append(w.edges, nil)
				w.fail = append(w.fail, 0)
				w.ends = append(w.ends, nil)
				w.edges[s] = append(w.edges[s], edge{word[i], next})
			}
			s = next
		}
		w.ends[s] = append(w.ends[s], int32(id))
	}
	// breadth first: a state's failure link is the longest proper suffix
	// of its path that is a path too
	queue := []int32{}
	for _, e := range w.edges[0] {
		queue = append(queue, e.to)
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, e := range w.edges[s] {
			f := w.fail[s]
			for {
				if t, ok := w.step(f, e.b); ok && t != e.to {
					w.fail[e.to] = t
					break
				}
				if f == 0 {
					w.fail[e.to] = 0
					break
				}
				f = w.fail[f]
			}
			w.ends[e.to] = append(w.ends[e.to], w.ends[w.fail[e.to]]...)
			queue = append(queue, e.to)
		}
	}
	n := (len(words) + 63) / 64
	w.pool.New = func() any { b := make([]uint64, n); return &b }
	return w
}

// scan marks in seen the words n holds.
func (w *wordScan) scan(n string, seen []uint64) {
	clear(seen)
	s := int32(0)
	for i := 0; i < len(n); i++ {
		for {
			if t, ok := w.step(s, n[i]); ok {
				s = t
				break
			}
			if s == 0 {
				break
			}
			s = w.fail[s]
		}
		for _, id := range w.ends[s] {
			seen[id>>6] |= 1 << (id & 63)
		}
	}
}

// anySeen reports whether one of the words ids was seen.
func anySeen(seen []uint64, ids []int32) bool {
	for _, id := range ids {
		if seen[id>>6]&(1<<(id&63)) != 0 {
			return true
		}
	}
	return false
}

// wordIDs numbers words in a shared list, each once.
type wordIDs struct {
	list []string
	ids  map[string]int32
}

func (l *wordIDs) of(words []string) []int32 {
	out := make([]int32, 0, len(words))
	for _, w := range words {
		id, ok := l.ids[w]
		if !ok {
			id = int32(len(l.list))
			l.ids[w] = id
			l.list = append(l.list, w)
		}
		out = append(out, id)
	}
	return out
}
