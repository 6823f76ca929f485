package reading

import (
	"crypto/rand"
	"crypto/sha256"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// SecretMemory remembers the secrets typed in this process so that a later
// occurrence in user text — a reject reason, a correction, a pasted line —
// is masked like the first (R29), whatever words stand around it. It keeps
// no secret: only a salted SHA-256 of each and its length in runes, which
// is all Mask needs to decide which words to hash. The zero value is
// ready to use and safe for concurrent use.
type SecretMemory struct {
	mu     sync.RWMutex
	hashes map[[sha256.Size]byte]struct{}
	// lengths are the distinct rune lengths remembered, longest first, so
	// a pass phrase is masked whole before a shorter secret inside it.
	// Remember replaces the slice rather than changing it.
	lengths []int
	// spaced is set once a secret with a space in it is remembered (a
	// pass phrase); until then a run with a space in it is not hashed,
	// which is most of the runs Mask looks at.
	spaced bool
}

// ShortSecret is the length under which a secret is masked only as a
// whole word between spaces: "12" inside "12:30" or "$12" is a number.
const ShortSecret = 3

// SecretMask is what a secret looks like wherever it is shown or stored.
// It is state.SecretMask, spelled again because this package imports
// nothing of the product; a test of package agents keeps the two equal.
const SecretMask = "••••••"

// secretSalt is drawn once per process: a hash means nothing outside it,
// and the same secret in two processes hashes differently.
var secretSalt = sync.OnceValue(func() [32]byte {
	var b [32]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read does not fail (Go 1.24+)
	return b
})

// secretHash hashes v with the process salt, reusing buf.
func secretHash(buf []byte, v string) ([sha256.Size]byte, []byte) {
	salt := secretSalt()
	buf = append(append(buf[:0], salt[:]...), v...)
	return sha256.Sum256(buf), buf
}

// Remember keeps a hash of value so that Mask finds it from now on.
// Blank values are ignored.
func (m *SecretMemory) Remember(value string) {
	if strings.TrimSpace(value) == "" {
		return
	}
	h, _ := secretHash(nil, value)
	n := utf8.RuneCountInString(value)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.hashes == nil {
		m.hashes = map[[sha256.Size]byte]struct{}{}
	}
	m.hashes[h] = struct{}{}
	m.spaced = m.spaced || strings.ContainsFunc(value, unicode.IsSpace)
	if !slices.Contains(m.lengths, n) {
		ls := append(slices.Clone(m.lengths), n)
		slices.SortFunc(ls, func(a, b int) int { return b - a })
		m.lengths = ls
	}
}

// Mask replaces every occurrence of a remembered secret in text with
// SecretMask and reports whether it found one. An occurrence is a
// run of characters that does not continue a word on either side: "monkey"
// is masked in "monkey business", "pw:monkey" and "'monkey'", not in
// "monkeys". Matching is exact, as passwords are: "Monkey" is another
// word. Only runs of a remembered length are hashed, so a 32 KB message
// costs a hash per word of that length (BenchmarkSecretMemoryMask).
func (m *SecretMemory) Mask(text string) (string, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if len(m.lengths) == 0 || text == "" {
		return text, false
	}
	ascii := isASCII(text)
	var b strings.Builder
	var buf []byte
	var h [sha256.Size]byte
	last := 0
	for i := 0; i < len(text); {
		size := 1
		if !ascii {
			_, size = utf8.DecodeRuneInString(text[i:])
		}
		j := 0
		if startsRun(text, i) {
			j = m.matchAt(text, i, ascii, &h, &buf)
		}
		if j == 0 {
			i += size
			continue
		}
		b.WriteString(text[last:i])
		b.WriteString(SecretMask)
		last, i = j, j
	}
	if last == 0 {
		return text, false
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// matchAt returns the end of the longest remembered secret that starts at
// byte i, or 0. h and buf are reused from call to call.
func (m *SecretMemory) matchAt(text string, i int, ascii bool, h *[sha256.Size]byte, buf *[]byte) int {
	for _, n := range m.lengths {
		j, ok := runesAfter(text, i, n, ascii)
		if !ok || !endsRun(text, j) || n < ShortSecret && !wholeWord(text, i, j) ||
			!m.spaced && strings.ContainsFunc(text[i:j], unicode.IsSpace) {
			continue
		}
		*h, *buf = secretHash(*buf, text[i:j])
		if _, ok := m.hashes[*h]; ok {
			return j
		}
	}
	return 0
}

// runesAfter is the byte offset n runes after i.
func runesAfter(text string, i, n int, ascii bool) (int, bool) {
	if ascii {
		return i + n, i+n <= len(text)
	}
	for ; n > 0; n-- {
		if i >= len(text) {
			return 0, false
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		i += size
	}
	return i, true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// startsRun reports whether a secret may start at byte i: not a space,
// and not in the middle of a word.
func startsRun(text string, i int) bool {
	if c := text[i]; c < utf8.RuneSelf {
		if c == ' ' || '\t' <= c && c <= '\r' {
			return false
		}
	} else if r, _ := utf8.DecodeRuneInString(text[i:]); unicode.IsSpace(r) {
		return false
	}
	return i == 0 || !wordBefore(text, i)
}

// endsRun reports whether a secret may end at byte j.
func endsRun(text string, j int) bool {
	if j == len(text) {
		return true
	}
	if c := text[j]; c < utf8.RuneSelf {
		return !asciiWord(c)
	}
	r, _ := utf8.DecodeRuneInString(text[j:])
	return !wordRune(r)
}

// wordBefore reports whether a word rune ends just before byte i > 0.
func wordBefore(text string, i int) bool {
	if c := text[i-1]; c < utf8.RuneSelf {
		return asciiWord(c)
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return wordRune(r)
}

// asciiWord is wordRune for one ASCII byte, without the Unicode tables:
// Mask asks it for every byte of a 32 KB message.
func asciiWord(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// wholeWord reports whether text[i:j] stands between spaces, with at most
// sentence punctuation after it: "my pin is 42." masks 42, "12:30" does not.
func wholeWord(text string, i, j int) bool {
	if i > 0 {
		p, _ := utf8.DecodeLastRuneInString(text[:i])
		if !unicode.IsSpace(p) {
			return false
		}
	}
	rest := strings.TrimLeft(text[j:], ".,;:!?")
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || unicode.IsSpace(r)
}
