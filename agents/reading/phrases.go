package reading

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A phrase of the lexicon, read: words, kinds of words, gaps and other
// sections, one after the other, with every choice of a line taken.

type atomKind uint8

const (
	atomWord atomKind = iota
	atomClass
	atomGap
	atomRef
)

// atom is one step of a phrase: a word, a kind of word, a gap of any words,
// or a phrase of another section.
type atom struct {
	kind     atomKind
	word     string
	class    wordClass
	min, max int // a gap's length
	refName  string
	ref      *section
}

type pattern []atom

// wordClass is a built-in kind of word.
type wordClass uint8

const (
	classAny wordClass = iota + 1
	classWord
	classNumber
	classHour
	classClock
	classOrdinal
)

var wordClasses = map[string]wordClass{"any": classAny, "word": classWord, "number": classNumber,
	"hour": classHour, "clock": classClock, "ordinal": classOrdinal}

func (c wordClass) has(u *unit) bool {
	switch c {
	case classAny:
		return true
	case classWord:
		return u.kind == WordToken
	case classNumber:
		return u.kind == NumberToken && digitsAnd(u.w, ",.") == len(u.w)
	case classHour:
		return u.kind == NumberToken && hourLen(u.w) == len(u.w)
	case classClock:
		n := hourLen(u.w)
		return u.kind == NumberToken && n > 0 && (u.w[n:] == "am" || u.w[n:] == "pm")
	case classOrdinal:
		n := digitsAnd(u.w, "")
		switch u.w[n:] {
		case "st", "nd", "rd", "th":
			return n > 0 && n <= 2
		}
	}
	return false
}

// digitsAnd is the length of the leading run of digits (and of the
// separators in seps, after a digit) of w.
func digitsAnd(w, seps string) int {
	i := 0
	for i < len(w) && (w[i] >= '0' && w[i] <= '9' || i > 0 && strings.IndexByte(seps, w[i]) >= 0) {
		i++
	}
	return i
}

// hourLen is the length of a leading hour of w: one or two digits, and
// ":dd" after them.
func hourLen(w string) int {
	n := digitsAnd(w, "")
	if n == 0 || n > 2 {
		return 0
	}
	if len(w) >= n+3 && w[n] == ':' && digitsAnd(w[n+1:], "") == 2 {
		return n + 3
	}
	return n
}

// String writes a phrase back in the lexicon's words.
func (p pattern) String() string {
	var parts []string
	for _, a := range p {
		switch a.kind {
		case atomWord:
			parts = append(parts, a.word)
		case atomClass:
			for name, c := range wordClasses {
				if c == a.class {
					parts = append(parts, "<"+name+">")
				}
			}
		case atomGap:
			parts = append(parts, fmt.Sprintf("<any:%d-%d>", a.min, a.max))
		case atomRef:
			parts = append(parts, "<"+a.refName+">")
		}
	}
	return strings.Join(parts, " ")
}

// maxExpansions bounds how many phrases one line may stand for, so that a
// slip in the brackets is an error and not a memory blow-up.
const maxExpansions = 4096

// parsePhrases reads one line of phrases into the list of phrases it says,
// every choice taken.
func parsePhrases(value string) ([]pattern, error) {
	toks, err := splitPhraseLine(value)
	if err != nil {
		return nil, err
	}
	p := &phraseParser{toks: toks}
	out, err := p.choices()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.toks) {
		return nil, fmt.Errorf("unexpected %q", p.toks[p.i])
	}
	return out, nil
}

// splitPhraseLine cuts a line of phrases into words, brackets, bars and
// <kinds>.
func splitPhraseLine(s string) ([]string, error) {
	var out []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ' ' || c == '\t':
			i++
		case strings.IndexByte("()[]|", c) >= 0:
			out = append(out, s[i:i+1])
			i++
		case c == '<':
			j := strings.IndexByte(s[i:], '>')
			if j < 0 {
				return nil, fmt.Errorf("%q has no closing >", s[i:])
			}
			out = append(out, s[i:i+j+1])
			i += j + 1
		default:
			j := i
			for j < len(s) && strings.IndexByte(" \t()[]|<>", s[j]) < 0 {
				j++
			}
			if j == i {
				return nil, fmt.Errorf("a stray %q", s[i:i+1])
			}
			out = append(out, s[i:j])
			i = j
		}
	}
	return out, nil
}

type phraseParser struct {
	toks []string
	i    int
}

