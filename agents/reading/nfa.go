package reading

import "sync"

// Each section is compiled into a small automaton over words (Thompson's
// construction), run as a set of states one word at a time: the time is
// linear in the message whatever the phrases, as with the regular
// expressions it replaces, and fillers inside fillers ("please" leading a
// "<logout>" that has leads of its own) cost nothing more.

type nop uint8

const (
	opWord  nop = iota // consume the word
	opClass            // consume a word of a kind
	opAlt              // go on to each of alts, consuming nothing
	opMatch            // the phrase is complete
)

// nstate is one state: 32 bytes, not 56 with a slice of its own for an
// opAlt's alternatives, which are a window on the automaton's alts (R55:
// the lexicon's sections the bank demo asks for decode ~3,000 states at
// their first use).
type nstate struct {
	op    nop
	class wordClass
	next  int32
	word  string
	alt   int32 // opAlt: its alternatives are alts[alt : alt+nalt]
	nalt  int32
}

type nfa struct {
	states []nstate
	alts   []int32 // the opAlt states' alternatives, one array for all
	start  int32
	// the states that can take the first word, by word, and by kind; and
	// whether nothing at all is a match
	firstWord  map[string][]int32
	firstClass []int32
	startMatch bool
	// bounded: no loop, so a match is a few words long at most
	bounded bool
}

type nfaBuilder struct {
	states  []nstate
	alts    []int32
	bounded bool
}

func (b *nfaBuilder) add(s nstate) int32 {
	b.states = append(b.states, s)
	return int32(len(b.states) - 1)
}

// addAlt adds an opAlt state that goes on to each of outs.
func (b *nfaBuilder) addAlt(outs ...int32) int32 {
	s := b.add(nstate{op: opAlt})
	b.setAlts(s, outs...)
	return s
}

// setAlts makes outs the alternatives of the opAlt state s.
func (b *nfaBuilder) setAlts(s int32, outs ...int32) {
	b.states[s].alt, b.states[s].nalt = int32(len(b.alts)), int32(len(outs))
	b.alts = append(b.alts, outs...)
}

// altsOf is the alternatives of st, an opAlt state of n.
func (n *nfa) altsOf(st *nstate) []int32 { return n.alts[st.alt : st.alt+st.nalt] }

// compile builds what build makes, with a match state after it.
func compile(build func(b *nfaBuilder, next int32) int32) *nfa {
	b := &nfaBuilder{bounded: true}
	match := b.add(nstate{op: opMatch})
	start := build(b, match)
	return indexNFA(b.states, b.altsInStateOrder(), start, b.bounded)
}

// altsInStateOrder lays the alternatives out state by state, as a
// snapshot stores and reads them (a loop's are set after the states
// inside it), so that a built automaton and a read one are alike.
func (b *nfaBuilder) altsInStateOrder() []int32 {
	if len(b.alts) == 0 {
		return nil
	}
	alts := make([]int32, 0, len(b.alts))
	for i := range b.states {
		st := &b.states[i]
		if st.nalt == 0 {
			continue
		}
		from := st.alt
		st.alt = int32(len(alts))
		alts = append(alts, b.alts[from:from+st.nalt]...)
	}
	return alts
}

// indexNFA is the automaton of states from start, with the states that
// can take its first word found.
func indexNFA(states []nstate, alts []int32, start int32, bounded bool) *nfa {
	n := &nfa{states: states, alts: alts, start: start, firstWord: map[string][]int32{}, bounded: bounded}
	sc := getScratch(len(n.states))
	defer scratchPool.Put(sc)
	sc.a.clear()
	n.closure(&sc.a, start, 0, sc)
	for _, s := range sc.a.dense {
		switch st := &n.states[s]; st.op {
		case opWord:
			n.firstWord[st.word] = append(n.firstWord[st.word], s)
		case opClass:
			n.firstClass = append(n.firstClass, s)
		case opMatch:
			n.startMatch = true
		}
	}
	return n
}

// section: lead* phrase tail*, then next.
func (b *nfaBuilder) section(s *section, next int32) int32 {
	tail := b.run(&s.tail, s.tailMax, next)
	phrase := b.alt(s.phrase.all, tail)
	return b.run(&s.lead, s.leadMax, phrase)
}

// run: up to limit phrases of l, then next.
func (b *nfaBuilder) run(l *phraseList, limit int, next int32) int32 {
	if len(l.all) == 0 {
		return next
	}
	if limit == 1 {
		return b.addAlt(b.alt(l.all, next), next)
	}
	b.bounded = false
	loop := b.add(nstate{op: opAlt})
	one := b.alt(l.all, loop)
	b.setAlts(loop, one, next)
	return loop
}

// alt: one of the phrases, then next.
func (b *nfaBuilder) alt(ps []pattern, next int32) int32 {
	outs := make([]int32, len(ps))
	for i, p := range ps {
		outs[i] = b.pattern(p, next)
	}
	if len(outs) == 1 {
		return outs[0]
	}
	return b.addAlt(outs...)
}

