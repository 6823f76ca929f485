package concierge

// A logout said instead of an answer (issue 24, bank28b): "no, log me
// out", "nah just sign me out instead", "actually log me out" at an
// approval, a slot's question or the password prompt. The lexicon reads
// the whole as the logout (its lead and tail words); the clauses around
// it that only carry those words ("no", "actually") are no request of
// their own after the sign-out.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// logoutFiller are the words that may lead or follow a logout said
// instead of an answer and add nothing to it.
var logoutFiller = lazyWordSet(`no nah nope actually just instead rather ok okay hmm um oh wait well then please pls so`)

// fillerClause reports a clause of logoutFiller's words only ("no",
// "hmm nah").
func fillerClause(clause string) bool {
	ws := reading.Words(strings.ToLower(clause))
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if !logoutFiller()[w] {
			return false
		}
	}
	return true
}