func (p *phraseParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

// choices: a sequence, then | and another, …
func (p *phraseParser) choices() ([]pattern, error) {
	var out []pattern
	for {
		seqs, err := p.sequence()
		if err != nil {
			return nil, err
		}
		out = append(out, seqs...)
		if len(out) > maxExpansions {
			return nil, fmt.Errorf("more than %d phrases in one line", maxExpansions)
		}
		if p.peek() != "|" {
			return out, nil
		}
		p.i++
	}
}

// sequence: words, (choices) and [choices] one after the other, as every
// phrase they make.
func (p *phraseParser) sequence() ([]pattern, error) {
	var items [][]pattern // each item's choices, in order
	count := 1            // the phrases they make
	for {
		var next []pattern
		switch tok := p.peek(); tok {
		case "", "|", ")", "]":
			if len(items) == 0 {
				if tok == "" && p.i == 0 {
					return nil, errors.New("no phrase")
				}
				return nil, fmt.Errorf("an empty choice before %s", orEnd(tok))
			}
			return product(items, count), nil
		case "(", "[":
			p.i++
			inner, err := p.choices()
			if err != nil {
				return nil, err
			}
			want := map[string]string{"(": ")", "[": "]"}[tok]
			if p.peek() != want {
				return nil, fmt.Errorf("%s is not closed by %s", tok, want)
			}
			p.i++
			next = inner
			if tok == "[" {
				next = append([]pattern{{}}, inner...)
			}
		default:
			a, err := parseAtom(tok)
			if err != nil {
				return nil, err
			}
			p.i++
			next = []pattern{{a}}
		}
		if count*len(next) > maxExpansions {
			return nil, fmt.Errorf("more than %d phrases in one line", maxExpansions)
		}
		count *= len(next)
		items = append(items, next)
	}
}

// product is every phrase made of one choice of each item, the last item's
// choices varying fastest; count is how many. Each phrase is built once:
// multiplying the items out one at a time copied every phrase again for
// each item, most of the lexicon's allocations when it is built, on the
// first message of every run (R55).
func product(items [][]pattern, count int) []pattern {
	out := make([]pattern, 0, count)
	pick := make([]int, len(items))
	for {
		n := 0
		for k, choices := range items {
			n += len(choices[pick[k]])
		}
		phrase := make(pattern, 0, n)
		for k, choices := range items {
			phrase = append(phrase, choices[pick[k]]...)
		}
		out = append(out, phrase)
		k := len(items) - 1
		for ; k >= 0; k-- {
			if pick[k]++; pick[k] < len(items[k]) {
				break
			}
			pick[k] = 0
		}
		if k < 0 {
			return out
		}
	}
}

func orEnd(tok string) string {
	if tok == "" {
		return "the end"
	}
	return strconv.Quote(tok)
}

func parseAtom(tok string) (atom, error) {
	if name, ok := strings.CutPrefix(tok, "<"); ok {
		name = strings.TrimSuffix(name, ">")
		kind, span, ranged := strings.Cut(name, ":")
		if ranged {
			if kind != "any" {
				return atom{}, fmt.Errorf("%s: only <any:m-n> takes a count", tok)
			}
			lo, hi, ok := strings.Cut(span, "-")
			min, err1 := strconv.Atoi(lo)
			max, err2 := strconv.Atoi(hi)
			if !ok || err1 != nil || err2 != nil || min < 0 || max < min || max > 20 {
				return atom{}, fmt.Errorf("%s: a count is <any:m-n>, 0 ≤ m ≤ n ≤ 20", tok)
			}
			return atom{kind: atomGap, min: min, max: max}, nil
		}
		if c, ok := wordClasses[name]; ok {
			return atom{kind: atomClass, class: c}, nil
		}
		if !sectionName(name) {
			return atom{}, fmt.Errorf("%s is no kind of word", tok)
		}
		return atom{kind: atomRef, refName: name}, nil
	}
	// a phrase word must be one word as a message reads it, in the form
	// it is compared in
	toks, _ := tokenize(tok)
	if len(toks) != 1 || !toks[0].word() || toks[0].Norm != tok {
		read := make([]string, len(toks))
		for i, t := range toks {
			read[i] = t.Norm
		}
		return atom{}, fmt.Errorf("%q is not one word as a message reads it (it reads as %q)", tok, read)
	}
	return atom{kind: atomWord, word: tok}, nil
}
