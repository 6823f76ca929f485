package understand

import (
	"unicode"
	"unicode/utf8"
)

// Symbol features (issue 24): the tokenizer keeps words and numbers only,
// so "?", "👍", "👎" and "🙏" were all the empty message to the heads — a
// bare question mark (help), a thumbs-up at an approval (approve) and a
// thumbs-down (reject) could not be told apart. Each question mark,
// exclamation mark and emoji or other symbol becomes a feature of its own,
// and a message made only of them says so.

var fSymbol = mix(fnvOffset, "p:")

// symbolFeats appends a feature per run of one symbol in text, and one
// for a message with no word (nwords == 0) but a symbol.
func symbolFeats(f []uint32, text string, nwords int) []uint32 {
	var last rune
	seen := false
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if !isSymbol(r) {
			last = 0
			continue
		}
		if r != last {
			var buf [utf8.UTFMax]byte
			n := utf8.EncodeRune(buf[:], r)
			f = append(f, mix(fSymbol, string(buf[:n])))
		}
		last, seen = r, true
	}
	if seen && nwords == 0 {
		f = append(f, mix(fSymbol, "only"))
	}
	return f
}

// isSymbol is a question or exclamation mark, or a pictograph or other
// symbol (emoji, ✓, ❌) — not letters, digits, spaces, ordinary
// punctuation or typographic quotes and dashes.
func isSymbol(r rune) bool {
	switch {
	case r == '?' || r == '!':
		return true
	case r < 0x2100 || unicode.IsLetter(r) || unicode.IsDigit(r):
		return false // words, ordinary and typographic punctuation (’ “ ” – …)
	case r >= 0xFE00 && r <= 0xFE0F, r == 0x200D:
		return false // variation selectors and joiners inside an emoji
	}
	return true
}
