package understand

import "sync"

// The words R8's kinds look for (their keys and their expressions'
// gates) are found in one pass over a message by an Aho–Corasick
// automaton, rather than by a substring search per word: there are
// thousands of words and a message is read at every turn.

// wordScan is the automaton over a fixed list of words, its trie held as
// first-child / next-sibling links in one array of states: one large
// slice instead of one small slice per state (12,000 words make 70,000
// states, and building them one slice each cost 25 ms at the first
// message), and a state's fields side by side, so that a step of a scan
// reads one cache line, not six.
type wordScan struct {
	// words are the words found, by id: the list built from, or nil for
	// an automaton read from a file, whose words stay in the file's bytes
	// (wordsFile, nwords): a scan needs only their ids, and slicing out
	// thousands of strings at a kind's first message was garbage (R55)
	words     []string
	wordsFile string
	nwords    int
	st        []acState
	// root is the root's children by byte: most steps of a scan start
	// there, and the root has a child for most letters
	root  [256]int32
	built bool      // the root table and the links are filled
	pool  sync.Pool // *[]uint64: the words seen in one message
}

// acState is one state of the automaton: the byte on the edge into it,
// its first child and next sibling (0 for none: the root is nobody's
// child), its failure link, the word that ends at it (-1 for none: the
// words are distinct, so at most one), and its output link: the next
// state of its failure chain where a word ends, followed at scan time.
type acState struct {
	child, sibling, fail, end, dict int32
	label                           byte
}

// count is the number of words: their ids are 0 to count-1.
func (w *wordScan) count() int { return w.nwords }

// wordList is the words by id; for an automaton read from a file, read
// out of the file's bytes at each call (writing a file and tests ask).
func (w *wordScan) wordList() []string {
	if w.words != nil || w.nwords == 0 {
		return w.words
	}
	out := make([]string, 0, w.nwords)
	d := keysReader{s: w.wordsFile, ok: true}
	for range w.nwords {
		out = append(out, d.take(d.u16()))
	}
	return out
}

func (w *wordScan) step(s int32, b byte) (int32, bool) {
	if s == 0 && w.built {
		c := w.root[b]
		return c, c != 0
	}
	for c := w.st[s].child; c != 0; c = w.st[c].sibling {
		if w.st[c].label == b {
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
	w := &wordScan{words: words, nwords: len(words), st: make([]acState, 1, n)}
	w.st[0].end = -1
	for id, word := range words {
		s := int32(0)
		for i := 0; i < len(word); i++ {
			next, ok := w.step(s, word[i])
			if !ok {
				next = int32(len(w.st))
				w.st = append(w.st, acState{label: word[i], sibling: w.st[s].child, end: -1})
				w.st[s].child = next
			}
			s = next
		}
		w.st[s].end = int32(id)
	}
	for c := w.st[0].child; c != 0; c = w.st[c].sibling {
		w.root[w.st[c].label] = c
	}
	w.built = true
	// breadth first: a state's failure link is the longest proper suffix
	// of its path that is a path too
	queue := make([]int32, 0, len(w.st))
	for c := w.st[0].child; c != 0; c = w.st[c].sibling {
		queue = append(queue, c)
	}
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		for c := w.st[s].child; c != 0; c = w.st[c].sibling {
			f := w.st[s].fail
			for {
				if t, ok := w.step(f, w.st[c].label); ok && t != c {
					w.st[c].fail = t
					break
				}
				if f == 0 {
					w.st[c].fail = 0
					break
				}
				f = w.st[f].fail
			}
			if f := w.st[c].fail; w.st[f].end >= 0 {
				w.st[c].dict = f
			} else {
				w.st[c].dict = w.st[f].dict
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
			s = w.st[s].fail
		}
		t := s
		if w.st[t].end < 0 {
			t = w.st[t].dict
		}
		for ; t != 0; t = w.st[t].dict {
			id := w.st[t].end
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
