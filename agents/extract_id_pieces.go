package agents

// An id typed in pieces (issue 24 round 13): "its 24ER... hang on let me
// check... 24ER67", "31XY wait 31XY99", "88-QR.. um.. 88-QRT1". The user
// starts the id, stops to look it up, and types it whole: the first piece
// is a beginning of the second, not an id of its own. Taken as two values,
// it wrote a letter for "24ER" and a second one for 24ER67.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// hesitation between two pieces of an id: a pause, a look-up, a sorry.
var hesitation = reading.Lazy(`(?i)\b(?:hang on|hold on|hold up|wait|one sec(?:ond)?|a sec(?:ond)?|just a sec|a moment|one moment|let me (?:check|see|look|find)|lemme (?:check|see|look|find)|gimme a sec|sorry|um+|uh+|erm*|hmm+|oops|whoops|actually|no|i mean|checking|looking)\b`)

// brokenOff starts right after a piece the user stopped typing: "24ER...".
var brokenOff = reading.Lazy(`^\s*(?:\.\.|…)`)

// pieceThenWhole reports a value m the user broke off and then said whole
// as next, with only a hesitation or marks between them: m is a beginning
// of next (in any case, hyphens aside), or m trails off ("24ER... hang on
// ... 31XY99") and is shorter than next.
func pieceThenWhole(text string, m, next idMention) bool {
	first, second := idLetters(m.value), idLetters(next.value)
	if len(first) >= len(second) {
		return false
	}
	between := text[m.to:next.from]
	if strings.HasPrefix(second, first) {
		return brokenOff.MatchString(between) || hesitation.MatchString(between) || strings.Trim(between, " ,.;:!?–—-") == ""
	}
	return brokenOff.MatchString(between) && hesitation.MatchString(between)
}

// idLetters is an id's letters and digits, lower case: "24-ER" is "24er".
func idLetters(v string) string {
	return strings.ToLower(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, v))
}
