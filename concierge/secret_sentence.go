package concierge

// A sentence typed at the password prompt (R53, R55; issue 24). People
// thank, say goodbye or talk at the prompt ("Thank you very much for your
// help, have a lovely evening."); tried as the password, such a line
// spent a try and was masked as if it were one. A line of three words or
// more that thanks, greets or leaves, or that reads as English — every
// word an everyday one, with the small words a sentence has ("you",
// "the", "for") — is a sentence, not a passphrase, unless a password
// form in it says which word is the password ("my password is …", read
// before this).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// sentenceWords are the small words a sentence of English has and a
// passphrase chosen as a password rarely does: pronouns, articles,
// prepositions, auxiliaries.
var sentenceWords = lazyWordSet(`i i'm im me my you your you're u ur we our us it it's its he she they them their this that
	the a an of for to in on at with from about and but or so
	is am are was were be been have has had do does did will would can could should shall may might
	please thanks thank very much really`)

// everydaySentence reports a line that is a sentence of English: three
// words or more, thanks or a goodbye among them, or every word everyday
// English with two small words of a sentence at least.
func everydaySentence(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) < 3 {
		return false
	}
	r := read(text)
	if r.Mentions(reading.Thanks) || r.Mentions(reading.Bye) || r.Mentions(reading.Greeting) {
		return true
	}
	small := 0
	for _, w := range words {
		w = strings.Trim(w, `,.;:!?"'()`)
		switch {
		case sentenceWords()[w]:
			small++
		case !reading.EnglishWord(w) && !reading.InLexicon(w):
			return false // "hunter2", "zorbo": a password's kind of word
		}
	}
	return small >= 2
}
