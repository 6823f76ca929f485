package concierge

// Answers at an approval said around a leadHesitation or a confirmation
// (R50, §15): "wait no" is a no, "hmm, no" too; "is correct, yes" and
// "that's right, yes" are a yes said after words that confirm the call.
// The yes gate stays strict: the yes itself is a whole yes-word clause,
// and the words before it only confirm (no value, no negation, no
// question mark).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// leadHesitation leads an answer without being part of it: "wait", "hold
// on", "hmm", "oh".
var leadHesitation = reading.Lazy(`(?i)^\s*(?:wait(?: a (?:sec|second|minute|moment))?|hold on|hang on|hmm+|hm+|umm*|uhh*|err*m?|oh+|ah+|whoa|woah|oops|eh)\b[\s,.!…-]*`)

// withoutHesitation is text with its leading hesitations taken off, or
// text as it was when nothing else is left ("wait" alone is no answer).
func withoutHesitation(text string) string {
	rest := text
	for {
		loc := leadHesitation.FindStringIndex(rest)
		if loc == nil || loc[1] == 0 {
			break
		}
		rest = rest[loc[1]:]
	}
	if strings.TrimSpace(rest) == "" {
		return text
	}
	return rest
}

// confirmWords may stand before a yes to confirm the call: "is correct",
// "that's right", "looks good", "all good".
var confirmWords = lazyWordSet(`is its it's it that that's thats this all looks look sounds seems correct right good fine perfect great exactly alright spot on ok okay everything everythings everything's yep yeah the details amount account and yes`)

// confirmingWord is the one word at least that confirms.
var confirmingWord = lazyWordSet(`correct right good fine perfect great exactly alright`)

// confirmedThenYes reports "is correct, yes": clauses that only confirm,
// then a whole yes-word clause, and no question mark.
func confirmedThenYes(text string) bool {
	if strings.Contains(text, "?") {
		return false
	}
	parts := splitClauses(text)
	if len(parts) < 2 || !isYes(yesSpelled(parts[len(parts)-1])) {
		return false
	}
	confirms := false
	for _, p := range parts[:len(parts)-1] {
		for _, w := range reading.Words(p) {
			if !confirmWords()[w] {
				return false
			}
			confirms = confirms || confirmingWord()[w]
		}
	}
	return confirms
}
