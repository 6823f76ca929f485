package concierge

// What a "can you do X" the product cannot do is called in its reply
// (issue 24 round 9): the user's X is said back only when it is a short
// noun phrase ("loans or mortgages", "your tax returns"). A request with
// its own verb, a second clause or a question mark inside ("give me the
// login for the claims system? i forgot the admin password") came back
// garbled as "help with you the login … you forgot …": then the reply
// names the thing in its own words ("logins or passwords") or says "that".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// credentialWords mark a request for a login or a password: its own
// words, never the user's, say what is refused.
var credentialWords = reading.Lazy(`(?i)\b(?:log ?ins?|passwords?|passcodes?|pins?|credentials?|usernames?|user names?|admin access|access codes?)\b`)

// notANounPhrase marks words a noun phrase said back cannot hold: a
// pronoun that would turn around ("me", "i"), a verb of the request, a
// clause's punctuation.
var notANounPhrase = reading.Lazy(`(?i)[?!.;:,]|\b(?:me|i|im|i'm|i've|you|u|us|him|her|them|it|give|get|tell|show|send|make|do|forgot|forget|lost|need|want|have|is|are|was|were|be|can|could|would|will|should|so|because|but)\b`)

// maxSaidBack is the longest phrase said back, in words.
const maxSaidBack = 5

// cannotWhat is what the reply calls the work asked for: the user's own
// phrase when it is short and a noun phrase, else the product's words.
func cannotWhat(asked string) string {
	asked = strings.TrimSpace(asked)
	if credentialWords.MatchString(asked) {
		return "logins or passwords"
	}
	if len(strings.Fields(asked)) > maxSaidBack || notANounPhrase.MatchString(asked) {
		return "that"
	}
	return yourFor(asked)
}
