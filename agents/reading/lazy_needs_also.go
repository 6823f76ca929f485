package reading

import (
	"regexp/syntax"
	"slices"
	"strings"
)

// A pattern's needs are one list, any of which every match holds; its
// also-needs are a second such list, from another part of the pattern:
// every match holds one of each. `\b(?:paid|sent|…)\s+(?:me|us)\b|…|\b(?:last|
// recent)\s+(?:payments?|transfers?)\b` needs "TRANSFER" or another of its
// branches' best words, which "transfer money" holds, so it was compiled
// for a message none of its branches can match; each branch also needs a
// second word ("me", "last", …) that "transfer money" does not hold (R55:
// compiling it was 0.1 MB and a tenth of a millisecond of the bank demo).

// lazyAlsoEntry is one pattern's also-needs, stored in the table's entry
// beside its needs (a pattern without also-needs stores an empty list).
type lazyAlsoEntry struct {
	hash uint64
	also string
}

// maxAlsoSlots bounds the lists an alternation's branches are lined up in.
const maxAlsoSlots = 3

// AlsoNeedsOf returns expr's also-needs (see above), folded, sorted and
// without one that holds another; nil when the pattern needs no second
// list apart from NeedsOf's.
func AlsoNeedsOf(expr string) ([]string, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	first, err := NeedsOf(expr)
	if err != nil || first == nil {
		return nil, err
	}
	// the list that shares least with the first (a word of one that holds
	// or is held by a word of the other says little more), then the most
	// selective; none if every list repeats the first
	var best []string
	bestShared := 0
	for _, set := range conjNeeds(re) {
		set = tidyNeeds(set)
		shared := sharedNeeds(set, first)
		if set == nil || shared == len(set) {
			continue
		}
		if best == nil || shared < bestShared || shared == bestShared && betterNeeds(set, best) {
			best, bestShared = set, shared
		}
	}
	return best, nil
}

// sharedNeeds counts the needs of a that hold or are held by one of b.
func sharedNeeds(a, b []string) int {
	n := 0
	for _, x := range a {
		if slices.ContainsFunc(b, func(y string) bool { return strings.Contains(x, y) || strings.Contains(y, x) }) {
			n++
		}
	}
	return n
}

// tidyNeeds folds needs, sorts them and drops one that holds another (a
// text that holds "dollars" holds "dollar").
func tidyNeeds(needs []string) []string {
	if len(needs) == 0 {
		return nil
	}
	folded := make([]string, len(needs))
	for i, n := range needs {
		folded[i] = foldText(n)
	}
	slices.Sort(folded)
	folded = slices.Compact(folded)
	var kept []string
	for _, n := range folded {
		if !slices.ContainsFunc(folded, func(m string) bool { return m != n && strings.Contains(n, m) }) {
			kept = append(kept, n)
		}
	}
	return kept
}

// conjNeeds is lists of needs every match of re holds one of each, best
// first (betterNeeds); nil when none is known. A concatenation needs what
// each of its parts needs; an alternation's branches are lined up, the
// j-th list of the whole holding each branch's j-th best list (its last
// when it has fewer): whichever branch matched, the text holds one of its
// words in every list.
func conjNeeds(re *syntax.Regexp) [][]string {
	var out [][]string
	switch re.Op {
	case syntax.OpLiteral, syntax.OpCharClass:
		if n, ok := needsOf(re); ok {
			out = [][]string{n}
		}
	case syntax.OpCapture, syntax.OpPlus:
		out = conjNeeds(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			out = conjNeeds(re.Sub[0])
		}
	case syntax.OpConcat:
		// each part's lists, and the spellings of runs of parts with a
		// few exact ones (as concatNeeds: "who|what" is wh(?:o|at), whose
		// parts need "wh" and "o" or "at", the run "who" or "what")
		run := []string{""}
		for _, sub := range re.Sub {
			out = append(out, conjNeeds(sub)...)
			ex, ok := exact(sub)
			if !ok || len(run)*len(ex) > maxExact {
				run = []string{""}
				if ok {
					run = ex
				}
			} else {
				run = spellingsThen(run, ex)
			}
			if !slices.Contains(run, "") {
				out = append(out, slices.Clone(run))
			}
		}
	case syntax.OpAlternate:
		var branches [][][]string
		for _, sub := range re.Sub {
			c := conjNeeds(sub)
			if len(c) == 0 {
				return nil
			}
			branches = append(branches, c)
		}
		for j := range maxAlsoSlots {
			var slot []string
			for _, c := range branches {
				slot = append(slot, c[min(j, len(c)-1)]...)
			}
			out = append(out, slot)
		}
	}
	slices.SortStableFunc(out, func(a, b []string) int {
		switch {
		case betterNeeds(a, b):
			return -1
		case betterNeeds(b, a):
			return 1
		}
		return 0
	})
	// a list twice (a part's own and the run it is in) is one list
	var kept [][]string
	for _, set := range out {
		t := tidyNeeds(set)
		if !slices.ContainsFunc(kept, func(k []string) bool { return slices.Equal(tidyNeeds(k), t) }) {
			kept = append(kept, set)
		}
	}
	return kept
}
