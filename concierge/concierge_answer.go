package concierge

// The concierge's own answer to a message no agent takes: chit-chat
// (greeting, thanks, goodbye), a line in another language, or the menu.

import (
	"strings"

	"github.com/concierge-dev/concierge/prompts"
)

// conciergeAnswer is the concierge's reply to chit-chat and to requests
// that no agent takes.
func (e *Engine) conciergeAnswer(text string) string {
	switch {
	case isGreeting(text):
		return e.greetReply() // the list once, then a short line (R56, menu_once.go)
	case isBye(text) || isThanks(text) && saysBye(text):
		// "thanks, bye": the leaving is what needs an answer
		return prompts.Goodbye(e.store != nil)
	case isThanks(text) || thanksFirst(text):
		// "thanks, shes pregnant so its a hard time for her": the thanks
		// is what needs an answer (courtesy.go)
		return prompts.Thanks()
	case inOtherLanguage(text):
		return e.onlyEnglish(text) // "hola, quiero ver mi saldo": what it seemed to ask, in English (other_language_understood.go)
	}
	if otherLanguage(text) {
		return join(englishOnly, prompts.Unknown(e.menu())) // "hola necesito una carta" (other_language.go)
	}
	return e.unknownReply()
}

// saysBye reports a clause of the message that says goodbye ("thanks,
// bye", "cheers and see you").
func saysBye(text string) bool {
	for _, part := range splitClauses(text) {
		if isBye(part) || leavingPhrases.MatchString(strings.ToLower(part)) { // "thank you kindly, that is all"
			return true
		}
	}
	return false
}
