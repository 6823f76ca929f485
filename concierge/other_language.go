package concierge

// A message in another language ("hola, quiero ver mi saldo", "je veux
// voir mon solde") that no agent takes is told that the product speaks
// English and that nothing was done with it, never a bare "I'm not sure
// how to help" the user may not read as being about the language.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// inOtherLanguage reports a message of at least three words most of which
// are no everyday English word, or written in another script.
func inOtherLanguage(text string) bool {
	for _, r := range text {
		if unicode.IsLetter(r) && r > unicode.MaxLatin1 && !unicode.Is(unicode.Latin, r) {
			return true // Cyrillic, Greek, CJK, Arabic…
		}
	}
	var words []string
	for _, w := range reading.Words(text) {
		if strings.ContainsFunc(w, unicode.IsLetter) {
			words = append(words, w)
		}
	}
	if len(words) < 3 {
		return false
	}
	english := 0
	for _, w := range words {
		if reading.EnglishWord(w) || englishChat()[w] { // "yo wat up" (other_language_request.go)
			english++
		}
	}
	return english*3 < len(words)
}

// holdsPatternValue reports a value of one of a's pattern slots (a claim
// id) in text: a line in another language that holds one names its task
// by more than words the reader may not know.
func holdsPatternValue(a *agents.Agent, text string) bool {
	for name := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindPattern {
			return true
		}
	}
	return false
}
