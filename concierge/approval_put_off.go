package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// An "ok" that puts the answer off is no yes (R41, R50): "hmm ok lemme
// think about it", "ok hang on let me double check his number", "ok one
// sec", "ok back to the transfer" each approved the call and moved the
// money, since the yes-word led the message and nothing after it was a
// cancel, a "but" or a new value. Money moves only on a deliberate yes:
// a message that asks for time, goes to check something first or turns
// back to talk about the call is answered "take your time", whatever
// yes-word it holds, and the call waits.

// putOffPhrases ask for time or say something is to be checked first.
var putOffPhrases = reading.Lazy(`(?i)\b(?:(?:let me|lemme|let us|let's|lets|i'?ll|ill|i will|i need to|i have to|i gotta|gotta|need to|have to|i want to|i wanna|wanna|i must|i should|i'd better|i better)\s+(?:just\s+|first\s+|quickly\s+|quick\s+)?(?:think|check|double[- ]?check|recheck|verify|ask|see|look|talk|speak|call|text|sleep|wait|make sure|confirm with|run it by|sort)|hang on|hold on|hold up|hold off|one sec|a sec|one second|a second|just a second|one moment|a moment|one min|a min|one minute|a minute|gimme a|give me a (?:sec|second|minute|moment)|brb|not yet|back to|think(?:ing)? about|thinking|on second thought)\b`)

// putsOff reports a message at an approval that puts the answer off, said
// with a yes-word or not.
func putsOff(text string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false // "can I think about it?": a question, answered elsewhere
	}
	if strings.ContainsAny(text, "0123456789") {
		return false // "ok hang on, make it 60": a new value, the correction's to read
	}
	if saysChange(text) {
		return false // "hold up, i meant tue not mon": the change is read (approval_target_meant.go)
	}
	if _, rel := reading.FindRelative(text); rel {
		return false // "hmm maybe a tad less": the amount's to change
	}
	return putOffPhrases.MatchString(text)
}

// followUp joins a request meant for after the call to the answer before
// it: "then", "and after that", "also".
var followUp = reading.Lazy(`(?i)\b(?:and then|then|and after(?:wards| that| this)?|after(?:wards| that| this)|and also|also|once (?:that'?s|it'?s|thats|its) (?:done|sent|through)|plus)\b`)

// answerPutOff keeps the approval waiting on a message that puts the
// answer off, and says so (the put_off command).
func (e *Engine) answerPutOff(t *turn, ap *state.Approval) {
	e.note(state.NoteRoute, "Read as: the answer put off — the approval waits, whatever yes-word the message holds")
	e.speak(t, agents.ConciergeName, prompts.TakeYourTime(strings.TrimSuffix(strings.TrimSpace(ap.Summary), "?")))
	e.emit(ApprovalRequested{Approval: *ap})
}