// pattern: the phrase's steps, then next.
func (b *nfaBuilder) pattern(p pattern, next int32) int32 {
	s := next
	for i := len(p) - 1; i >= 0; i-- {
		switch a := p[i]; a.kind {
		case atomWord:
			s = b.add(nstate{op: opWord, word: a.word, next: s})
		case atomClass:
			s = b.add(nstate{op: opClass, class: a.class, next: s})
		case atomGap:
			for j := 0; j < a.max-a.min; j++ {
				word := b.add(nstate{op: opClass, class: classAny, next: s})
				s = b.addAlt(word, s)
			}
			for j := 0; j < a.min; j++ {
				s = b.add(nstate{op: opClass, class: classAny, next: s})
			}
		case atomRef:
			s = b.section(a.ref, s)
		}
	}
	return s
}

// nfaSet is a set of states in the order they were added (a sparse set),
// each with the word position its thread started at.
type nfaSet struct {
	dense   []int32
	sparse  []int32
	from    []int32 // by state
	matched bool
}

func (q *nfaSet) clear() { q.dense, q.matched = q.dense[:0], false }

func (q *nfaSet) has(s int32) bool {
	i := q.sparse[s]
	return int(i) < len(q.dense) && q.dense[i] == s
}

type nfaScratch struct {
	a, b  nfaSet
	stack []int32
}

var scratchPool sync.Pool

func getScratch(states int) *nfaScratch {
	sc, _ := scratchPool.Get().(*nfaScratch)
	if sc == nil {
		sc = &nfaScratch{}
	}
	for _, q := range []*nfaSet{&sc.a, &sc.b} {
		if len(q.sparse) < states {
			q.sparse = make([]int32, states)
			q.from = make([]int32, states)
		}
		q.clear()
	}
	return sc
}

// closure adds s and every state it reaches without taking a word, for a
// thread that started at from; states already in q keep their thread.
func (n *nfa) closure(q *nfaSet, s int32, from int32, sc *nfaScratch) {
	stack := append(sc.stack[:0], s)
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if q.has(s) {
			continue
		}
		q.sparse[s] = int32(len(q.dense))
		q.dense = append(q.dense, s)
		q.from[s] = from
		switch st := &n.states[s]; st.op {
		case opAlt:
			alts := n.altsOf(st)
			for i := len(alts) - 1; i >= 0; i-- {
				stack = append(stack, alts[i])
			}
		case opMatch:
			q.matched = true
		}
	}
	sc.stack = stack
}

// takes reports whether state s takes the word u.
func (n *nfa) takes(s int32, u *unit) bool {
	switch st := &n.states[s]; st.op {
	case opWord:
		return st.word == u.w
	case opClass:
		return st.class.has(u)
	}
	return false
}

// canStart reports whether a phrase can start with the word u, without
// running anything.
func (n *nfa) canStart(u *unit) bool {
	if _, ok := n.firstWord[u.w]; ok {
		return true
	}
	for _, s := range n.firstClass {
		if n.states[s].class.has(u) {
			return true
		}
	}
	return false
}

// longest runs the automaton anchored at pos and returns the end of the
// longest match, -1 for none. It stops as soon as no state is left.
func (n *nfa) longest(u []unit, pos int) int {
	best := -1
	if n.startMatch {
		best = pos
	}
	if pos >= len(u) || !n.canStart(&u[pos]) {
		return best
	}
	sc := getScratch(len(n.states))
	defer scratchPool.Put(sc)
	cur, next := &sc.a, &sc.b
	// the first word, from the index
	for _, s := range n.firstWord[u[pos].w] {
		n.closure(cur, n.states[s].next, int32(pos), sc)
	}
	for _, s := range n.firstClass {
		if n.states[s].class.has(&u[pos]) {
			n.closure(cur, n.states[s].next, int32(pos), sc)
		}
	}
	for pos++; ; pos++ {
		if cur.matched {
			best = pos
		}
		if len(cur.dense) == 0 || pos >= len(u) {
			return best
		}
		next.clear()
		for _, s := range cur.dense {
			if n.takes(s, &u[pos]) {
				n.closure(next, n.states[s].next, int32(pos), sc)
			}
		}
		cur, next = next, cur
	}
}

// earliestSuffix is the first q ≥ from such that the words from q to the
// end are a match (len(u) when only nothing is). Threads started at every
// q run together, the earliest kept where two meet, so it is one pass.
func (n *nfa) earliestSuffix(u []unit, from int) int {
	sc := getScratch(len(n.states))
	defer scratchPool.Put(sc)
	cur, next := &sc.a, &sc.b
	n.closure(cur, n.start, int32(from), sc)
	for pos := from; pos < len(u); pos++ {
		next.clear()
		for _, s := range cur.dense {
			if n.takes(s, &u[pos]) {
				n.closure(next, n.states[s].next, cur.from[s], sc)
			}
		}
		n.closure(next, n.start, int32(pos+1), sc)
		cur, next = next, cur
	}
	if cur.has(0) { // state 0 is the match state
		return int(cur.from[0])
	}
	return len(u)
}
