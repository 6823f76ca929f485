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

// A question about the things a long slot holds (issue 24, notes24):
// "what todos do i have", "any to-dos left?", "how many todos are there"
// ask what is on the list; the words after the slot's own word finish the
// question ("do i have", "left") and are never the thing to add. Adding
// needs an add verb or a label ("one more to-do: call mum"), which this
// leaves as it was.

// askingOpen opens a question about what there is.
var askingOpen = reading.Lazy(`(?i)^\s*(?:(?:so|ok|okay|and|hey|um|uh|hmm|btw|also|quick q|quick question)[,\s]+)*(?:what|whats|what's|wat|wats|which|how|any|anything|do|did|does|have|has|are|is|got|show|list|see|tell)\b`)

// questionRest is what finishes such a question after the thing's word:
// "do i have", "are there", "(are) (still) left", "i have", "on my list".
var questionRest = reading.Lazy(`(?i)^\s*(?:(?:do|did|does|have|has|are|is|were|was)\s+(?:i|we|you|u|there|they)\b|(?:are|is)\s+(?:still\s+)?(?:left|open|pending|remaining|outstanding|due|there|on\s+(?:my|the)\s+list)\b|(?:still\s+)?(?:left|remaining|outstanding|pending|open|due)\b\s*(?:[?!.]|$|for\b|to\s+do\b|on\b|in\b)|i\s+(?:have|got|still\s+have|need\s+to\s+do)\b\s*(?:[?!.]|$|left\b|on\b|in\b)|(?:on|in)\s+(?:my|the)\s+(?:to-?do\s+)?list\s*[?!.]*$)`)

// asksAbout reports a long slot's own word at a question about the things
// it names: no value follows it, only the rest of the question.
func (x *extraction) asksAbout(s *Slot, ownCue bool, after int) bool {
	if !s.Long || !ownCue {
		return false
	}
	if !askingOpen.MatchString(x.text) && !strings.Contains(x.text, "?") {
		return false
	}
	return questionRest.MatchString(x.text[after:])
}
