package concierge

// A part of a free-text value replaced at an approval keeps no word twice
// (R50, issue 24): "the text is wednesday legs not monday" at text="monday
// legs" is "wednesday legs", not "wednesday legs legs" — the new words
// often say again the words around the old ones, and those are replaced
// with them.

import "strings"

// spliceWords is held with held[i:j] replaced by now, where the words of
// held just before i that now begins with, and those just after j that it
// ends with, are taken into the replaced part: "call the dentist on
// thursday" with "thursday" → "on friday" is "call the dentist on friday".
func spliceWords(held string, i, j int, now string) string {
	nw := strings.Fields(now)
	// after: the words following the old part that now ends with
	for k := len(nw) - 1; k >= 1; k-- {
		tail := strings.Join(nw[k:], " ")
		rest := strings.TrimLeft(held[j:], " ")
		if hasWordsPrefix(rest, tail) {
			j = len(held) - len(rest) + len(tail)
			break
		}
	}
	// before: the words preceding the old part that now begins with
	lead := strings.TrimRight(held[:i], " ")
	for k := len(nw) - 1; k >= 1; k-- {
		if head := strings.Join(nw[:k], " "); hasWordsSuffix(lead, head) {
			i = len(lead) - len(head)
			break
		}
	}
	return held[:i] + now + held[j:]
}

// hasWordsPrefix reports s beginning with the whole words w, case aside.
func hasWordsPrefix(s, w string) bool {
	if len(s) < len(w) || !strings.EqualFold(s[:len(w)], w) {
		return false
	}
	return len(s) == len(w) || !isWordByte(s[len(w)])
}

// hasWordsSuffix reports s ending with the whole words w, case aside.
func hasWordsSuffix(s, w string) bool {
	if len(s) < len(w) || !strings.EqualFold(s[len(s)-len(w):], w) {
		return false
	}
	return len(s) == len(w) || !isWordByte(s[len(s)-len(w)-1])
}
