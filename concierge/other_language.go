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
	if english*3 >= len(words) {
		return false
	}
	if foreignSign(text) || functionWordElsewhere(words) {
		return true
	}
	// "resn: pre existng damgae": English typed in a hurry, its words one
	// edit from English ones, is English (issue 24, ins24b)
	for _, w := range words {
		if englishShort()[strings.ToLower(w)] || !reading.EnglishWord(w) && !englishChat()[w] && reading.NearEnglishWord(w) {
			english++ // "wher my mony at": the dictionary holds no word under three letters
		}
	}
	return english*3 < len(words)
}

// englishShort are English words of one and two letters, which the
// dictionary (words/english.txt) leaves out; counted only once no word of
// another language's own (otherFunctionWords) is in the line.
var englishShort = lazyWordSet(`a i am an as at be by do go he if in is it me my of oh ok on or so to up us we`)

// otherFunctionWords are short words of French, Italian, Spanish,
// Portuguese and German that English does not write: one of them says a
// line of unknown words is another language, not English misspelt.
var otherFunctionWords = lazyWordSet(`sur mon ma mes tes ses les du des est et une avec dans pas quoi combien je tu nous vous ` +
	`il di che per sono mio mia tuo suo della delle degli gli non ho hai voglio ` +
	`el los las y por para con mi mis su sus que quiero tengo estoy esta ` +
	`uma um os meu minha nao não voce você ` +
	`ich du er wir ihr ist nicht und zu mit auf bitte mein meine dein`)

// functionWordElsewhere reports a function word of another language
// among words.
func functionWordElsewhere(words []string) bool {
	for _, w := range words {
		if otherFunctionWords()[strings.ToLower(w)] {
			return true
		}
	}
	return false
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
