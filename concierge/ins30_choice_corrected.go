package concierge

// A correction with an explanation after it, at an enum question (issue
// 24, round 28, ins30): "travel" was refused at the claim type's question,
// then "oh sorry, its home actually, the travel one is different" was read
// as a question about how the choices differ ("different") and the
// choices were explained again. A message that names one choice, says it
// as a correction (actually, sorry, i meant, my mistake …) and asks
// nothing gives that choice: it is no question about the choices.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// ownMistake are the words of a correction the lexicon's list leaves out:
// "the other one was my mistake", "my bad", "wrong one".
var ownMistake = reading.Lazy(`(?i)\b(?:my (?:mistake|bad|error)|mistake on my part|wrong one|i was wrong|typo|mixed (?:it|them|that) up|mixed up|got (?:it|that) wrong|not that one|scratch that|oh wait|whoops|oopsie|sry|srry|soz|sorry)\b`)

// choiceCorrected reports a message that names exactly one choice of the
// enum slot s, as a correction, and asks nothing.
func choiceCorrected(s *agents.Slot, text string) bool {
	if s == nil || s.Kind != agents.KindEnum || strings.Contains(text, "?") || unmarkedQuestion(text) {
		return false
	}
	if len(choicesNamed(s, text)) != 1 {
		return false
	}
	return isCorrection(text) || ownMistake.MatchString(text)
}
