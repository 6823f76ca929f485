package understand

import "sync"

// The words R8's kinds look for (their keys and their expressions'
// gates) are found in one pass over a message by an Aho–Corasick
// automaton, rather than by a substring search per word: there are
// thousands of words and a message is read at every turn.

// wordScan is the automaton over a fixed list of words, its trie held as
// first-child / next-sibling arrays: a few large slices instead of one
// small slice per state (12,000 words make 70,000 states, and building
// them one slice each cost 25 ms at the first message).
type wordScan struct {
	words []string
	// per state: the byte on the edge into it, its first child and next
	// sibling (0 for none: the root is nobody's child), its failure link,
	// the word that ends at it (-1 for none: the words are distinct, so
	// at most one), and its output link: the next state of its failure
	// chain where a word ends, followed at scan time
	label   []byte
	child   []int32
	sibling []int32
	fail    []int32
	end     []int32
	dict    []int32
	// root is the root's children by byte: most steps of a scan start
	// there, and the root has a child for most letters
	root [256]int32
	pool sync.Pool // *[]uint64: the words seen in one message
}

func (w *wordScan) step(s int32, b byte) (int32, bool) {
	if s == 0 && w.fail != nil { // built: the root table is filled
		c := w.root[b]
		return c, c != 0
	}
	for c := w.child[s]; c != 0; c = w.sibling[c] {
		if w.label[c] == b {
			return c, true
		}
	}
	return 0, false
}

// newWordScan builds the automaton of words.
func newWordScan(words []string) *wordScan {
	n := 1
	for _, word := range words {
		n += len(word)
	}
	w := &wordScan{words: words,
		label: make([]byte, 1, n), child: make([]int32, 1, n), sibling: make([]int32, 1, n),
		end: make([]int32, 1, n)}
	w.end[0] = -1
	for id, word := range words {
		s := int32(0)
		for i := 0; i < len(word); i++ {
			next, ok := w.step(s, word[i])
			if !ok {
				next = int32(len(w.label))
				w.label = append(w.label, word[i])
				w.child = append(w.child, 0)
				w.sibling = append(w.sibling, w.child[s])
				w.end = append(w.end, -1)
				w.child[s] = next
			}
			s = next
		}
		w.end[s] = int32(id)
	}
	for c := w.child[0]; c != 0; c = w.sibling[c] {
		w.root[w.label[c]] = c
	}
	w.fail = make([]int32, len(w.label))
	w.dict = make([]int32, len(w.label))
	// breadth first: a state's failure link is the longest proper suffix
	// of its path that is a path too
	queue := make([]int32, 0, len(w.label))
	for c := w.child[0]; c != 0; c = w.sibling[c] {
		queue = append(queue, c)
	}
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		for c := w.child[s]; c != 0; c = w.sibling[c] {
			f := w.fail[s]
			for {
				if t, ok := w.step(f, w.label[c]); ok && t != c {
					w.fail[c] = t
					break
				}
				if f == 0 {
					w.fail[c] = 0
					break
				}
				f = w.fail[f]
			}
			if f := w.fail[c]; w.end[f] >= 0 {
				w.dict[c] = f
			} else {
				w.dict[c] = w.dict[f]
			}
			queue = append(queue, c)
		}
	}
	words64 := (len(words) + 63) / 64
	w.pool.New = func() any { b := make([]uint64, words64); return &b }
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
		t := s
		if w.end[t] < 0 {
			t = w.dict[t]
		}
		for ; t != 0; t = w.dict[t] {
			id := w.end[t]
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
