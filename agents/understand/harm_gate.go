package understand

import (
	mathbits "math/bits"
	"regexp/syntax"
	"sort"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A regular expression of R8's kinds runs only on a message that holds
// one of the words every match of it must hold: its gate, read off the
// expression's syntax tree when the package loads. Most messages hold no
// gate word of most acts, and a substring search is a hundred times
// cheaper than running the expression (R51's ≤ 50 µs a message).

// gate is when an expression may match: one of its branches has, for
// each of its sets, a word of the set in the message.
type gate [][][]string

// gateOfTree is the gate of an expression's simplified syntax tree: its
// top-level alternatives, each with the sets of words its parts require
// (all of them); nil when some branch requires nothing the tree can tell.
func gateOfTree(re *syntax.Regexp) gate {
	var g gate
	for _, b := range branches(re) {
		sets := conjunction(b)
		if len(sets) == 0 {
			return nil
		}
		// every set the branch needs: found in one pass of the kind's
		// automaton (kindGates), a set more costs a few bits, and each
		// closes the gate on more of the messages the expression would
		// only fail on (the most selective, longest shortest word, first)
		sort.SliceStable(sets, func(i, j int) bool { return shortest(sets[i]) > shortest(sets[j]) })
		g = append(g, sets)
	}
	return g
}

// branches are the alternatives of a node: an alternation's, or those of
// the one alternation a concatenation holds beside zero-width parts ("\b").
func branches(re *syntax.Regexp) []*syntax.Regexp {
	switch re.Op {
	case syntax.OpCapture:
		return branches(re.Sub[0])
	case syntax.OpAlternate:
		var out []*syntax.Regexp
		for _, sub := range re.Sub {
			out = append(out, branches(sub)...)
		}
		return out
	case syntax.OpConcat:
		alt := -1
		for i, sub := range re.Sub {
			switch {
			case sub.Op == syntax.OpWordBoundary || sub.Op == syntax.OpBeginText || sub.Op == syntax.OpEndText || sub.Op == syntax.OpBeginLine || sub.Op == syntax.OpEndLine:
			case sub.Op == syntax.OpAlternate && alt < 0:
				alt = i
			default:
				return []*syntax.Regexp{re}
			}
		}
		if alt >= 0 {
			return branches(re.Sub[alt])
		}
	}
	return []*syntax.Regexp{re}
}

// conjunction is the sets of words a branch requires: one per part of a
// concatenation that requires any (runs of finite parts spelled out), or
// the node's own.
func conjunction(re *syntax.Regexp) [][]string {
	if re.Op != syntax.OpConcat {
		if g := required(re); g != nil && shortest(g) > 0 {
			return [][]string{g}
		}
		return nil
	}
	var sets [][]string
	add := func(g []string) {
		if g != nil && shortest(g) > 0 {
			sets = append(sets, g)
		}
	}
	run := []string{""}
	for _, sub := range re.Sub {
		if f, ok := finite(sub); ok && len(run)*len(f) <= maxGate {
			run = cross(run, f)
			continue
		}
		add(run)
		run = []string{""}
		if f, ok := finite(sub); ok {
			run = f
		} else {
			add(required(sub))
		}
	}
	add(run)
	return sets
}

// required is the gate of one node of a syntax tree.
func required(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil
		}
		return []string{string(re.Rune)}
	case syntax.OpCapture:
		return required(re.Sub[0])
	case syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			g := required(sub)
			if g == nil {
				return nil
			}
			all = append(all, g...)
		}
		return all
	case syntax.OpConcat:
		// any part's gate is the whole's; the most selective is the one
		// whose shortest word is longest. A run of parts that match
		// finitely many strings ("fak" then "e" or "ing") is one part:
		// the words it spells
		var best []string
		consider := func(g []string) {
			if g != nil && shortest(g) > 0 && (best == nil || shortest(g) > shortest(best)) {
				best = g
			}
		}
		run := []string{""}
		for _, sub := range re.Sub {
			if f, ok := finite(sub); ok && len(run)*len(f) <= maxGate {
				run = cross(run, f)
				continue
			}
			consider(run)
			run = []string{""}
			if f, ok := finite(sub); ok {
				run = f
			} else {
				consider(required(sub))
			}
		}
		consider(run)
		return best
	}
	return nil
}

// maxGate bounds the words a gate spells out.
const maxGate = 256

