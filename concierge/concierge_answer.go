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
	case isBye(text) || isThanks(text) && thanksThatLeaves(text):
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
		if isBye(part) {
			return true
		}
	}
	return false
}

// thanksThatLeaves reports thanks with a clause that says goodbye or that
// the user is done ("thank you kindly, that is all"): only said with
// thanks, where "that's it" cannot be a yes to something.
func thanksThatLeaves(text string) bool {
	if saysBye(text) {
		return true
	}
	for _, part := range splitClauses(text) {
		if leavingPhrases.MatchString(strings.ToLower(part)) {
			return true
		}
	}
	return false
}
