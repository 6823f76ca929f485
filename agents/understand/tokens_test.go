package understand

import (
	"os"
	"slices"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The tokenizer with its plain-word fast path gives the tokens the
// rune-by-rune tokenizer gave (kept below as the reference), on every
// corpus line and on words the fast path must hand over: capitals,
// apostrophes, accents, digits, a word at the very end.
func TestTokenizeAsRuneByRune(t *testing.T) {
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"", "a", "send 50", "Send", "sEnd", "don't", "don’t", "rock'n'roll", "it's.", "v2 x9y", "café au lait",
		"naïve résumé", "über", "ab'", "ab'1", "ab_cd", "ab-cd", "user123 PIN4", "ΑΒΓ abc", "abc\u00a0def", "tab\tsep", "x'"}
	for _, ex := range exs {
		texts = append(texts, ex.Text)
	}
	for _, text := range texts {
		if got, want := tokenize(text, nil), tokenizeRuneByRune(text, nil); !slices.Equal(got, want) {
			t.Fatalf("%q: %v, rune by rune %v", text, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { tokenize("please send fifty to my savings now", make([]tok, 0, 8)) }); n != 0 {
		t.Errorf("plain words: %v allocations", n)
	}
}

// tokenizeRuneByRune is the tokenizer before its fast path.
func tokenizeRuneByRune(text string, out []tok) []tok {
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
			var b []byte
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
