package reading

// A secret given with alternatives (issue 24 round 10, R53): "his pin is
// 4321 or 1234", "my password is hunter2 or maybe hunter3", "pin 1111,
// 2222 or 3333". Every alternative is as secret as the first: the first
// was masked and the others were shown as typed. A word after "or", a
// comma or a slash that has the first value's shape (digits for digits, a
// word with a digit in it) is masked too; an everyday word ("or not", "or
// something") is not.

import (
	"strings"
	"unicode"
)

// alternativeJoins join an alternative to the value before it.
var alternativeJoins = []string{", or maybe ", ", or ", " or maybe ", " or perhaps ", " or possibly ", " or else ", " or ", ", maybe ", ", ", " / ", "/"}

// alternatives adds, after each value found, the values joined to it as
// alternatives of the same shape.
func (r *secretReader) alternatives() {
	for i := 0; i < len(r.found); i++ {
		f := r.found[i]
		from, to := f.Span[0], f.Span[1]
		for to < len(r.text) {
			rest := strings.ToLower(r.text[to:])
			n := 0
			for _, j := range alternativeJoins {
				if strings.HasPrefix(rest, j) {
					n = len(j)
					break
				}
			}
			if n == 0 {
				break
			}
			start := to + n
			end := start
			for end < len(r.text) && !unicode.IsSpace(rune(r.text[end])) && !strings.ContainsRune(",;?!", rune(r.text[end])) {
				end++
			}
			end = trimTrailingDot(r.text, start, end)
			if end <= start || !sameSecretShape(r.text[from:f.Span[1]], r.text[start:end]) {
				break
			}
			r.add(start, end, -1)
			to = end
		}
	}
}

// trimTrailingDot drops a full stop that ends the sentence, not the value.
func trimTrailingDot(text string, start, end int) int {
	for end > start && text[end-1] == '.' {
		end--
	}
	return end
}

// sameSecretShape reports an alternative shaped like the value it follows:
// digits for digits (a PIN), or a word holding both letters and digits.
func sameSecretShape(value, alt string) bool {
	if allDigits(value) {
		return allDigits(alt) && len(alt) >= 3 && len(alt) <= 12
	}
	letters, digits := false, false
	for _, c := range alt {
		switch {
		case unicode.IsLetter(c):
			letters = true
		case unicode.IsDigit(c):
			digits = true
		}
	}
	return letters && digits || allDigits(alt) && len(alt) >= 3
}
