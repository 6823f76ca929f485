package reading

import (
	"strings"
	"sync"
)

// How a message is put as a question: what the loop's checks and the
// reader's rules (agents/understand) ask alike, so each says it once.

// QuestionWords are the words a question opens with.
var QuestionWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"what": true, "whats": true, "what's": true, "how": true, "hows": true, "why": true,
		"which": true, "who": true, "whos": true, "where": true, "wheres": true, "when": true, "is": true, "isnt": true, "are": true,
		"do": true, "does": true, "did": true, "will": true, "would": true, "can": true, "could": true, "should": true, "wat": true, "wut": true}
})

// IsQuestion reports a message put as a question: a question mark at its
// end, or a question word first.
func IsQuestion(text string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return true
	}
	words := Words(text)
	return len(words) > 1 && QuestionWords()[words[0]]
}

// QuestionOpeners may stand before a question word: "wait how much…".
var QuestionOpeners = sync.OnceValue(func() map[string]bool {
	return wordSet(`wait hold on hmm hm um umm uh er ok okay k so and but oh ah hey quick question q btw sorry actually just one thing before i say yes that also well erm`)
})

// AskingWords make a question wherever they stand in a message about
// the call ("before i confirm, what's left after?").
var AskingWords = sync.OnceValue(func() map[string]bool {
	return wordSet(`what whats what's how hows why which who whose whom when where can could will would does do did wonder`)
})

func wordSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// AskedAsQuestion reports a message put as a question, its question word
// after any opening fillers ("wait how much…", "ok so is there a fee"),
// or asking in words ("i wonder if…", "tell me when…").
func AskedAsQuestion(text string) bool {
	if strings.Contains(text, "?") || IsQuestion(text) {
		return true
	}
	words := Words(text)
	for _, w := range words {
		if AskingWords()[w] {
			return true // "if i regret it can you pull it back"
		}
	}
	for i, w := range words {
		if i >= 5 {
			break
		}
		if QuestionWords()[w] || w == "wonder" || w == "wondering" || w == "curious" {
			return true
		}
		if w == "tell" || w == "know" {
			return true // "tell me when it lands", "i want to know the fee"
		}
		if !QuestionOpeners()[w] {
			break
		}
	}
	return false
}
