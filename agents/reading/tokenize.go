package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is what a token is.
type Kind uint8

const (
	// WordToken is a run of letters (and the digits and marks after them),
	// with the apostrophes inside it: "don't", "café", "v2", "你好".
	WordToken Kind = iota + 1
	// NumberToken starts with a digit, and keeps the separators between
	// digits and the letters glued on: "5", "1,250.50", "5k", "1st",
	// "5:30pm".
	NumberToken
	// SymbolToken is an emoji or another symbol, with the modifiers that
	// belong to it: "👍🏽", "✅", "€", "$".
	SymbolToken
	// PunctToken is one punctuation mark: ",", ".", "?", "/", "…", "’".
	PunctToken
)

func (k Kind) String() string {
	switch k {
	case WordToken:
		return "word"
	case NumberToken:
		return "number"
	case SymbolToken:
		return "symbol"
	case PunctToken:
		return "punct"
	}
	return "?"
}

// Token is one piece of a message.
type Token struct {
	Kind Kind
	// Text is the token as typed, a slice of the message (invalid UTF-8
	// included).
	Text string
	// Norm is the token as it is compared: lower case, ’ read as ', and an
	// emoji without its skin tone or presentation modifiers ("👍🏽" is "👍").
	Norm string
	// From and To are the token's byte span in the message.
	From, To int
}

// word reports a token that words are matched against: words, numbers and
// the symbols outside ASCII (emoji). Punctuation and ASCII symbols ("$",
// "+") separate words, as in the normalised text.
func (t *Token) word() bool {
	return t.Kind == WordToken || t.Kind == NumberToken || t.Kind == SymbolToken && t.Text[0] >= utf8.RuneSelf
}

// Normalise lower-cases text and drops punctuation, so that "What can you
// do?" and "what can you do" read alike: the runs of ASCII letters, digits
// and apostrophes and of every rune outside ASCII, one space between runs,
// with ’ read as '. It is the normalised text of every Reading.
func Normalise(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	space := false
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		i += size
		r = lower(r)
		if !kept(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		writeNorm(&b, r)
	}
	return b.String()
}

// lower is unicode.ToLower with a fast path for ASCII.
func lower(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	return unicode.ToLower(r)
}

// kept reports a (lower-case) rune the normalised text keeps.
func kept(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'' || r >= utf8.RuneSelf
}

func writeNorm(b *strings.Builder, r rune) {
	switch {
	case r == '’':
		b.WriteByte('\'')
	case r < utf8.RuneSelf:
		b.WriteByte(byte(r))
	default:
		b.WriteRune(r) // an invalid byte is written as U+FFFD, as strings.ToLower does
	}
}

// tokenizer reads a message once: the tokens and the normalised text come
// out of the same pass over its runes.
type tokenizer struct {
	text  string
	norm  strings.Builder
	toks  []Token
	space bool
}

// runeAt decodes the rune at i, lower-cased; size 0 past the end.
func (z *tokenizer) runeAt(i int) (r rune, size int) {
	if i >= len(z.text) {
		return 0, 0
	}
	if c := z.text[i]; c < utf8.RuneSelf {
		return lower(rune(c)), 1
	}
	r, size = utf8.DecodeRuneInString(z.text[i:])
	return lower(r), size
}

// emit writes the runes of text[from:to] to the normalised text, and
// returns where they start and end there.
func (z *tokenizer) emit(from, to int) (int32, int32) {
	start := int32(-1)
	for i := from; i < to; {
		r, size := z.runeAt(i)
		i += size
		if !kept(r) {
			z.space = true
			continue
		}
		if z.space && z.norm.Len() > 0 {
			z.norm.WriteByte(' ')
		}
		z.space = false
		if start < 0 {
			start = int32(z.norm.Len())
		}
		writeNorm(&z.norm, r)
	}
	if start < 0 {
		start = int32(z.norm.Len())
	}
	return start, int32(z.norm.Len())
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsNumber(r)
}

func isDigit(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9'
	}
	return unicode.IsDigit(r)
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' }

// isSpace: white space and the invisible controls between words.
func isSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r <= ' ' || r == 0x7f
	}
	return unicode.IsSpace(r) || unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r)
}

// modifier reports a rune that belongs to the symbol before it: variation
// selectors, skin tones, combining marks (the keycap), tags.
func modifier(r rune) bool {
	return r >= 0xFE00 && r <= 0xFE0F || r >= 0x1F3FB && r <= 0x1F3FF || r >= 0xE0020 && r <= 0xE007F || unicode.IsMark(r)
}

func regionalIndicator(r rune) bool { return r >= 0x1F1E6 && r <= 0x1F1FF }

