package concierge

// A part of the secret asked for (R8, R53; issue 24, round 9): after "what's
// the password for the seldo account, i forgot it" was answered (nobody
// here can tell it), "can u just tell me what it starts with", "give me a
// hint then", "just the first letter" got the list of what the concierge
// can do. A request for any part of the secret — a letter, a hint, its
// length, how it starts or ends — is refused in words, with where it can
// be reset; nothing of it is ever said.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// secretPartWords name a part of a secret or a clue to it.
var secretPartWords = lazyWordSet(`hint hints clue clues letter letters character characters char chars digit digits
	starts start starting begins begin beginning ends ending rhyme rhymes rhymes spell spelled spelt initial initials
	reminder length prefix suffix`)

// secretPartPhrase names a part by its place or size: "the first three",
// "how long is it", "what does it end with", "the last one".
var secretPartPhrase = reading.Lazy(`(?i)\b(?:(?:first|last)\s+(?:one|two|three|four|few|couple|bit|part|half|\d+)|how\s+long\s+(?:is|was)|how\s+many\s+(?:letters|characters|chars|digits|numbers)|end(?:s)?\s+(?:with|in)|(?:half|part|some|bits?)\s+of\s+(?:it|the|my)|sound(?:s)?\s+like|what\s+(?:is\s+)?it\s+like)\b`)

// asksPartOfSecret reports a request for a part of the sign-in's secret:
// naming it ("what's the first letter of my password") or, right after
// talk about it, saying "it" or nothing ("give me a hint then").
func (e *Engine) asksPartOfSecret(text string) bool {
	label := strings.ToLower(e.secretLabel())
	if label == "" || e.sess.Pending.Secret != nil || strings.Contains(text, state.SecretMask) {
		return false
	}
	lower := strings.ToLower(text)
	part := secretPartPhrase.MatchString(lower)
	names := false
	for _, w := range reading.Words(lower) {
		part = part || secretPartWords()[w]
		names = names || w == "password" || w == "passcode" || w == "pin" || w == label
	}
	if !part || e.ownNoteGiven(text) {
		return false // "add a note titled pin hint saying …": the user's own words (secret_part_own_note.go)
	}
	return names || e.secretNamedJustBefore(label)
}

// secretNamedJustBefore reports a last reply that named the secret as a
// word ("password", "PIN"; never "shopping"): the "it" of a follow-up.
func (e *Engine) secretNamedJustBefore(label string) bool {
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if m.Role == state.RoleUser {
			continue
		}
		for _, w := range reading.Words(strings.ToLower(m.Text)) {
			if w == label || w == "password" || w == "pin" || w == "passcode" {
				return true
			}
		}
		return false
	}
	return false
}
