package concierge

// A pause said before the message (R25, issue 24 round 12): "hmm 1 sec is
// that before fees?", "hang on 2 mins, do you charge a fee", "one moment
// - how much is left after". A number with a unit of time asks the user
// to wait; it is no amount, so it is neither offered back ("make it 1")
// nor taken at "How much?". The pause is dropped before the message is
// read, with a note.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// pauseAt is a pause opening a message, with the fillers around it.
var pauseAt = reading.Lazy(`(?i)^\W*(?:(?:hmm+|hm+|um+|uh+|er+m?|ok|okay|oh|ah|wait|hold on|hang on|give me|gimme|just|sorry|like)[\s,.!]+)*(?:a|an|one|two|three|five|ten|a few|a couple(?: of)?|half an?|\d{1,3})\s*(?:sec|secs|second|seconds|min|mins|minute|minutes|moment|moments|mo|tick|ticks|jiffy)\b[\s,.!;:…–—-]*(?:(?:hmm+|um+|uh+|ok|okay|so)[\s,.!]+)*`)

// withoutPause is the message without the pause that opens it, when the
// pause holds a number that could be misread as a value; the message
// itself otherwise. A pause that is all of the message, or that goes on
// with why ("2 mins to check with my wife"), is said as "give me a
// moment", which reads as the answer put off.
func (e *Engine) withoutPause(text string) string {
	m := pauseAt.FindString(text)
	if m == "" || !pauseNumber.MatchString(m) || !pauseWord.MatchString(m) {
		return text
	}
	rest := strings.TrimSpace(text[len(m):])
	e.note(state.NoteProgress, "Not a value: "+strings.TrimSpace(m)+" (a pause)")
	if len(reading.Words(rest)) == 0 || pauseGoesOn.MatchString(rest) {
		return strings.TrimSpace("give me a moment " + rest)
	}
	return rest
}

// pauseWord is a unit of time that makes a number a pause.
var pauseWord = reading.Lazy(`(?i)\b(?:sec|secs|second|seconds|min|mins|minute|minutes|moment|moments|mo|tick|ticks|jiffy)\b`)

// pauseNumber is the number in a pause that a reader could take as a
// value ("1 sec", "two mins"); "a moment" has none.
var pauseNumber = reading.Lazy(`(?i)\d|\b(?:one|two|three|five|ten)\b`)

// pauseGoesOn opens what says why the user pauses: "to check with my
// wife", "while i find it", "let me look".
var pauseGoesOn = reading.Lazy(`(?i)^(?:to|while|till|til|until|so i|let me|lemme|i need|i'?ll|i will|i'?m|im|for me|gotta|need to)\b`)
