package insurance

// A reason typed in capitals is written in sentence case (issue 24, round
// 29's ins29): "DRIVER WAS OVER THE LIMIT, BREATHALYSER 2X LEGAL LIMIT"
// went into the letter shouted. A reason whose letters are mostly
// capitals is lowered, its first letter a capital; a claim id in it (a
// word of letters and digits, five or more) and "I" are kept as typed.

import (
	"strings"
	"unicode"
)

// sentenceCase is reason in sentence case when it is shouted, reason
// itself otherwise.
func sentenceCase(reason string) string {
	upper, letters := 0, 0
	for _, r := range reason {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters < 4 || upper*10 < letters*7 {
		return reason
	}
	words := strings.Fields(reason)
	for i, w := range words {
		switch {
		case w == "I" || strings.HasPrefix(w, "I'"):
		case len(w) >= 5 && strings.ContainsAny(w, "0123456789") && strings.IndexFunc(w, unicode.IsLetter) >= 0:
			// a claim id, as typed
		default:
			words[i] = strings.ToLower(w)
		}
	}
	out := strings.Join(words, " ")
	for i, r := range out {
		if unicode.IsLetter(r) {
			return out[:i] + string(unicode.ToUpper(r)) + out[i+len(string(r)):]
		}
	}
	return out
}
