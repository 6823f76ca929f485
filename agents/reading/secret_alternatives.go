package reading

// A secret given with alternatives (issue 24 round 10, R53): "his pin is
// 4321 or 1234", "my password is hunter2 or maybe hunter3", "pin 1111,
// 2222 or 3333". Every alternative is as secret as the first: the first
// was masked and the others were shown as typed. A word after "or", a
// comma or a slash that has the first value's shape (digits for digits, a
// word with a digit in it) is masked too; an everyday word ("or not", "or
// something") is not.
//
// Round 16: "password is either monkey or donkey", "monkey or maybe
// donkey", "one of monkey / donkey". Candidates of a password are words
// of any shape: after an "or" or a slash, a word that is no common word
// of a sentence is a candidate too, and after a comma when the first
// was hedged ("either", "one of", "maybe"). A candidate is masked, never
// tried before the first (SecretMatch.Alternative).

import (
	"strings"
	"unicode"
)

// alternativeJoins join an alternative to the value before it.
var alternativeJoins = []string{", or maybe ", ", or else ", ", or ", " or maybe ", " or perhaps ", " or possibly ", " or else ", " or ", ", maybe ", ", ", " / ", "/"}

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
			if end <= start || !sameSecretShape(r.text[from:f.Span[1]], r.text[start:end]) && !r.candidate(r.text[to:start], r.text[start:end], from) {
				break
			}
			r.addAlternative(start, end)
			to = end
		}
	}
}

// candidate reports an alternative of any shape: a word that is no
// common word of a sentence ("or not", "or something", "or check my
// balance"), after an "or" or a slash, or after a comma when the value
// it follows was hedged.
func (r *secretReader) candidate(join, alt string, from int) bool {
	low := strings.ToLower(alt)
	if notBare()[low] || alternativeWords[low] || commandWords[low] || r.isCueWord(low) || r.isIntroWord(low) || isLoginWord(low) || !hasLetterOrDigit(alt) {
		return false
	}
	j := strings.ToLower(join)
	return strings.Contains(j, "or") || strings.Contains(j, "/") || r.hedgedBefore(from)
}

// alternativeWords say that an alternative follows, and are none: "1111,
// or else 1815" masked "else" (round 17).
var alternativeWords = toSet(`else otherwise maybe perhaps possibly failing`)

// hedgedBefore reports a hedge right before the value at byte from:
// "either monkey", "one of monkey", "maybe monkey".
func (r *secretReader) hedgedBefore(from int) bool {
	ws := strings.Fields(strings.ToLower(r.text[:from]))
	if len(ws) == 0 {
		return false
	}
	last := strings.Trim(ws[len(ws)-1], `:,"'`)
	return hedgeWords[last] || last == "of" && len(ws) > 1 && ws[len(ws)-2] == "one"
}

func hasLetterOrDigit(s string) bool {
	for _, c := range s {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			return true
		}
	}
	return false
}

// addAlternative adds a candidate said after the value before it.
func (r *secretReader) addAlternative(from, to int) {
	r.add(from, to, -1)
	for i := range r.found {
		if r.found[i].Span == [2]int{from, to} {
			r.found[i].Alternative = true
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
