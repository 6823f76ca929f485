package reading

//go:generate go test ../../cmd/concierge -run TestLazyNeedsTable -update-needs

import (
	"cmp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// A pattern's needs are strings one of which every text it matches holds:
// `\$\d+|\d+ dollars?` needs "$" or "dollar". A LazyRegexp whose needs are
// known answers "no match" for a text that holds none of them without
// compiling its expression; most messages never open the big patterns
// (amounts with currency words, a decline in words), so a run pays for the
// patterns its messages can match (R55: compiling the demo's patterns was
// a fifth of its CPU time and a third of what it allocated).
//
// Needs are compared folded (foldText): a rune stands for its whole
// case-folding orbit, as (?i) matches it, so folding only ever lets more
// texts through than the pattern itself would, whatever its flags.
//
// The needs are worked out from the expression's syntax tree (NeedsOf)
// ahead of time, by the test that writes lazy_needs_table.go, because
// parsing the expression at run time would cost half of compiling it.

// maxClassNeeds is the largest character class whose runes are taken as
// needs ([-−–], \d); a larger class is no need.
const maxClassNeeds = 16

// NeedsOf returns the needs of expr, folded, sorted and without one that
// holds another (a text that holds "dollars" holds "dollar"), or nil when
// the pattern may match a text without any literal it could name (an empty
// match, a large class, an optional part).
func NeedsOf(expr string) ([]string, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	needs, ok := needsOf(re)
	if !ok {
		return nil, nil
	}
	return tidyNeeds(needs), nil
}

// StartsOf returns, for a pattern anchored at the start of the text (`^`
// outside (?m)), the strings one of which the text must begin with,
// folded, sorted and without one that begins with another; nil when the
// pattern is not anchored or may begin with more than a few spellings.
// When its exact spellings are not few (`^(?:h+a+)+$`, `^\s*no\b`) but it
// cannot match nothing, every match begins the text with one of its
// firsts (FirstsOf): those are its starts (R55: the laugh pattern was
// compiled for "transfer", the bare no for "to account id 1234324").
// wordAmountAt's number words are needed anywhere in a message ("a" is in
// most), but only at the start of the text it is asked about.
func StartsOf(expr string) ([]string, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return nil, nil
	}
	run := []string{""}
	for _, sub := range re.Sub[1:] {
		ex, ok := exact(sub)
		if !ok || len(run)*len(ex) > maxExact {
			break
		}
		run = spellingsThen(run, ex)
	}
	if slices.Contains(run, "") {
		if firsts, ok, empty := seqFirsts(re.Sub[1:]); ok && !empty && len(firsts) > 0 {
			run = firsts
		} else {
			return nil, nil
		}
	}
	for i, r := range run {
		run[i] = foldText(r)
	}
	slices.Sort(run)
	run = slices.Compact(run)
	var kept []string
	for _, r := range run {
		if !slices.ContainsFunc(run, func(q string) bool { return q != r && strings.HasPrefix(r, q) }) {
			kept = append(kept, r)
		}
	}
	return kept, nil
}

// FirstsOf returns, for a pattern anchored at the start of the text (that
// may match nothing, as StartsOf cannot say), the strings one of which
// every match that is not empty begins with (folded, sorted, without one that begins with
// another); nil when it is not such a pattern or they are not few. Its
// FindString is "" for a text that begins with none of them: the answer
// filler and the connectors before a value ("it's", "is", "=") are asked
// about most texts, and most begin with neither.
func FirstsOf(expr string) ([]string, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return nil, nil
	}
	firsts, ok, _ := seqFirsts(re.Sub[1:])
	if !ok || len(firsts) == 0 {
		return nil, nil
	}
	for i, f := range firsts {
		firsts[i] = foldText(f)
	}
	slices.Sort(firsts)
	firsts = slices.Compact(firsts)
	var kept []string
	for _, f := range firsts {
		if !slices.ContainsFunc(firsts, func(g string) bool { return g != f && strings.HasPrefix(f, g) }) {
			kept = append(kept, f)
		}
	}
	return kept, nil
}

