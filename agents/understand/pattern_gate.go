package understand

import (
	"regexp"
	"regexp/syntax"
)

// A slot's pattern (an account number, a claim id) is looked for in
// every message, and most messages hold none: the bytes one of which
// every match of the pattern must hold — a digit for `\b\d{5,17}\b` — are
// read off its syntax tree once, and a message without any of them skips
// the pattern (R51's time per reading).

// byteSet is a set of ASCII bytes.
type byteSet [2]uint64

func (s *byteSet) add(b byte)       { s[b>>6] |= 1 << (b & 63) }
func (s *byteSet) has(b byte) bool  { return b < 128 && s[b>>6]&(1<<(b&63)) != 0 }
func (s *byteSet) union(o *byteSet) { s[0] |= o[0]; s[1] |= o[1] }
func (s *byteSet) size() (n int) {
	for b := 0; b < 128; b++ {
		if s.has(byte(b)) {
			n++
		}
	}
	return n
}

// patternGate is the bytes every match of re holds one of, or nil when
// the tree does not tell (then the pattern always runs).
func patternGate(re *regexp.Regexp) *byteSet {
	if re == nil {
		return nil
	}
	t, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	return requiredBytes(t.Simplify())
}

// requiredBytes is the ASCII bytes one of which every match of the node
// holds, or nil. A class with a rune past ASCII, or a literal folded for
// case (Unicode folds "k" with the Kelvin sign), tells nothing.
func requiredBytes(re *syntax.Regexp) *byteSet {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 || re.Flags&syntax.FoldCase != 0 || re.Rune[0] >= 128 {
			return nil
		}
		var s byteSet
		s.add(byte(re.Rune[0]))
		return &s
	case syntax.OpCharClass:
		var s byteSet
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1] >= 128 {
				return nil
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				s.add(byte(r))
			}
		}
		return &s
	case syntax.OpCapture, syntax.OpPlus:
		return requiredBytes(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredBytes(re.Sub[0])
		}
	case syntax.OpConcat:
		// any part's bytes will do: the fewest
		var best *byteSet
		for _, sub := range re.Sub {
			if s := requiredBytes(sub); s != nil && (best == nil || s.size() < best.size()) {
				best = s
			}
		}
		return best
	case syntax.OpAlternate:
		var all byteSet
		for _, sub := range re.Sub {
			s := requiredBytes(sub)
			if s == nil {
				return nil
			}
			all.union(s)
		}
		return &all
	}
	return nil
}

// mayHold reports whether text holds a byte of the gate (always, for no
// gate).
func (s *byteSet) mayHold(text string) bool {
	if s == nil {
		return true
	}
	for i := 0; i < len(text); i++ {
		if s.has(text[i]) {
			return true
		}
	}
	return false
}
