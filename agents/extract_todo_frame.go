package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A to-do's own frame (R50): "add a todo to book the vet" asks for the
// to-do "book the vet" — the "to" after the slot's own word is the
// request's infinitive, not the first word of the thing to do — and
// "todo: cancel netflix" typed at "What is there to do?" labels its
// answer with the slot's own word. Both frames belong to the request.

// infinitiveTo is the "to" that joins a long slot's own word to its value
// ("a todo to book the vet"), unless a place follows ("a todo to my list:
// …", where the value is after the place).
var infinitiveTo = reading.Lazy(`(?i)^to\s+`)

// placeAfterTo is a place said after "to": "to my list", "to the list".
var placeAfterTo = reading.Lazy(`(?i)^to\s+(?:my|the|our|your)\b`)

// afterOwnCueTo is how far past pos a long slot's value starts when its
// own cue is followed by an infinitive "to": 0 when it is not.
func afterOwnCueTo(s *Slot, ownCue bool, rest string) int {
	if !s.Long || !ownCue || placeAfterTo.MatchString(rest) {
		return 0
	}
	loc := infinitiveTo.FindStringIndex(rest)
	if loc == nil || strings.TrimSpace(rest[loc[1]:]) == "" {
		return 0
	}
	return loc[1]
}

// ownLabel is the rest of an answer to a long slot's question that opens
// with the slot's own word as a label ("todo: cancel netflix", "to-do -
// call mum"): the label is the question's, the rest the answer.
func ownLabel(s *Slot, text string) (string, bool) {
	loc := labelAt.FindStringSubmatchIndex(text)
	if loc == nil {
		return "", false
	}
	word := reading.ASCIILower(text[loc[2]:loc[3]])
	own := map[string]bool{reading.ASCIILower(s.Name): true, reading.ASCIILower(s.LabelOrName()): true}
	for _, c := range s.Cues {
		own[reading.ASCIILower(c)] = true
	}
	squash := strings.NewReplacer("-", "", " ", "")
	if !own[word] && !own[squash.Replace(word)] {
		return "", false
	}
	rest := strings.TrimSpace(text[loc[1]:])
	if rest == "" {
		return "", false
	}
	return rest, true
}

// labelAt is a word or two opening a line and closed by a colon or a
// dash: "todo:", "to-do -", "note:".
var labelAt = reading.Lazy(`^\s*([\p{L}][\p{L}\- ]{0,12}?)\s*(?::|\s[-–—])\s*`)
