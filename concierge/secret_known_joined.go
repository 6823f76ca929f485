package concierge

// A known username joined to its secret in one word, said after any verb
// (issue 24 round 20, R53/R55): "open my notes as ada-1815", "check
// balance for seldo:monkey", "show my stuff, I'm ada@1815". No login word
// stood before the pair, so no reading split it: the secret showed in the
// clear in the echo, the store and the side panel, and the word was taken
// for a title. The reader splits such a word wherever it stands when its
// first half is a username the domain names (reading's SecretHints.Known):
// the secret is masked, and the pair signs in like any other.

import "github.com/concierge-dev/concierge/agents/reading"

// knownUserLookup reports a username the domain names, in lower case; the
// names are read once per call of the lookup's maker.
func (e *Engine) knownUserLookup() func(low string) bool {
	var known map[string]string
	return func(low string) bool {
		if known == nil {
			known = e.knownUsers()
		}
		_, ok := known[reading.ASCIILower(low)]
		return ok
	}
}
