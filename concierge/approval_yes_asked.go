package concierge

// A yes-word inside a question put without a question mark (R50's fixed
// gate; found at bank34): "r u sure thats the correct acct", "you sure
// that's correct", "are u certain thats ok". The gate found "sure" or
// "correct" in it and the money moved: the user was asking whether the
// call was right, not saying yes to it. A message whose form is a
// question — a question's verb first after any openers, or "you sure"
// with its verb left out — is never a yes, whatever yes-word it holds.

import "github.com/concierge-dev/concierge/agents/reading"

// youWords are "you" as it is typed in a question with its verb left out.
var youWords = lazyWordSet(`you u yu`)

// certainWords ask whether someone is certain: "(are) you sure".
var certainWords = lazyWordSet(`sure certain positive confident`)

// askedByForm reports text put as a question by its form alone: its first
// word after openers ("hmm", "wait") is a question's verb or word ("is
// that correct", "r u sure", "did i get that right"), or it opens with
// "you sure" ("u sure thats the right account").
func askedByForm(text string) bool {
	words := reading.Words(text)
	i := 0
	for i < len(words) && questionOpeners()[words[i]] && !reading.QuestionWords()[words[i]] {
		i++
	}
	if i >= len(words) {
		return false
	}
	first := words[i]
	if reading.QuestionWords()[first] || first == "r" || first == "ru" || first == "was" || first == "were" || first == "am" || first == "have" || first == "has" {
		return i+1 < len(words)
	}
	return youWords()[first] && i+1 < len(words) && certainWords()[words[i+1]]
}
