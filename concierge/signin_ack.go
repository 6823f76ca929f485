package concierge

// An acknowledgement or a sigh around a username at its own question
// (R29, R55; round 31): "fine. seldo", "ugh seldo", "seldo ok", "ok fine
// seldo", "fine, its seldo". The user answers a question they did not
// want asked; the word before or after the name says so and is no
// password. Read as a pair, "fine. seldo" was masked and a login try
// spent; read as a username and a password, "fine, its seldo" said "I
// couldn't take that as the password". Such a line is read as the hedged
// username line is (signin_hedged.go): the one other word is the
// username, and the password is asked next. R55 stands for two words
// neither of which is an acknowledgement: "seldo monkey" is a pair.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// userAcks are the words that acknowledge a question, grudgingly or not,
// and nothing else: yes-words, "fine", "alright", sighs.
var userAcks = lazyWordSet(`ok okay oki okie okey k kk kay sure yes yeah yea yep yup ya yah ye fine fiiine finee alright alrighty allright aight
	ugh ughh ughhh urgh argh sigh meh whatever whatevs right cool oh ah well geez jeez gosh`)

// ackWord reports an acknowledgement word, its marks trimmed.
func ackWord(w string) bool {
	return userAcks()[strings.Trim(reading.ASCIILower(w), `,.;:!?"'()`)]
}

// ackedWordNoName reports the word beside an acknowledgement that is an
// everyday English word (or one of two letters) or a word of the lexicon the domain knows no user
// by: "yes go", "ok cool" answer something; "fine. seldo" names.
func (e *Engine) ackedWordNoName(name string) bool {
	lw := reading.ASCIILower(name)
	if e.knownUser(lw) {
		return false
	}
	// the word list leaves out the shortest words: "go", "do"
	return len(lw) < 3 || functionWords()[lw] || reading.EnglishWord(lw) || reading.InLexicon(lw) || e.taskWord(lw)
}
