package reading

// The words of a relative amount (money_relative.go): tokens with their
// bytes, and the small readers of an amount and of what it is said of.

import "strings"

// relToken is a word, a number as typed or a "%" of the text, with its
// bytes.
type relToken struct {
	w        string
	from, to int
	num      bool // digits: "20", "$1,250.50", "5k"
}

func relTokens(text string) []relToken {
	var out []relToken
	lower := ASCIILower(text)
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	isLetter := func(c byte) bool { return c >= 'a' && c <= 'z' }
	for i := 0; i < len(lower); {
		c := lower[i]
		switch {
		case c == '%':
			out = append(out, relToken{"%", i, i + 1, false})
			i++
		case isDigit(c) || c == '$' && i+1 < len(lower) && isDigit(lower[i+1]):
			j := i + 1
			for j < len(lower) && (isDigit(lower[j]) || (lower[j] == ',' || lower[j] == '.') && j+1 < len(lower) && isDigit(lower[j+1])) {
				j++
			}
			if j < len(lower) && lower[j] == 'k' && (j+1 == len(lower) || !isLetter(lower[j+1])) {
				j++ // "5k"
			}
			out = append(out, relToken{lower[i:j], i, j, true})
			i = j
		case isLetter(c):
			j := i
			for j < len(lower) && (isLetter(lower[j]) || lower[j] == '\'' || lower[j] == '-' && j+1 < len(lower) && isLetter(lower[j+1])) {
				j++
			}
			out = append(out, relToken{lower[i:j], i, j, false})
			i = j
		default:
			i++
		}
	}
	return out
}

// relReader reads one phrase from a token position.
type relReader struct{ ws []relToken }

func (r relReader) at(k int) string {
	if k >= 0 && k < len(r.ws) {
		return r.ws[k].w
	}
	return ""
}

func (r relReader) is(k int, words ...string) bool {
	w := r.at(k)
	for _, x := range words {
		if w == x {
			return true
		}
	}
	return false
}

// amount reads an amount at k ("20", "$20", "twenty bucks", "a hundred")
// and returns it and the index after it.
func (r relReader) amount(k int) (Cents, int, bool) {
	if k >= len(r.ws) {
		return 0, k, false
	}
	end := -1
	var c Cents
	if r.ws[k].num {
		v, err := ParseMoney(r.ws[k].w)
		if err != nil {
			return 0, k, false
		}
		c, end = v, k+1
	} else {
		// the longest run of number words that reads as one number; a lone
		// "a" is no amount ("a bit"), "a hundred" is
		for n := min(6, len(r.ws)-k); n >= 1; n-- {
			words := make([]string, n)
			for i := range words {
				words[i] = r.ws[k+i].w
			}
			if n == 1 && (words[0] == "a" || words[0] == "an" || words[0] == "one") {
				break
			}
			if v, ok := wordsNumber(strings.Join(words, " ")); ok && v > 0 {
				c, end = Cents(v*100), k+n
				break
			}
		}
		if end < 0 {
			return 0, k, false
		}
	}
	if r.is(end, "dollars", "dollar", "bucks", "buck", "usd") {
		end++
	}
	return c, end, true
}

// ref skips what a relative phrase is said of: "that", "of it", "the
// amount", "of what i said".
func (r relReader) ref(k int) int {
	if r.is(k, "of") {
		k++
	}
	switch {
	case r.is(k, "that", "it", "this", "thet", "tht"):
		k++
		if r.is(k, "amount", "sum", "figure", "number") {
			k++
		}
	case r.is(k, "the") && r.is(k+1, "amount", "sum", "total", "figure", "transfer", "payment"):
		k += 2
	case r.is(k, "what") && r.is(k+1, "i") && r.is(k+2, "said", "asked", "wrote", "typed"):
		k += 3
	}
	return k
}

// idShaped reports five digits or more said bare at k: an account id,
// never a new amount ("put it to 1234324").
func (r relReader) idShaped(k int) bool {
	w := r.at(k)
	return k < len(r.ws) && r.ws[k].num && len(w) >= 5 && allDigits(w)
}

// degreeAt is the index after a degree said at k ("a little", "a bit",
// "slightly", "a tad"), k when none.
func (r relReader) degreeAt(k int) int {
	j := k
	if r.is(j, "a") {
		j++
	}
	if contains(relDegree, r.at(j)) {
		return j + 1
	}
	return k
}

// thanRef skips "than that", "than before".
func (r relReader) thanRef(k int) int {
	if r.is(k, "than") {
		if e := r.ref(k + 1); e > k+1 {
			return e
		}
		if r.is(k+1, "before") {
			return k + 2
		}
	}
	return k
}

// onTop skips "on top", "on top of that", "to it", "to that".
func (r relReader) onTop(k int) int {
	if r.is(k, "on") && r.is(k+1, "top") {
		k += 2
		if r.is(k, "of") {
			if e := r.ref(k + 1); e > k+1 {
				return e
			}
		}
		return k
	}
	if r.is(k, "to") && r.is(k+1, "it", "that", "this") {
		return k + 2
	}
	return k
}

// countWord is a count said before a fraction: "a", "one", "two" … "nine".
func countWord(w string) int64 {
	switch w {
	case "a", "one":
		return 1
	}
	if n, ok := unitWords[w]; ok && n >= 2 && n <= 9 && w != "an" {
		return n
	}
	return 0
}

func contains(list []string, w string) bool {
	for _, x := range list {
		if x == w {
			return true
		}
	}
	return false
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
