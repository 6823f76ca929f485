package reading

import (
	"strings"
	"unicode"
)

// stopWords carry no intent: they are dropped before routing scores words.
var stopWords = toSet(`a an the i me my mine we our you your it its is am are was were be been
to of for in on at by with from into about as and or but so if then than that this these those
do does did doing can could would should will shall may might must please kindly want wanna like
need let lets just some any what which who whom how hi hello hey ok okay yes no not now also too
there here up out get got have has had go going make us them they he she his her him
pls plz u ur yo`)

// toSet is the set of s's words, sized at once: these sets are built at
// package init, by every start (R55), and a map grown word by word
// rehashes several times.
func toSet(s string) map[string]bool {
	words := strings.Fields(s)
	out := make(map[string]bool, len(words))
	for _, w := range words {
		out[w] = true
	}
	return out
}

// Words splits text into lower-case words of letters and digits.
func Words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// Terms are the stems of a text's content words, for routing. Numbers are
// dropped: "send 200" and "send 300" mean the same thing to a router.
func Terms(text string) []string {
	var out []string
	for _, w := range Words(text) {
		w = strings.TrimSuffix(strings.Trim(w, "'"), "'s")
		if w == "" || stopWords[w] || isNumber(w) {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// stem is a deliberately crude suffix stripper: routing only needs
// "transferring", "transfers" and "transfer" to meet, not linguistics.
func stem(w string) string {
	if len(w) <= 4 {
		return w
	}
	for _, suf := range []string{"ing", "ed", "es", "s", "e"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			w = w[:len(w)-len(suf)]
			break
		}
	}
	// transferr → transfer, stopp → stop
	if n := len(w); n > 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
		w = w[:n-1]
	}
	return w
}

// PhraseIndex finds phrase in text at word boundaries; both lower-case.
func PhraseIndex(text, phrase string) int {
	if phrase == "" {
		return -1
	}
	from := 0
	for {
		i := strings.Index(text[from:], phrase)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(phrase)
		if WordBoundary(text, i-1) && WordBoundary(text, end) {
			return i
		}
		from = i + 1
	}
}

// WordBoundary reports whether byte i of text (or a position outside it)
// is no letter, digit or underscore: a word may end or start next to it.
func WordBoundary(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return true
	}
	c := text[i]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80)
}

// ASCIILower lower-cases A–Z only. Cues and choice words are ASCII, and
// keeping every other byte as it is keeps offsets in the lower-cased text
// valid in the original: strings.ToLower changes the length of some
// letters ("Ⱥ"), which cut values at the wrong place.
func ASCIILower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return string(b)
}

// EditDistance is the Damerau–Levenshtein distance of a and b (a swap of
// two neighbours is one edit), or limit+1 once it is sure to exceed limit:
// for typo repair and typo-tolerant rules.
func EditDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// correctionMarkers take back what was said before them.
var correctionMarkers = Lazy(`(?i)\b(?:no wait|wait|actually|i mean|i meant|sorry|or rather|rather|make that|scratch that|correction)\b`)

// LastCorrection is where the words after the last correction marker
// begin, -1 when there is none.
func LastCorrection(text string) int {
	if !mayCorrect(text) {
		return -1
	}
	at := -1
	if locs := correctionMarkers.FindAllStringIndex(text, -1); len(locs) > 0 {
		at = locs[len(locs)-1][1]
	}
	// "send 500 to 1234324, no, 50": a bare no between two values
	for _, m := range noThenValue.FindAllStringSubmatchIndex(text, -1) {
		if m[2] > at {
			at = m[2]
		}
	}
	// "from checking? no, take it from savings": a bare no after the
	// sentence it answers, with more said after it
	for _, m := range stopThenNo.FindAllStringSubmatchIndex(text, -1) {
		if m[2] > at {
			at = m[2]
		}
	}
	return at
}

// noThenValue is a bare "no" that takes back the value before it and
// gives another: ", no, 50", ", no $50", ", no, to 7654321".
var noThenValue = Lazy(`(?i),\s*no\b,?\s+((?:\$\s?)?\d|to\s+\d)`)

// stopThenNo is a bare "no" starting a sentence after a question or a
// stop, with words after it: "checking? no, savings", "checking. no -
// savings". Where it marks a correction is decided by the caller, which
// wants a value on each side.
var stopThenNo = Lazy(`(?i)[?.!;]\s*no\b[,.!]*\s+(\w)`)

// mayCorrect is a cheap test before the pattern: most messages hold no
// word of a correction at all.
func mayCorrect(text string) bool {
	l := strings.ToLower(text)
	for _, w := range []string{"wait", "actually", "mean", "sorry", "rather", "make that", "scratch", "correction", ", no", ",no", "? no", "?no", ". no", "! no", "; no"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// CorrectsAround reports a correction marker at the end of before or at
// the start of after: the two are one request, corrected.
func CorrectsAround(before, after string) bool {
	b := strings.Fields(before)
	if len(b) > 3 {
		b = b[len(b)-3:]
	}
	a := strings.Fields(after)
	if len(a) > 3 {
		a = a[:3]
	}
	return correctionMarkers.MatchString(strings.Join(b, " ")) || correctionMarkers.MatchString(strings.Join(a, " "))
}
