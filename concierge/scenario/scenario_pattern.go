package scenario

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Pattern is an expectation's regular expression (expect reply, note,
// approval, …). Parsing a scenario compiled every expectation's expression
// at once: the bank demo's 41 cost about a tenth of its own start-up work
// (R55), and most are plain text ("expect reply \$1,000\.00",
// "expect reply (?i)username"). A Pattern is only checked for syntax when
// the file is parsed, so a bad one is still reported on its line; an
// expression that is a literal (escaped punctuation, a leading (?i) or (?s),
// ^ and $ at its ends) is matched as a string, with what the expression
// would answer; any other is compiled at its first check.
type Pattern struct {
	src string

	lit        bool // src is a literal: text, fold, anchors below
	text       string
	fold       bool // (?i): runes compare by Unicode simple case folding
	start, end bool // ^ and $: the match begins and ends the checked text

	once sync.Once
	re   *regexp.Regexp
}

// parsePattern checks src as regexp.Compile would, with its error.
func parsePattern(src string) (*Pattern, error) {
	p := &Pattern{src: src}
	if p.literal() {
		return p, nil
	}
	if _, err := syntax.Parse(src, syntax.Perl); err != nil {
		return nil, err
	}
	return p, nil
}

// String is the expression as written.
func (p *Pattern) String() string { return p.src }

// MatchString says whether the expression matches somewhere in s.
func (p *Pattern) MatchString(s string) bool {
	if !p.lit {
		p.once.Do(func() { p.re = regexp.MustCompile(p.src) })
		return p.re.MatchString(s)
	}
	if !p.fold {
		switch {
		case p.start && p.end:
			return s == p.text
		case p.start:
			return strings.HasPrefix(s, p.text)
		case p.end:
			return strings.HasSuffix(s, p.text)
		}
		return strings.Contains(s, p.text)
	}
	// The expression tries each rune of s as a start, as the regexp
	// package does (an invalid byte is one rune).
	for i := 0; i <= len(s); {
		if e, ok := foldPrefix(s[i:], p.text); ok && (!p.end || i+e == len(s)) {
			return true
		}
		if p.start || i == len(s) {
			return false
		}
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return false
}

// literal says whether src is a plain text with at most a leading (?i) or
// (?s), escaped punctuation and anchors at its ends, and if so sets the
// fields that match it. Anything else (a class, a repeat, a group, \d,
// (?m), invalid UTF-8, U+FFFD, which the regexp package also matches for
// an invalid byte) is left to the regexp package.
func (p *Pattern) literal() bool {
	s := p.src
	if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) {
		return false
	}
	if rest, ok := strings.CutPrefix(s, "(?"); ok {
		flags, after, ok := strings.Cut(rest, ")")
		if !ok || flags == "" || strings.Trim(flags, "is") != "" {
			return false
		}
		p.fold = strings.Contains(flags, "i")
		s = after
	}
	if rest, ok := strings.CutPrefix(s, "^"); ok {
		p.start, s = true, rest
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			// \ before ASCII punctuation is that character; before a
			// letter or digit it is a class or an assertion
			if i+1 == len(s) || s[i+1] >= utf8.RuneSelf || isWordByte(s[i+1]) {
				return false
			}
			i++
			b.WriteByte(s[i])
		case c == '$' && i == len(s)-1:
			p.end = true
		case strings.IndexByte(`.+*?()|[]{}^$`, c) >= 0:
			return false
		default:
			b.WriteByte(c)
		}
	}
	p.text, p.lit = b.String(), true
	return true
}

// foldPrefix says whether s begins with lit under simple case folding, and
// where in s the match ends.
func foldPrefix(s, lit string) (int, bool) {
	i := 0
	for _, want := range lit {
		if i >= len(s) {
			return 0, false
		}
		got, w := utf8.DecodeRuneInString(s[i:])
		if !sameFold(got, want) {
			return 0, false
		}
		i += w
	}
	return i, true
}

// sameFold is (?i)'s equality: the runes are one orbit of SimpleFold.
func sameFold(a, b rune) bool {
	if a == b {
		return true
	}
	for r := unicode.SimpleFold(b); r != b; r = unicode.SimpleFold(r) {
		if r == a {
			return true
		}
	}
	return false
}

// isWordByte reports an ASCII letter, digit or underscore: what \b in a
// pattern counts as part of a word.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
