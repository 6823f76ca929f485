package concierge

// A courtesy in a common language (issue 24, bank20c): "gracias", "merci
// beaucoup", "danke schön", "adios", "ta", "cheers mate". The lexicon
// holds them as thanks, goodbye or a greeting; a line of nothing else is
// that courtesy, never told "I only understand English" and never taken
// as a username. A whole request in another language is still told the
// product reads English (other_language.go).

// onlyCourtesy reports a message every clause of which is a greeting,
// thanks or a goodbye of the lexicon ("hola, gracias", "merci, au revoir").
func onlyCourtesy(text string) bool {
	parts := splitClauses(text)
	if len(parts) == 0 {
		return false
	}
	for _, p := range parts {
		if !isGreeting(p) && !isThanks(p) && !isBye(p) {
			return false
		}
	}
	return true
}

// thanksFirst reports a message whose first clause thanks, in any common
// language ("thanks, shes had a hard time", "gracias, it was quick"): with
// nobody taking the rest, the thanks is what needs an answer.
func thanksFirst(text string) bool {
	parts := splitClauses(text)
	return len(parts) >= 2 && isThanks(parts[0])
}
