package reading

import (
	"regexp/syntax"
	"strings"
)

// A need may be marked as standing at a word boundary: `\b(?:sec|min|mo|
// tick)\b` needs "MO", which "transfer money" holds, but only where a word
// ends after it, which "money" does not (R55: the pause pattern, 334
// bytes, was compiled for "Transfer money"; the trust question's, 482
// bytes, for "checking"). A need that a run of exact parts spells right
// after a `\b` begins with wordStartMark, one right before a `\b` ends
// with wordEndMark, and containsNeed finds it only where the text has a
// boundary there.
//
// `\b` is ASCII: it stands between a word character ([0-9A-Za-z_]) and
// anything else. Needs and texts are compared folded, and two runes that
// are not ASCII fold to ASCII letters (the Kelvin sign to K, the long s to
// S): a folded K or S may stand for a rune that is no word character. So a
// need is marked only where its first or last rune is surely a word
// character, and the text's neighbour counts as a word character only
// when it surely is one; either way a doubt lets the text through.
const (
	wordStartMark = "\x1e"
	wordEndMark   = "\x1f"
)

// surelyWordByte says whether b, a byte of a folded text, is a word
// character for `\b` whatever rune it was folded from.
func surelyWordByte(b byte) bool {
	switch {
	case b == 'K' || b == 'S' || b == 'k' || b == 's':
		return false
	case 'A' <= b && b <= 'Z', 'a' <= b && b <= 'z', '0' <= b && b <= '9', b == '_':
		return true
	}
	return false
}

// markBounds is run's spellings marked as standing after a word boundary
// (start) and before one (end), each where its first or last byte is
// surely a word character; ok is false when none was marked.
func markBounds(run []string, start, end bool) (marked []string, ok bool) {
	marked = make([]string, len(run))
	for i, x := range run {
		if start && x != "" && surelyWordByte(x[0]) {
			x, ok = wordStartMark+x, true
		}
		if end && x != "" && surelyWordByte(x[len(x)-1]) {
			x, ok = x+wordEndMark, true
		}
		marked[i] = x
	}
	return marked, ok
}

// isWordBoundary says whether re is `\b`.
func isWordBoundary(re *syntax.Regexp) bool { return re.Op == syntax.OpWordBoundary }

// containsNeed says whether the folded text f holds need n, at a word
// boundary where n is marked so.
func containsNeed(f, n string) bool {
	start, end := strings.HasPrefix(n, wordStartMark), strings.HasSuffix(n, wordEndMark)
	if !start && !end {
		return strings.Contains(f, n)
	}
	if start {
		n = n[len(wordStartMark):]
	}
	if end {
		n = n[:len(n)-len(wordEndMark)]
	}
	for i := 0; i <= len(f); {
		j := strings.Index(f[i:], n)
		if j < 0 {
			return false
		}
		j += i
		if (!start || j == 0 || !surelyWordByte(f[j-1])) && (!end || j+len(n) == len(f) || !surelyWordByte(f[j+len(n)])) {
			return true
		}
		i = j + 1
	}
	return false
}
