package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Secrets are found by reading a message as a short list of tokens and
// matching a few word orders over it (secret_forms.go), not with one regular
// expression per form. The forms differ in which words sit around the value
// ("pw: monkey", "monkey is my password", "login seldo monkey"), while the
// value itself is read the same way each time: from the raw text, so a
// password keeps every character it was typed with ("p@ss=w:rd"), and its
// span is exact. One tokenizer and one value reader keep those two concerns
// apart; a regexp per form mixed them and got both wrong ("isn't" read as
// "is" + "n't").

// secretToken is a word or one punctuation mark, with its byte span.
type secretToken struct {
	from, to int
	low      string // a short word in ASCII lower case, for comparing with cues; "" if long
	mark     rune   // the punctuation mark; 0 for a word
}

func (t secretToken) word() bool { return t.mark == 0 }

// isWord reports whether the token is the word w (lower case).
func (t secretToken) isWord(w string) bool { return t.mark == 0 && t.low == w }

// joiners stand alone wherever they are: they tie a cue or a username to
// a value ("passwd=monkey", "seldo:monkey", "seldo/monkey"), or part one
// key=value pair from the next ("user=seldo;pass=monkey",
// "username=seldo&password=monkey"), where "seldo&password" is no word.
// A value is read from the raw text (valueAt), so it keeps them.
func joiner(c byte) bool { return c == ':' || c == '=' || c == '/' || c == '&' || c == ';' }

// edgeMarks stand alone only at a word's edges, so "it's", "p!ss" and
// "john.doe" stay one word while "monkey," and "'monkey'" do not.
const edgeMarks = `.,!?()[]{}"'` + "`" + "“”‘’«»"

// tokenizeSecret splits text into words and marks.
func tokenizeSecret(text string) []secretToken {
	toks := make([]secretToken, 0, len(text)/4+8) // prose has a token per 5 or 6 bytes
	i := 0
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			i += n
			continue
		}
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += n
		}
		start := i
		for k := i; k <= j; k++ {
			if k == j || joiner(text[k]) {
				toks = appendPiece(toks, text, start, k)
				if k < j {
					toks = append(toks, secretToken{from: k, to: k + 1, mark: rune(text[k])})
				}
				start = k + 1
			}
		}
		i = j
	}
	return toks
}

// appendPiece adds a run without joiners: its leading marks, the word, its
// trailing marks.
func appendPiece(toks []secretToken, text string, from, to int) []secretToken {
	for from < to {
		r, n := utf8.DecodeRuneInString(text[from:to])
		if !strings.ContainsRune(edgeMarks, r) {
			break
		}
		toks = append(toks, secretToken{from: from, to: from + n, mark: r})
		from += n
	}
	end := to
	for end > from {
		r, n := utf8.DecodeLastRuneInString(text[from:end])
		if !strings.ContainsRune(edgeMarks, r) {
			break
		}
		end -= n
	}
	if from < end {
		toks = append(toks, secretToken{from: from, to: end, low: lowWord(text[from:end])})
	}
	for k := end; k < to; {
		r, n := utf8.DecodeRuneInString(text[k:to])
		toks = append(toks, secretToken{from: k, to: k + n, mark: r})
		k += n
	}
	return toks
}

// maxCueWord is longer than any cue word a domain would declare: longer
// words are compared with nothing.
const maxCueWord = 32

// lowWord is w in ASCII lower case when it is short enough to be a cue,
// without a copy when it is lower case already: most words of a long
// paste are compared with nothing.
func lowWord(w string) string {
	if len(w) > maxCueWord {
		return ""
	}
	for i := 0; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' {
			return ASCIILower(w)
		}
	}
	return w
}

// quoteCloser is the mark that closes a quote opened by r, or 0 when r
// opens none.
func quoteCloser(r rune) rune {
	switch r {
	case '"', '\'', '`':
		return r
	case '“':
		return '”'
	case '‘':
		return '’'
	case '«':
		return '»'
	}
	return 0
}

// maxQuoted bounds a quoted value: a quote that closes further on is a
// quotation, not a password.
const maxQuoted = 128

// secretText is a message being read for secrets.
type secretText struct {
	text string
	toks []secretToken
}