// finite is the strings a node matches, when they are few; zero-width
// assertions match "".
func finite(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false
		}
		return []string{string(re.Rune)}, true
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return []string{""}, true
	case syntax.OpCapture:
		return finite(re.Sub[0])
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if len(out) >= 8 {
					return nil, false
				}
				out = append(out, string(r))
			}
		}
		return out, true
	case syntax.OpQuest:
		f, ok := finite(re.Sub[0])
		if !ok {
			return nil, false
		}
		return append(f, ""), true
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			f, ok := finite(sub)
			if !ok || len(out)+len(f) > maxGate {
				return nil, false
			}
			out = append(out, f...)
		}
		return out, true
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range re.Sub {
			f, ok := finite(sub)
			if !ok || len(out)*len(f) > maxGate {
				return nil, false
			}
			out = cross(out, f)
		}
		return out, true
	}
	return nil, false
}

// cross is every a followed by every b.
func cross(a, b []string) []string {
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return out
}

func shortest(words []string) int {
	n := -1
	for _, w := range words {
		if n < 0 || len(w) < n {
			n = len(w)
		}
	}
	return n
}

// tableGates are the gates of the first part of R8's table (harms), one
// per entry, read the first time a message is judged (from the embedded
// file, as a kind's are): an entry's keys ("from", "into", "use") open it on most money
// requests, its gate on few.
var tableGates = sync.OnceValue(func() *kindGates {
	exprs := make([]*reading.LazyRegexp, len(harms))
	for i, h := range harms {
		exprs[i] = h.acts
	}
	// the table wants where its acts are, not whether: matched whole
	return gatesFor(exprs, true)
})

// kindGates are a kind's gates with their words numbered, so that one
// pass of an automaton over the message finds every gate word of the
// kind, where a substring search per word cost most of a reading (R51).
//
// An act's expression is matched branch by branch (exprBranches): a 2 KB
// alternation whose gate a common word opens ("password", "decline")
// costs tens of µs, and usually one branch of it, or none, can match.
// Whether an expression matches somewhere is whether one of its
// branches does, so this is the whole expression's answer.
type kindGates struct {
	scan *wordScan
	// acts are the gates: per act, nil when open (gate nil), else its
	// branches, each the ids of the sets of words it needs
	acts [][][]int32
	// branches are, per act, its branches with their gates
	branches [][]gatedExpr
	// setIDs[setStart[w]:setStart[w+1]] are the sets that hold word w
	// of the automaton: a message's words mark their sets, and a gate
	// reads a bit per set rather than looking for each of a set's words.
	// Two flat arrays, not a slice a word, so that a stored kindGates is
	// read in place (harm_gate_store.go)
	setStart, setIDs []int32
	nsets            int
	pool             sync.Pool // *seenBuf
}

// seenBuf is what one message holds of a kindGates' words and sets.
type seenBuf struct{ words, sets []uint64 }

// gatedExpr is one branch of an act: its expression, compiled the first
// time its gate opens, and its gate's branches of set ids (nil: open).
type gatedExpr struct {
	re   *reading.LazyRegexp
	gate [][]int32
}

// newKindGates reads the gates of exprs off their syntax trees, numbers
// their words and sets, and splits each expression into its gated
// branches; with whole, the expressions stay whole (only their gates are
// used).
func newKindGates(exprs []*reading.LazyRegexp, whole bool) *kindGates {
	kg := &kindGates{acts: make([][][]int32, len(exprs)), branches: make([][]gatedExpr, len(exprs))}
	ids := &wordIDs{ids: map[string]int32{}}
	var wordSets [][]int32 // per word, its sets
	numbered := func(g gate) [][]int32 {
		if g == nil {
			return nil
		}
		out := [][]int32{}
		for _, b := range g {
			var sets []int32
			for _, set := range b {
				id := int32(kg.nsets)
				kg.nsets++
				for _, w := range ids.of(set) {
					for int(w) >= len(wordSets) {
						wordSets = append(wordSets, nil)
					}
					wordSets[w] = append(wordSets[w], id)
				}
				sets = append(sets, id)
			}
			out = append(out, sets)
		}
		return out
	}
	for i, e := range exprs {
		tree, err := syntax.Parse(e.String(), syntax.Perl)
		if err != nil {
			kg.branches[i] = []gatedExpr{{re: e}}
			continue
		}
		tree = tree.Simplify()
		kg.acts[i] = numbered(gateOfTree(tree))
		parts, gates := exprBranches(tree)
		if whole || len(parts) < 2 {
			kg.branches[i] = []gatedExpr{{re: e, gate: kg.acts[i]}}
			continue
		}
		for j, p := range parts {
			kg.branches[i] = append(kg.branches[i], gatedExpr{re: reading.Lazy(p), gate: numbered(gates[j])})
		}
	}
	kg.scan = newWordScan(ids.list)
	kg.setStart = make([]int32, len(ids.list)+1)
	for w := range ids.list {
		kg.setStart[w+1] = kg.setStart[w]
		if w < len(wordSets) {
			kg.setIDs = append(kg.setIDs, wordSets[w]...)
			kg.setStart[w+1] = int32(len(kg.setIDs))
		}
	}
	nw, ns := (len(ids.list)+63)/64, (kg.nsets+63)/64
	kg.pool.New = func() any { return &seenBuf{words: make([]uint64, nw), sets: make([]uint64, ns)} }
	return kg
}

