package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Everyday ways to ask that something be kept (tryout 41 notes 19, 13):
// "just save this somewhere: plumber number 07700 900123", "stick this
// down - gate code is on the fridge", "dont let me forget to call mum",
// "make sure i remember the bins go out thursday", "got a thing tmrw i cant
// forget". None names a note, yet each asks for one; before, they listed
// the notes (the filler words searched: "tmrw cant") or cancelled
// ("dont … forget" read as "forget it"), and the content was lost.

// keptAwayAt opens a message with "save/stick/keep/put this somewhere":
// the words after it are the text. A place word is needed ("somewhere",
// "down", "for me", "safe"), so "keep it" and "put this" alone stay what
// they were (an answer, a correction).
var keptAwayAt = reading.Lazy(`(?i)^\s*(?:(?:please|pls|plz|(?:can|could|would|will) (?:you|u|ya)|ok|okay|hey|hi|oh|also|and|just|jus|quick(?:ly)?|so|um|uh|right)[\s,]+)*(?:save|sav|svae|saev|stick|keep|kep|put|store|stash|pop|file|chuck|throw)\s+(?:this|that|these|dis|it|the\s+following)\s+(?:(?:somewhere|somwhere|somewher|sumwhere|smwhere|some\s+where|someplace|away|safe|down|dwn|for\s+me|for\s+later|in\s+(?:my|the|your)\s+notes?)[\s,]*)+(?:please|pls|plz)?\s*[:\-–—]?\s*`)

// mindAt opens a message with a need not to forget: "i cant forget the
// dentist at 9", "don't let me forget to call mum", "make sure i remember:
// bins thursday". The words after it (a "to", "that" or "about" dropped)
// are the text.
var mindAt = reading.Lazy(`(?i)^\s*(?:(?:please|pls|plz|ok|okay|hey|hi|oh|also|and|just|so|um|uh|right|ugh|omg|btw)[\s,]+)*` + mindFrame + `(?:\s+(?:this|it))?(?:\s+(?:about|to|that))?\s*[:\-–—,]?\s*`)

// mindAfter closes a message with the same need, the thing said first:
// "dentist at 9 tmrw, i cant forget", "got a thing tmrw i cant forget".
var mindAfter = reading.Lazy(`(?i)(?:^|[\s,.;:!\-–—]+)(?:(?:and|but|so|which|that)\s+)?` + mindFrame + `(?:\s+(?:it|this|that|about\s+it))?(?:\s+(?:again|lol|tho|ok|pls|please))*\s*[.!]*\s*$`)

// mindFrame is the need itself, said by the user of themself: "you cant
// forget" is not one (mindSaidOfOther).
const mindFrame = `(?:(?:(?:i|we)\s+)?(?:can'?t|cant|cannot|can\s+not|mustn'?t|musnt|must\s+not|shouldn'?t|better\s+not|gotta\s+not)\s+forget|(?:do\s+not|don'?t|dont|dnt)\s+(?:let\s+me\s+)?forget|make\s+sure\s+(?:i|we)\s+(?:remember|rember|remeber|remembr|don'?t\s+forget|dont\s+forget)|help\s+me\s+remember)\b`

// mindSaidOfOther marks the frame said of the assistant, not the user:
// "you cant forget my name", "can u not forget".
var mindSaidOfOther = reading.Lazy(`(?i)\b(?:you|u|ya)\s+(?:can'?t|cant|cannot|mustn'?t|must\s+not|shouldn'?t|better\s+not)\s+forget\b`)

// vagueThing is the text of a trailing need that only says there is
// something ("got a thing tmrw"): no text, the note asks for it.
var vagueThing = reading.Lazy(`(?i)\b(?:a\s+thing|something|somethin|sth|smth|stuff)\b`)

// keptLoc is the span of a keeping lead-in that opens the message (the
// text starts at its end), nil when none does.
func keptLoc(text string) []int {
	if mindSaidOfOther.MatchString(text) {
		return nil
	}
	if loc := keptAwayAt.FindStringIndex(text); loc != nil {
		return loc
	}
	return mindAt.FindStringIndex(text)
}

// MindsSomething reports a message that asks for something to be kept in
// everyday words, at its start or its end ("… i cant forget").
func MindsSomething(text string) bool {
	if keptLoc(text) != nil {
		return true
	}
	return !mindSaidOfOther.MatchString(text) && mindAfter.MatchString(text)
}

// mindTextBefore is the text said before a trailing need not to forget
// ("dentist at 9 tmrw, i cant forget"): empty when there is none, or when
// it only says there is something.
func mindTextBefore(text string) (from, end int) {
	if mindSaidOfOther.MatchString(text) {
		return 0, 0
	}
	loc := mindAfter.FindStringIndex(text)
	if loc == nil {
		return 0, 0
	}
	before := text[:loc[0]]
	if vagueThing.MatchString(before) {
		return 0, 0
	}
	from = len(before) - len(strings.TrimLeft(before, " \t"))
	if reading.ASCIILower(strings.TrimSpace(before)) == "" {
		return 0, 0
	}
	return from, len(strings.TrimRight(before, " \t,;:.!-–—"))
}

// KeepingWords are the words of the keeping lead-in or tail ("save",
// "somewhere", "forget"): the request's own, never a value left unused.
func KeepingWords(text string) map[string]bool {
	words := map[string]bool{}
	for _, loc := range [][]int{keptLoc(text), mindAfter.FindStringIndex(text)} {
		if loc != nil {
			for _, w := range reading.Words(reading.ASCIILower(text[loc[0]:loc[1]])) {
				words[w] = true
			}
		}
	}
	return words
}

// KeptAwayWithText reports "save/stick/put this somewhere: X" with its X
// said: a thing to keep as a note, not what was made sent elsewhere
// ("save it to my drive") nor a to-do ("put" is the to-do's verb too).
func KeptAwayWithText(text string) bool {
	loc := keptAwayAt.FindStringIndex(text)
	return loc != nil && !mindSaidOfOther.MatchString(text) && strings.TrimSpace(text[loc[1]:]) != ""
}
