package concierge

// A pause said before the message (R25, issue 24 round 12): "hmm 1 sec is
// that before fees?", "hang on 2 mins, do you charge a fee", "one moment
// - how much is left after". A number with a unit of time asks the user
// to wait; it is no amount, so it is neither offered back ("make it 1")
// nor taken at "How much?". The pause is dropped before the message is
// read, with a note; a message that is only a pause is read as "hold on".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// pauseAt is a pause opening a message, with the fillers around it.
var pauseAt = reading.Lazy(`(?i)^\W*(?:(?:hmm+|hm+|um+|uh+|er+m?|ok|okay|oh|ah|wait|hold on|hang on|give me|gimme|just|sorry|like)[\s,.!]+)*(?:a|an|one|two|three|five|ten|a few|a couple(?: of)?|half an?|\d{1,3})\s*(?:sec|secs|second|seconds|min|mins|minute|minutes|moment|moments|mo|tick|ticks|jiffy)\b[\s,.!;:…–—-]*(?:(?:hmm+|um+|uh+|ok|okay|so)[\s,.!]+)*`)

// withoutPause is the message without the pause that opens it; the
// message itself when none does; "hold on" when the pause is all of it.
func (e *Engine) withoutPause(text string) string {
	m := pauseAt.FindString(text)
	if m == "" || !strings.ContainsAny(m, "0123456789") && !pauseWord.MatchString(m) {
		return text
	}
	rest := strings.TrimSpace(text[len(m):])
	e.note(state.NoteProgress, "Not a value: "+strings.TrimSpace(m)+" (a pause)")
	if len(reading.Words(rest)) == 0 {
		return "hold on" // "2 mins": the answer put off, read as such
	}
	return rest
}

// pauseWord is a unit of time that makes a pause with no digit in it
// ("one sec", "a moment"): a pause needs the unit, never only a number.
var pauseWord = reading.Lazy(`(?i)\b(?:sec|secs|second|seconds|min|mins|minute|minutes|moment|moments|mo|tick|ticks|jiffy)\b`)