// seqFirsts is what a match of subs in a row that is not empty may begin
// with; ok is false when that is not known, empty when all may match
// nothing.
func seqFirsts(subs []*syntax.Regexp) (firsts []string, ok, empty bool) {
	for _, sub := range subs {
		f, ok, e := firstsOf(sub)
		if !ok {
			return nil, false, false
		}
		firsts = append(firsts, f...)
		if !e {
			return firsts, true, false
		}
	}
	return firsts, true, true
}

// firstsOf is what a match of re that is not empty may begin with, and
// whether re may match nothing.
func firstsOf(re *syntax.Regexp) (firsts []string, ok, empty bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{string(re.Rune)}, len(re.Rune) > 0, len(re.Rune) == 0
	case syntax.OpCharClass:
		n, ok := classNeeds(re.Rune)
		return n, ok, false
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText,
		syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return nil, true, true
	case syntax.OpCapture, syntax.OpPlus:
		return firstsOf(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		f, ok, _ := firstsOf(re.Sub[0])
		return f, ok, true
	case syntax.OpRepeat:
		f, ok, e := firstsOf(re.Sub[0])
		return f, ok, e || re.Min == 0
	case syntax.OpConcat:
		return seqFirsts(re.Sub)
	case syntax.OpAlternate:
		var all []string
		empty := false
		for _, sub := range re.Sub {
			f, ok, e := firstsOf(sub)
			if !ok {
				return nil, false, false
			}
			all, empty = append(all, f...), empty || e
		}
		return all, true, empty
	}
	return nil, false, false // any character, a large class
}

// needsOf is the needs of one node; ok is false when it has none.
func needsOf(re *syntax.Regexp) (needs []string, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return nil, false
		}
		return []string{string(re.Rune)}, true
	case syntax.OpCharClass:
		return classNeeds(re.Rune)
	case syntax.OpCapture, syntax.OpPlus:
		return needsOf(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil, false
		}
		return needsOf(re.Sub[0])
	case syntax.OpConcat:
		return concatNeeds(re.Sub)
	case syntax.OpAlternate:
		// any branch may match: each must have needs, and all of them count
		var all []string
		for _, sub := range re.Sub {
			n, ok := needsOf(sub)
			if !ok {
				return nil, false
			}
			all = append(all, n...)
		}
		return all, true
	}
	// empty matches, anchors, word boundaries, any character, stars and
	// optional parts: nothing is needed
	return nil, false
}

// concatNeeds is the needs of parts that must all match, one after the
// other: the most selective of each part's own needs and of the strings a
// run of adjacent parts with a few exact spellings makes together (the
// parser writes "dont|don't|do not" as do(?:nt|n't| not), whose parts
// need only "do" alone, but one of "dont", "don't", "do not" together).
func concatNeeds(subs []*syntax.Regexp) ([]string, bool) {
	var best []string
	found := false
	consider := func(n []string) {
		if !found || betterNeeds(n, best) {
			best, found = n, true
		}
	}
	run := []string{""}
	afterBound := false // the run began right after a `\b` (lazy_needs_bound.go)
	for _, sub := range subs {
		if n, ok := needsOf(sub); ok {
			consider(n)
		}
		if isWordBoundary(sub) {
			if !slices.Contains(run, "") {
				if m, ok := markBounds(run, afterBound, true); ok {
					consider(m)
				}
			}
			run, afterBound = []string{""}, true
			continue
		}
		ex, ok := exact(sub)
		if !ok || len(run)*len(ex) > maxExact {
			run, afterBound = []string{""}, false
			if ok {
				run = ex
			}
		} else {
			run = spellingsThen(run, ex)
		}
		if !slices.Contains(run, "") {
			consider(slices.Clone(run))
			if m, ok := markBounds(run, afterBound, false); afterBound && ok {
				consider(m)
			}
		}
	}
	return best, found
}

// maxExact bounds the spellings exact lists for one part.
const maxExact = 64

