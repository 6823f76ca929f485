package concierge

// A decline's reason cut inside a number or an abbreviation (round 33's
// fresh tester): "the excess of $1,250.00 exceeds the claimed amount"
// became "the excess of $1; 00 …" in the customer's letter, "driver was
// over the limit (blood alcohol 0.12)" ended at "0.", and "142 km/h in a
// 100 zone, i.e. reckless driving" lost "i.e. reckless driving": the
// comma and the stop of a figure, and the stop of an abbreviation, were
// read as the ends of clauses. Inside a value they are no break.

import "strings"

// abbreviations end with a stop that ends no sentence.
var abbreviations = lazyWordSet(`i.e ie e.g eg etc approx appx no vs viz cf est incl excl max min mr mrs ms dr st ave rd ltd pty co`)

// insideValue reports a clause break that is part of a value: a single
// comma or stop between digits, a stop inside a word ("i.e"), the stop
// after an abbreviation, or the comma before "i.e." that says it again.
func insideValue(text string, sep [2]int) bool {
	mark := text[sep[0]:sep[1]]
	if strings.TrimSpace(mark) == "," {
		next := strings.ToLower(text[sep[1]:])
		for _, w := range []string{"i.e", "ie ", "e.g", "eg ", "incl", "namely", "that is", "meaning"} {
			if strings.HasPrefix(next, w) {
				return true // "…100 zone, i.e. reckless driving": one reason, said again
			}
		}
	}
	if mark != "," && mark != "." && strings.TrimSpace(mark) != "." {
		return false
	}
	before, after := byte(0), byte(0)
	if sep[0] > 0 {
		before = text[sep[0]-1]
	}
	if sep[1] < len(text) {
		after = text[sep[1]]
	}
	if (mark == "," || mark == ".") && isDigitByte(before) && isDigitByte(after) {
		return true // "1,250.00", "0.12"
	}
	if mark == "." && isLetterByte(before) && isLetterByte(after) {
		return true // "i.e", "www.x"
	}
	if strings.TrimSpace(mark) == "." {
		word := text[:sep[0]]
		if i := strings.LastIndexAny(word, " (\t"); i >= 0 {
			word = word[i+1:]
		}
		return abbreviations()[strings.ToLower(word)]
	}
	return false
}

func isDigitByte(b byte) bool  { return b >= '0' && b <= '9' }
func isLetterByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