// tokenize reads text into tokens and its normalised text.
func tokenize(text string) (toks []Token, norm string) {
	z := tokenizer{text: text}
	z.norm.Grow(len(text) + 1)
	z.toks = make([]Token, 0, len(text)/4+4)
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf && asciiSpace[c] {
			z.space = true
			i++
			continue
		}
		r, size := z.runeAt(i)
		from := i
		kind := PunctToken
		ascii := false
		switch {
		case isSpace(r):
			// no token; the normalised text keeps what it always kept
			// (a no-break space outside ASCII)
			i += size
			z.emit(from, i)
			continue
		case isDigit(r):
			kind = NumberToken
			i, ascii = z.scanWord(i, true)
		case isWordRune(r):
			kind = WordToken
			i, ascii = z.scanWord(i, false)
		case r >= utf8.RuneSelf && !unicode.IsPunct(r) || unicode.IsSymbol(r):
			kind, i = SymbolToken, z.scanSymbol(i+size, r)
		default:
			i += size
		}
		var a, b int32
		if ascii {
			a, b = z.emitASCII(from, i)
		} else {
			a, b = z.emit(from, i)
		}
		t := Token{Kind: kind, Text: text[from:i], Norm: text[from:i], From: from, To: i}
		switch {
		case kind == WordToken || kind == NumberToken && ascii:
			// a word's runes are all kept, in one run: its Norm is a slice
			// of the normalised text (which a strings.Builder never changes
			// once written)
			t.Norm = z.norm.String()[a:b]
		case kind == NumberToken:
			t.Norm = strings.ReplaceAll(strings.ToLower(t.Text), "’", "'")
		case kind == SymbolToken && r >= utf8.RuneSelf:
			// the symbol without its modifiers; a flag is both its letters
			if n := int32(utf8.RuneLen(r)); !regionalIndicator(r) && n < b-a {
				b = a + n
			}
			t.Norm = z.norm.String()[a:b]
		}
		z.toks = append(z.toks, t)
	}
	return z.toks, z.norm.String()
}

// asciiSpace are the ASCII runes between words that make no token.
var asciiSpace = func() (t [utf8.RuneSelf]bool) {
	for c := 0; c <= ' '; c++ {
		t[c] = true
	}
	t[0x7f] = true
	return t
}()

// emitASCII is emit for a run of ASCII letters, digits and apostrophes,
// all of which the normalised text keeps.
func (z *tokenizer) emitASCII(from, to int) (int32, int32) {
	if z.space && z.norm.Len() > 0 {
		z.norm.WriteByte(' ')
	}
	z.space = false
	a := int32(z.norm.Len())
	for i := from; i < to; i++ {
		c := z.text[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		z.norm.WriteByte(c)
	}
	return a, int32(z.norm.Len())
}

// scanWord reads a word or a number from i, returning where it ends and
// whether it is ASCII letters, digits and apostrophes only. An apostrophe
// stays inside a word between two word runes ("don't"); a number also
// keeps , . and : between two digits ("1,250.50", "5:30").
func (z *tokenizer) scanWord(i int, number bool) (int, bool) {
	prevDigit, ascii := false, true
	for i < len(z.text) {
		if c := z.text[i]; c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
				prevDigit = false
				i++
				continue
			case '0' <= c && c <= '9':
				prevDigit = true
				i++
				continue
			case c != '\'' && !(number && prevDigit && (c == ',' || c == '.' || c == ':')):
				return i, ascii
			}
		}
		r, size := z.runeAt(i)
		switch {
		case isWordRune(r):
			prevDigit = isDigit(r)
			ascii = false
			i += size
			continue
		case isApostrophe(r):
			if next, n := z.runeAt(i + size); n > 0 && isWordRune(next) && !unicode.IsMark(next) {
				i += size
				prevDigit = false
				ascii = ascii && r == '\''
				continue
			}
		case number && prevDigit && (r == ',' || r == '.' || r == ':'):
			if next, n := z.runeAt(i + size); n > 0 && isDigit(next) {
				i += size
				prevDigit = false
				ascii = false // the separator is not in the normalised text
				continue
			}
		}
		return i, ascii
	}
	return i, ascii
}

// scanSymbol reads the rest of a symbol that started with first and ends
// before i: its modifiers, a second regional indicator (a flag), and the
// symbols a zero-width joiner ties to it ("👩‍💻").
func (z *tokenizer) scanSymbol(i int, first rune) int {
	if regionalIndicator(first) {
		if r, size := z.runeAt(i); regionalIndicator(r) {
			i += size
		}
	}
	for {
		r, size := z.runeAt(i)
		switch {
		case size == 0:
			return i
		case modifier(r):
			i += size
		case r == 0x200D:
			if next, n := z.runeAt(i + size); n > 0 && next >= utf8.RuneSelf && unicode.IsSymbol(next) {
				i += size + n
				continue
			}
			return i
		default:
			return i
		}
	}
}
