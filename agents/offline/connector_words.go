package offline

// Connectors are no company (round 35's bank 18: "the current share
// price of Nvidia, and subsequently the balance of my savings account"
// looked "subsequently" up as a stock, cut it out as a name not found,
// and with it the join that made the balance a request of its own). A
// word that only orders or adds requests — "subsequently", "thereafter",
// "furthermore", "additionally", "secondly" — is never taken for a name.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// connectorWords are the formal connectors the English word list may not
// hold.
var connectorWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("subsequently thereafter afterwards afterward furthermore moreover additionally " +
		"consequently accordingly thereupon whereupon hereafter henceforth likewise meanwhile besides " +
		"firstly secondly thirdly fourthly lastly finally next nextly then also plus") {
		m[w] = true
	}
	return m
})

// connector reports a word that joins or orders requests: one of the
// connectors, or an adverb made of an English word of five letters or
// more with "-ly" ("subsequently", "additionally", "consequently"), which
// names no company a user asks a quote for.
func connector(w string) bool {
	w = strings.ToLower(w)
	if connectorWords()[w] {
		return true
	}
	stem, ok := strings.CutSuffix(w, "ly")
	return ok && len(stem) >= 5 && reading.EnglishWord(stem)
}