// see finds in n the gates' words, in one pass, and marks their sets in b
// (from kg.pool).
func (kg *kindGates) see(n string, b *seenBuf) {
	kg.scan.scan(n, b.words)
	clear(b.sets)
	for k, bits := range b.words {
		for bits != 0 {
			w := k*64 + mathbits.TrailingZeros64(bits)
			bits &= bits - 1
			for _, set := range kg.setIDs[kg.setStart[w]:kg.setStart[w+1]] {
				b.sets[set>>6] |= 1 << (set & 63)
			}
		}
	}
}

// open reports whether the gate of act i holds for the message seen: in
// one branch, a word of each of its sets.
func (kg *kindGates) open(i int, b *seenBuf) bool { return gateOpen(kg.acts[i], b.sets) }

// match reports whether act i's expression matches n, running only the
// branches whose gates the message seen opens.
func (kg *kindGates) match(i int, n string, b *seenBuf) bool {
	if !kg.open(i, b) {
		return false
	}
	for _, br := range kg.branches[i] {
		if gateOpen(br.gate, b.sets) && br.re.MatchString(n) {
			return true
		}
	}
	return false
}

// gateOpen reports a gate with a branch whose sets were all seen.
func gateOpen(g [][]int32, sets []uint64) bool {
	if g == nil {
		return true
	}
	for _, b := range g {
		all := true
		for _, set := range b {
			if sets[set>>6]&(1<<(set&63)) == 0 {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// exprBranches are a simplified expression's top-level branches as
// expressions of their own, with their gates — an alternation's
// alternatives, or those of the one alternation a concatenation holds
// beside zero-width parts, each kept between those parts
// ("\\b(?:ab|cd)\\b" is "\\bab\\b" and "\\bcd\\b"), in the order
// branches() finds them — or nil when it has one.
func exprBranches(re *syntax.Regexp) ([]string, []gate) {
	parts, bare := splitBranches(re), branches(re)
	if len(parts) < 2 || len(parts) != len(bare) {
		return nil, nil
	}
	out, gates := make([]string, len(parts)), make([]gate, len(parts))
	for i, p := range parts {
		out[i] = p.String()
		if sets := conjunction(bare[i]); len(sets) > 0 {
			gates[i] = gate{sets}
		}
	}
	return out, gates
}

func splitBranches(re *syntax.Regexp) []*syntax.Regexp {
	switch re.Op {
	case syntax.OpCapture:
		return splitBranches(re.Sub[0])
	case syntax.OpAlternate:
		var out []*syntax.Regexp
		for _, sub := range re.Sub {
			out = append(out, splitBranches(sub)...)
		}
		return out
	case syntax.OpConcat:
		alt := -1
		for i, sub := range re.Sub {
			switch {
			case sub.Op == syntax.OpWordBoundary || sub.Op == syntax.OpBeginText || sub.Op == syntax.OpEndText || sub.Op == syntax.OpBeginLine || sub.Op == syntax.OpEndLine:
			case sub.Op == syntax.OpAlternate && alt < 0:
				alt = i
			default:
				return []*syntax.Regexp{re}
			}
		}
		if alt < 0 {
			break
		}
		var out []*syntax.Regexp
		for _, b := range splitBranches(re.Sub[alt]) {
			subs := append([]*syntax.Regexp(nil), re.Sub...)
			subs[alt] = b
			out = append(out, &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: subs})
		}
		return out
	}
	return []*syntax.Regexp{re}
}
