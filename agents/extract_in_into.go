package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// "put 50 in savings", "stick $20 in my checking", "deposit 100 in the
// savings account": after a verb that moves money and an amount, "in"
// names where the money goes, as "into" does. Only there: "what's in
// savings?" and "how much is in savings" move nothing, and keep their "in".

// inAfterAmount is a verb that moves money, an amount, then "in".
var inAfterAmount = reading.Lazy(`(?i)\b(?:put|move|stick|shift|transfer|deposit|send|pop|throw|stash|park|drop|chuck|wire|add|sock|tuck|place|save)\s+` +
	`(?:another\s+|an?\s+extra\s+)?` +
	`(?:\$\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?(?:\s?k)?|` + reading.NumberWordsPattern + `|` + shareOfIt + `)` +
	`(?:\s+(?:dollars?|bucks|usd))?\s+(in)\s+(?:(?:my|the|our)\s+)?[\p{L}\d]`)

// shareOfIt is an amount said as a share of what was shown: "half of
// it", "all of it", "the rest", "a quarter of that", "everything" (tryout
// 40 bank 24: "put half of it in savings").
const shareOfIt = `(?:(?:half|a\s+half|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters|all|the\s+rest|rest)(?:\s+of\s+(?:it|that|this|the\s+balance|my\s+balance))?|everything|it\s+all|it)`

// InAsInto reads "in" as "into" where inAfterAmount finds it; the text is
// otherwise as typed, so values read from it are the user's words.
func InAsInto(text string) string {
	if !strings.Contains(strings.ToLower(text), " in ") {
		return text
	}
	locs := inAfterAmount.FindAllStringSubmatchIndex(text, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		from, to := locs[i][2], locs[i][3]
		if towardLater(text[to:]) {
			continue // "move 50 in savings to checking": where it goes is said after
		}
		into := "into"
		if text[from] == 'I' {
			into = "Into"
		}
		text = text[:from] + into + text[to:]
	}
	return text
}

// towardLater reports a word that gives where money goes in text.
func towardLater(text string) bool {
	for _, w := range reading.Words(text) {
		if towardWords[w] {
			return true
		}
	}
	return false
}