// valueAt reads the value that starts at token k: the inside of a quote,
// or the run of non-space characters from the token on. Prose puts
// punctuation after a word ("password: monkey."), so that is left out; a
// tight assignment ("PASSWORD=monkey123!") is written like a config line,
// where every character but a closing full stop or comma counts. It
// returns the span and the index of the first token after the value.
func (m *secretText) valueAt(k int, tight bool) (from, to, next int, ok bool) {
	if k >= len(m.toks) {
		return 0, 0, 0, false
	}
	t := m.toks[k]
	from = t.from
	if closer := quoteCloser(t.mark); closer != 0 {
		if to, end, ok := m.closingQuote(t.to, closer); ok {
			return t.to, to, m.tokenAfter(k, end), true
		}
		from = t.to // an unclosed quote: the word after it
	} else if !t.word() {
		return 0, 0, 0, false
	}
	to = from
	for to < len(m.text) {
		r, n := utf8.DecodeRuneInString(m.text[to:])
		if unicode.IsSpace(r) || tight && nextPairAt(m.text, to) {
			break
		}
		to += n
	}
	to = from + len(trimValueEnd(m.text[from:to], tight))
	if to == from {
		return 0, 0, 0, false
	}
	return from, to, m.tokenAfter(k, to), true
}

// nextPairAt reports whether the next key=value pair of a config-like
// line begins at byte i: "password=monkey&username=seldo" is "monkey", as
// in a query string or a connection string. A "&" or ";" not followed by
// a key and "=" is the password's own ("p&ss;word"). A key is at most
// maxCueWord bytes, so a long run is read in one pass.
func nextPairAt(text string, i int) bool {
	if text[i] != '&' && text[i] != ';' {
		return false
	}
	k := i + 1
	for k < len(text) && k-i <= maxCueWord && (text[k] == '_' || 'a' <= text[k]|0x20 && text[k]|0x20 <= 'z' || k > i+1 && '0' <= text[k] && text[k] <= '9') {
		k++
	}
	return k > i+1 && k < len(text) && text[k] == '='
}

// closingQuote finds the quote that closes one opened just before from:
// on the same line, followed by a space, a mark or the end, with something
// inside that does not start or end with a space.
func (m *secretText) closingQuote(from int, closer rune) (inner, end int, ok bool) {
	limit := min(len(m.text), from+maxQuoted)
	for i := from; i < limit; {
		r, n := utf8.DecodeRuneInString(m.text[i:])
		if r == '\n' {
			return 0, 0, false
		}
		if r == closer && i > from {
			after, _ := utf8.DecodeRuneInString(m.text[i+n:])
			if i+n == len(m.text) || !wordRune(after) {
				v := m.text[from:i]
				if strings.TrimSpace(v) != v {
					return 0, 0, false
				}
				return i, i + n, true
			}
		}
		i += n
	}
	return 0, 0, false
}

// tokenAfter is the index of the first token at or after byte offset at,
// searching from token k.
func (m *secretText) tokenAfter(k, at int) int {
	for k < len(m.toks) && m.toks[k].from < at {
		k++
	}
	return k
}

// trimValueEnd drops the punctuation that ends a sentence after a value.
// A closing bracket goes only when the value opened none: "(p(1))".
func trimValueEnd(v string, tight bool) string {
	trail := `.,;:!?"'` + "`" + "”’»"
	if tight {
		trail = ".,;"
	}
	for v != "" {
		r, n := utf8.DecodeLastRuneInString(v)
		switch {
		case strings.ContainsRune(trail, r):
		case r == ')' && strings.Count(v, "(") < strings.Count(v, ")"):
		default:
			return v
		}
		v = v[:len(v)-n]
	}
	return v
}

// fieldBefore is the raw run of non-space characters that ends at byte to,
// without the quotes or brackets that open it: the value of "monkey is my
// password".
func (m *secretText) fieldBefore(to int) (from int) {
	from = to
	for from > 0 {
		r, n := utf8.DecodeLastRuneInString(m.text[:from])
		if unicode.IsSpace(r) {
			break
		}
		from -= n
	}
	for from < to {
		r, n := utf8.DecodeRuneInString(m.text[from:to])
		if quoteCloser(r) == 0 && !strings.ContainsRune("([{", r) {
			break
		}
		from += n
	}
	return from
}

// clauseEndsAt reports whether the value before token k ends its clause:
// "password monkey", "password monkey, please", "pwd monkey and user
// seldo". A question ("is my password safe?") ends nothing.
func (m *secretText) clauseEndsAt(k int) bool {
	if k >= len(m.toks) {
		return true
	}
	t := m.toks[k]
	if t.word() {
		return clauseWords[t.low] || foreignClauseWords[t.low]
	}
	return strings.ContainsRune(",;.!)]}", t.mark)
}

// glued reports whether tokens k and k+1 touch, with no space between.
func (m *secretText) glued(k int) bool {
	return k+1 < len(m.toks) && m.toks[k].to == m.toks[k+1].from
}

// wordRune is a letter, digit or underscore: what a secret must not run
// into for a match to be the same word.
func wordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}
