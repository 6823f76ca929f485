package concierge

// Everyday words typed at the username question (R29, R53, R55; issue
// 24). "yo", "sup", "ty", "savings" are one word each, no common English
// word by the dictionary's count, so the username slot took them and the
// password prompt followed for a user named "yo". A greeting, a thanks, a
// line of only courtesy words or an account name of the domain is no
// username: it is answered ("Hi!", "You're welcome!", "first I need your
// username") and the question is asked again, with nothing kept.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// slangGreetings are greetings the lexicon does not hold as a whole
// message but people type alone: "yo", "sup", "heya".
var slangGreetings = wordSet(`hi hey hello yo yoo yooo sup wassup wazzup whassup whatsup howdy heya hiya hallo hullo
	hola oi oy ey ayy aloha greetings morning mornin evening afternoon gday g'day`)

// greetingLine reports a line that only greets: "hi", "yo", "sup dude".
func greetingLine(text string) bool {
	if isGreeting(text) {
		return true
	}
	words := strings.Fields(normalise(text))
	if len(words) == 0 || len(words) > 3 || !slangGreetings[words[0]] {
		return false
	}
	for _, w := range words[1:] {
		if !warmWords[w] && !courtesyWords[w] && !slangGreetings[w] {
			return false
		}
	}
	return true
}

// notAUsername answers a line typed at the sign-in's username question s
// of a that is plainly no username; ok is false for any other line.
func (e *Engine) notAUsername(a *agents.Agent, s *agents.Slot, text string) (reply string, ok bool) {
	if h := agents.SecretHintsFor(a, s.Name); !h.UserAsked {
		return "", false
	}
	if _, known := e.knownUsers()[reading.ASCIILower(strings.TrimSpace(text))]; known {
		return "", false // "seldo": the answer
	}
	switch {
	case greetingLine(text):
		return prompts.NotUsernameGreeting(), true
	case courtesyLine(text) && read(text).Mentions(reading.Thanks):
		return prompts.NotUsernameThanks(), true
	case courtesyLine(text):
		return "", true // "ok cool": the question again
	}
	if e.choiceWord(strings.TrimSpace(text)) {
		return prompts.NotUsernameChoice(), true
	}
	return "", false
}
