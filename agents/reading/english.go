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
