package concierge

// A known password anywhere in a line (R29, R55).
//
// Readers of a sign-in line know its forms ("seldo monkey", "seldo:monkey",
// "password is monkey"); people invent others ("seldo 🐒 monkey", "seldo |
// monkey", "u: seldo p: monkey", "seldo -> monkey"). Whatever the reader
// makes of such a line, a word that is the password of a user the domain's
// back end knows is masked before the line is shown, stored or read: the
// promise does not depend on the form being understood. When the rest of
// the line is only that user's name, labels and separators, it is the
// sign-in it looks like.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/state"
)

// pairLabels are the words that label a username or a password in a
// line of the two ("u: seldo p: monkey", "user seldo pass monkey").
var pairLabels = lazyWordSet(`u p user usr username login name id pass pw pwd passwd password pword pin is my and`)

// secretMarks are the marks a password may hold inside or at its end.
const secretMarks = "_-!@#$%^&*."

// knownSecretSpans are the byte ranges of text's words (runs of letters,
// digits and the marks passwords carry) that are a known user's password.
func (e *Engine) knownSecretSpans(text string) [][2]int {
	if e.domain.KnownSecret == nil {
		return nil
	}
	var spans [][2]int
	start := -1
	flush := func(end int) {
		// a word ending in marks ("monkey." "monkey!!") is the word,
		// unless the password holds them
		for ; start >= 0 && end > start; end-- {
			if e.domain.KnownSecret(text[start:end]) {
				spans = append(spans, [2]int{start, end})
				break
			}
			if !strings.ContainsRune(secretMarks, rune(text[end-1])) {
				break
			}
		}
		start = -1
	}
	for i, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(secretMarks, r) && start >= 0 {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(text))
	return spans
}

// maskKnownSecrets is text with every known password in it masked, and
// whether one was.
func (e *Engine) maskKnownSecrets(text string) (string, bool) {
	spans := e.knownSecretSpans(text)
	if len(spans) == 0 {
		return text, false
	}
	var b strings.Builder
	last := 0
	for _, s := range spans {
		e.typed.Remember(text[s[0]:s[1]])
		b.WriteString(text[last:s[0]])
		b.WriteString(state.SecretMask)
		last = s[1]
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// knownPairLine reads a line that is a known username, then a known
// password, with nothing else but labels and separators between and
// around ("seldo | monkey", "u: seldo p: monkey", "seldo 🐒 monkey"): the
// user and the password, the line masked.
func (e *Engine) knownPairLine(text string) (masked, user, value string, ok bool) {
	spans := e.knownSecretSpans(text)
	if len(spans) != 1 {
		return "", "", "", false
	}
	value = text[spans[0][0]:spans[0][1]]
	known := e.knownUsers()
	var words []string
	for _, f := range strings.FieldsFunc(text[:spans[0][0]], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !pairLabels()[strings.ToLower(f)] {
			words = append(words, f)
		}
	}
	for _, f := range strings.FieldsFunc(text[spans[0][1]:], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !pairLabels()[strings.ToLower(f)] {
			return "", "", "", false
		}
	}
	if len(words) != 1 {
		return "", "", "", false
	}
	u, named := known[strings.ToLower(words[0])]
	if !named {
		return "", "", "", false
	}
	masked, _ = e.maskKnownSecrets(text)
	return masked, u, value, true
}