// exact is every string re matches, when they are few (a literal, a small
// class, an alternation or an optional part of such, in a row).
func exact(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{string(re.Rune)}, true
	case syntax.OpEmptyMatch:
		return []string{""}, true
	case syntax.OpCharClass:
		return classNeeds(re.Rune)
	case syntax.OpCapture:
		return exact(re.Sub[0])
	case syntax.OpQuest:
		ex, ok := exact(re.Sub[0])
		if !ok || len(ex) >= maxExact {
			return nil, false
		}
		return append(ex, ""), true
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			ex, ok := exact(sub)
			if !ok || len(all)+len(ex) > maxExact {
				return nil, false
			}
			all = append(all, ex...)
		}
		return all, true
	case syntax.OpConcat:
		run := []string{""}
		for _, sub := range re.Sub {
			ex, ok := exact(sub)
			if !ok || len(run)*len(ex) > maxExact {
				return nil, false
			}
			run = spellingsThen(run, ex)
		}
		return run, true
	}
	return nil, false
}

// spellingsThen is every string of a followed by every string of b.
func spellingsThen(a, b []string) []string {
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return out
}

// classNeeds is a small class's runes, one need each.
func classNeeds(ranges []rune) ([]string, bool) {
	size := 0
	for i := 0; i < len(ranges); i += 2 {
		size += int(ranges[i+1]-ranges[i]) + 1
		if size > maxClassNeeds {
			return nil, false
		}
	}
	var needs []string
	for i := 0; i < len(ranges); i += 2 {
		for r := ranges[i]; r <= ranges[i+1]; r++ {
			needs = append(needs, string(r))
		}
	}
	return needs, len(needs) > 0
}

// betterNeeds says whether needs a rule out more texts than b: the longer
// its shortest need, the rarer a text that holds one; then the fewer.
func betterNeeds(a, b []string) bool {
	if c := cmp.Compare(shortest(a), shortest(b)); c != 0 {
		return c > 0
	}
	return len(a) < len(b)
}

func shortest(needs []string) int {
	m := -1
	for _, n := range needs {
		if l := utf8.RuneCountInString(n); m < 0 || l < m {
			m = l
		}
	}
	return m
}

// foldRune is the smallest rune of r's case-folding orbit ('K' for k, K and
// the Kelvin sign), so that two runes (?i) takes for one fold alike.
func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'a' <= r && r <= 'z' {
			r -= 'a' - 'A'
		}
		if r != 'K' && r != 'S' {
			return r
		}
	}
	m := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		m = min(m, f)
	}
	return m
}

// foldText is s with every rune folded; a byte that is not UTF-8 becomes
// U+FFFD, as the regexp package reads it.
func foldText(s string) string {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
	}
	if ascii { // foldRune of an ASCII letter is its capital ('K', 'S' too)
		return strings.ToUpper(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// mayMatch says whether s holds one of needs (folded) and, when starts
// are known, begins with one of them; with neither it may always match.
func mayMatch(s string, needs, starts []string) bool {
	if needs == nil && starts == nil {
		return true
	}
	f := foldText(s)
	if starts != nil && !slices.ContainsFunc(starts, func(p string) bool { return strings.HasPrefix(f, p) }) {
		return false
	}
	return needs == nil || slices.ContainsFunc(needs, func(n string) bool { return containsNeed(f, n) })
}

// anyJoined says whether f holds for one of the NUL-joined items of list.
func anyJoined(list string, f func(string) bool) bool {
	for {
		item, rest, more := strings.Cut(list, "\x00")
		if f(item) {
			return true
		}
		if !more {
			return false
		}
		list = rest
	}
}

// lastFolded is the text folded last: a message is asked of many patterns
// in a row, each folding it (foldedText).
var lastFolded atomic.Pointer[[2]string]

// foldedText is foldText(s), folded once for the patterns asked of the
// same text one after another.
func foldedText(s string) string {
	if p := lastFolded.Load(); p != nil && p[0] == s {
		return p[1]
	}
	f := foldText(s)
	lastFolded.Store(&[2]string{s, f})
	return f
}

// beginsWithAny says whether s (folded) begins with one of prefixes.
func beginsWithAny(s string, prefixes []string) bool {
	f := foldText(s)
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(f, p) })
}
