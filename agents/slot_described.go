package agents

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A choice named by its description (issue 24 round 20): "uh the everyday
// one" at "Checking or Savings?" was refused although the reply itself
// said "Checking is your everyday account". The slot's hint describes
// its choices; a clause of it that names exactly one choice lends that
// choice its words ("everyday", "payments", "aside"), and an answer whose
// every word is such a word of one choice, or filler ("the", "one",
// "account", "uh"), names that choice. A word of two choices' clauses
// names neither.

// describedFiller are the words that may stand beside a description word
// in an answer: "uh the everyday one", "the one for payments i guess".
var describedFiller = sync.OnceValue(func() map[string]bool {
	return wordSet(`a an the it its it's is i i'd id think guess probably maybe prob um uh uhh umm hmm er erm ok okay so ` +
		`please pls thanks then one ones just that this my our for with where use used go take account acct accounts ` +
		`money in into from out of put keep kept like mean meant yeah yes yep which whichever`)
})

// describedStop are a hint clause's words that describe nothing.
var describedStop = sync.OnceValue(func() map[string]bool {
	return wordSet(`a an the is are was be your you my our it its for and or of to in on at by with where what which ` +
		`that this where money account accounts one only must provide whether`)
})

// describedChoice is the one choice whose hint words the answer w (lower
// case) is made of; ok is false when it names none, or two.
func (s *Slot) describedChoice(w string) (string, bool) {
	words := s.describedWords()
	if len(words) == 0 {
		return "", false
	}
	found := ""
	for _, word := range reading.Words(w) {
		c, ok := words[word]
		switch {
		case ok && c == "":
			return "", false // a word of two choices
		case ok:
			if found != "" && found != c {
				return "", false
			}
			found = c
		case !describedFiller()[word]:
			return "", false // a word that is neither: another answer
		}
	}
	return found, found != ""
}

// describedWords maps each word of the hint's clauses that name exactly
// one choice to that choice ("" for a word two choices share).
func (s *Slot) describedWords() map[string]string {
	if s.Kind != KindEnum || s.Hint == "" || len(s.Choices) < 2 {
		return nil
	}
	out := map[string]string{}
	for _, clause := range strings.FieldsFunc(strings.ToLower(s.Hint), func(r rune) bool { return r == ';' || r == '.' }) {
		named := s.choicesIn(clause)
		if len(named) != 1 {
			continue
		}
		own := map[string]bool{}
		for _, c := range s.Choices {
			for _, n := range append([]string{c.Value}, c.Aliases...) {
				for _, w := range reading.Words(n) {
					own[w] = true
				}
			}
		}
		for _, w := range reading.Words(clause) {
			if own[w] || describedStop()[w] || describedFiller()[w] || len(w) < 3 {
				continue
			}
			if c, ok := out[w]; ok && c != named[0] {
				out[w] = ""
				continue
			}
			out[w] = named[0]
		}
	}
	return out
}
