package concierge

// A yes/no question that names one choice of the last task's (R28, R50's
// ask; issue 24 round 8): "is a jetski motor?", "would a shed be home",
// "so a campervan is motor right?" after the home letter ask whether a
// thing falls under that choice. They name one choice, with no "count"
// or "cover", so they were read as the letter asked again with it — a
// new task asking for the claim id. They are questions: answered from the
// slot's descriptions (choiceQuestionAfterDone), starting nothing.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// isWords say that one thing is another: "is", "be", "are", "'s".
var isWords = lazyWordSet(`is isnt are arent be was wasnt were am`)

// checkTails ask for a yes at a statement's end: "…, right?", "… yeah?".
var checkTails = lazyWordSet(`right yeah yea yes correct innit no`)

// asksIsChoice reports a yes/no question saying something is (or would
// be) a choice: a word of being, and the line put as a question — a
// question mark, a question word first, or a check at its end.
func asksIsChoice(text string) bool {
	words := reading.Words(text)
	if len(words) < 2 {
		return false
	}
	being := false
	for _, w := range words {
		if whWords()[w] || whWords()[strings.TrimSuffix(w, "'s")] {
			return false // "how much is in savings?", "what's my savings balance now": asks for a value, not yes or no
		}
		being = being || isWords()[w] || strings.HasSuffix(w, "'s") && len(w) > 2
	}
	asked := isQuestion(text) || checkTails()[words[len(words)-1]]
	return being && asked
}

// whWords open a question that asks for something other than a yes.
var whWords = lazyWordSet(`how what whats which where when why who whose much many`)
