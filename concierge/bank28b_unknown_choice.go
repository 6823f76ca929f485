package concierge

// A name the look-up does not have (issue 24, bank28b): "what's the price
// of lockheed martin stock" got `I didn't use "lockheed" or "martin" from
// your message`, "LMT" at "Which company or ticker symbol should I look
// up?" got `I couldn't take "LMT"`, and "lockheed martin" or "boeing pls"
// there were passed to the login or the transfer. A short name said for a
// slot with a long list of choices (a look-up's companies) that is none
// of them is said plainly — "I can't look up a stock price for "lockheed
// martin" here." — with the ones there are, once; a ticker-shaped word
// (two to five capitals) is such a name.

import (
	"errors"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// manyChoices is how many choices make a slot a look-up's list, whose
// names a user says freely, rather than a choice asked between a few.
const manyChoices = 8

// lookupNameFiller are the words around a name said for a look-up that are no
// part of it: "boeing pls", "the price of LMT", "lockheed martin stock".
var lookupNameFiller = lazyWordSet(`pls please plz the a of for its it's stock stocks share shares price prices quote quotes ticker symbol
	um uh hmm ok okay what about how whats what's is at trading inc corp co company then just try
	and so but well oh maybe instead`)

// lookupName is the name text says for s, a slot of many choices, and
// whether it says one: one to three words of letters, none of them a word
// the domain speaks of, a lexicon word (a cancel, a yes, a greeting …) or
// a value of a.
func (e *Engine) lookupName(a *agents.Agent, s *agents.Slot, text string) (string, bool) {
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < manyChoices || e.hasLoginCue(text) {
		return "", false
	}
	if isCancel(text) || hasCancel(text) || isLogout(text) || isYes(text) || isHelp(text) || isGreeting(text) || isThanks(text) || isBye(text) || strings.ContainsAny(text, "0123456789$?") {
		return "", false
	}
	if len(agents.Extract(a, text, s.Name)) > 0 {
		return "", false
	}
	domain := e.domainWords()
	var name []string
	for _, f := range strings.Fields(text) {
		w := strings.Trim(f, ".,!;:'\"")
		lw := strings.ToLower(w)
		if lookupNameFiller()[lw] {
			continue
		}
		if w == "" || domain[lw] || !lettersOnly(w) {
			return "", false
		}
		name = append(name, w)
	}
	if len(name) == 0 || len(name) > 3 {
		return "", false
	}
	for _, w := range name {
		if e.secretShapedWord(w) {
			return "", false // a password, perhaps: never said back (R53)
		}
	}
	return strings.Join(name, " "), true
}

// tickerShaped is two to five capitals: "LMT", "BA".
func tickerShaped(w string) bool {
	if len(w) < 2 || len(w) > 5 {
		return false
	}
	for _, r := range w {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

func lettersOnly(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '&' && r != '-' && r != '.' {
			return false
		}
	}
	return len(reading.Words(w)) > 0
}

// unknownNameAnswer is the problem said for a name none of s's choices is,
// typed at s's question.
func (e *Engine) unknownNameAnswer(a *agents.Agent, s *agents.Slot, text string) (map[string]error, bool) {
	name, ok := e.nameAtQuestion(a, s, text) // "ok what about ford?" (company_at_question.go)
	if !ok {
		return nil, false
	}
	// the problem is said with its own full stop
	return map[string]error{s.Name: errors.New(strings.TrimSuffix(prompts.NoChoiceFor(a.TaskPhrase(), name, ""), "."))}, true
}
