package reading

import (
	_ "embed"
	"strings"
)

// english are common English words (words/english.txt, from SCOWL): a
// word in it is what it says, never a typo to repair into a domain word
// ("apply" is no "appl", "lend" no "send", "fire" no "wire"). The file is
// sorted, one lower-case word a line (TestEnglishListSorted), so a word is
// found by binary search in the embedded text itself: building a set of
// its 35,000 words cost every run that routed a message 2–3 ms and 3 MB
// before the first reply (R55).
//
//go:embed words/english.txt
var englishList string

// EnglishWord reports whether w, in any case, is a common English word.
func EnglishWord(w string) bool {
	return sortedLinesContain(englishList, strings.ToLower(w))
}

// NearEnglishWord reports whether w is a common English word or, at five
// letters or more, one edit from one (two from nine letters): a typo of
// English ("existng", "damgae", "notificaton"), so that a line typed in a
// hurry is not taken for another language. It scans the list: for the
// rare line whose words are mostly unknown, never for every message.
func NearEnglishWord(w string) bool {
	return EnglishWord(w) || NearestEnglish(w) != ""
}

// NearestEnglish is a common English word within NearEnglishWord's edits
// of w, a longer one first ("faild" → "failed"), "" when none
// or when w is too short to tell.
func NearestEnglish(w string) string {
	w = strings.ToLower(w)
	n := len(w)
	if n < 5 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return ""
	}
	limit := 1
	if n >= 9 {
		limit = 2
	}
	// a letter left out is the commonest slip ("faild" is "failed", not
	// "fail"): a longer word first, then one as long, then a shorter one
	rank := func(m int) int {
		switch {
		case m > n:
			return 0
		case m == n:
			return 1
		}
		return 2
	}
	best, bestRank := "", 3
	for rest := englishList; rest != ""; {
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if d := len(line) - n; d > limit || -d > limit || line == "" || line[0] != w[0] && line[len(line)-1] != w[n-1] {
			continue
		}
		if EditDistance(line, w, limit) <= limit {
			switch r := rank(len(line)); {
			case r == 0:
				return line
			case r < bestRank:
				best, bestRank = line, r
			}
		}
	}
	return best
}

// sortedLinesContain reports whether list, lines sorted in byte order,
// has a line that is exactly w. Between steps lo is the start of a line
// and hi the start of a line or the end of list.
func sortedLinesContain(list, w string) bool {
	lo, hi := 0, len(list)
	for lo < hi {
		mid := lo + (hi-lo)/2
		from := lo + strings.LastIndexByte(list[lo:mid], '\n') + 1
		to := len(list)
		if i := strings.IndexByte(list[from:], '\n'); i >= 0 {
			to = from + i
		}
		switch line := list[from:to]; {
		case line == w:
			return true
		case line < w:
			lo = to + 1
		default:
			hi = from
		}
	}
	return false
}
