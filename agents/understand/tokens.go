package understand

import (
	"unicode"
	"unicode/utf8"
)

// tok is one word or number of a message, lower case, with its byte span.
// The reader's own tokenizer is simpler than agents/reading's: it only
// needs what the features see, and it runs on every message of training.
type tok struct {
	norm     string // lower case, apostrophes dropped
	from, to int
	number   bool // starts with a digit
	dollar   bool // a "$" stands right before it
}

// tokenize splits text into words and numbers. Numbers keep their inner
// separators and a glued suffix ("1,250.50", "5k", "19.99"); words keep
// letters and digits after the first letter ("v2").
func tokenize(text string, out []tok) []tok {
	out = out[:0]
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r >= '0' && r <= '9':
			start := i
			for i < len(text) {
				c := text[i]
				if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
					i++
					continue
				}
				if (c == ',' || c == '.') && i+1 < len(text) && text[i+1] >= '0' && text[i+1] <= '9' {
					i++
					continue
				}
				break
			}
			out = append(out, tok{norm: lowerASCII(text[start:i]), from: start, to: i, number: true,
				dollar: start > 0 && text[start-1] == '$' || start > 1 && text[start-2] == '$' && text[start-1] == ' '})
		case unicode.IsLetter(r):
			start := i
			if j := plainWordEnd(text, i); j > i {
				// lower-case ASCII, ended by neither a letter nor an
				// apostrophe: the word is its own text, no copy
				out = append(out, tok{norm: text[i:j], from: i, to: j})
				i = j
				continue
			}
			var room [32]byte
			b := room[:0]
			for i < len(text) {
				r, size := utf8.DecodeRuneInString(text[i:])
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					b = utf8.AppendRune(b, unicode.ToLower(r))
					i += size
					continue
				}
				if (r == '\'' || r == '’') && i+size < len(text) {
					if n, _ := utf8.DecodeRuneInString(text[i+size:]); unicode.IsLetter(n) {
						i += size
						continue
					}
				}
				break
			}
			out = append(out, tok{norm: string(b), from: start, to: i})
		default:
			i += size
		}
	}
	return out
}

// plainWordEnd is the end of the word at i when it is plain — lower-case
// ASCII letters and digits, followed by the end or by an ASCII byte that
// is no letter, digit or apostrophe — else i: then the word is read rune
// by rune.
func plainWordEnd(text string, i int) int {
	j := i
	for j < len(text) && (text[j] >= 'a' && text[j] <= 'z' || text[j] >= '0' && text[j] <= '9') {
		j++
	}
	if j == len(text) {
		return j
	}
	c := text[j]
	if c >= utf8.RuneSelf || c == '\'' || c >= 'A' && c <= 'Z' {
		return i
	}
	return j
}

func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
