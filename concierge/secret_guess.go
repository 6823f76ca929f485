package concierge

// A password guessed aloud at its prompt (R29, R55; issue 24): "maybe its
// monkey?", "probably monkey?", "monkey i think?". The "?" made the line a
// question, answered "I can't answer that here" with the password shown
// in clear above it. A line of filler with a hedge in it and one other
// word is a guess at the password: it is tried, masked, and the "?" of
// the guess is no part of it. When in doubt at the prompt, the line is
// masked: showing a password is worse than masking a question.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// guessHedges mark a line as a guess: "maybe", "I think".
var guessHedges = lazyWordSet(`maybe perhaps probably prob prolly possibly think guess believe try reckon suppose assume pretty fairly likely could might may`)

// notAGuess are the words a hedged question names when it asks about a
// password rather than guessing one: "maybe it's the old one?".
var notAGuess = lazyWordSet(`old new same other previous usual last first different default temporary temp original`)

// guessedSecret is the one word of a hedged line of filler at a secret
// prompt, without the "?" the guess ends with: "maybe its monkey?" →
// "monkey".
func guessedSecret(typed string, s *agents.Slot) (string, bool) {
	hedged := false
	for _, w := range strings.Fields(normalise(typed)) {
		if guessHedges()[strings.Trim(w, "?")] {
			hedged = true
		}
	}
	if !hedged {
		return "", false
	}
	v, ok := secretAmongFiller(typed, s)
	if !ok {
		return "", false
	}
	v = strings.TrimRight(v, "?")
	if v == "" || notAGuess()[strings.ToLower(v)] {
		return "", false
	}
	return v, true
}
