package concierge

// Greetings said with "omg", an apology, an emoji or stretched letters
// (issue 24, bank28b): "omg hiii 😊" was taken for a vent with a request
// after it, and answered "Sorry this has been hard". What is left once
// "omg" is gone is small talk, which asks for nothing: no vent, no care.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// onlyTalk reports a message the lexicon reads as a greeting, thanks or a
// goodbye, or the reader reads, sure, as small talk and nothing else.
func (e *Engine) onlyTalk(text string) bool {
	if isGreeting(text) || isThanks(text) || isBye(text) {
		return true
	}
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if !rd.Sure || len(rd.Commands) == 0 {
		return false
	}
	for _, c := range rd.Commands {
		if c.Kind != agents.CmdSmallTalk {
			return false
		}
	}
	return true
}

// commaBeforeBye puts a comma between a cancel and the goodbye said after
// it with none ("nevermind bye", "nvm thanks bye"), so that the goodbye
// is read as the clause after the cancel, as "never mind, bye" is.
func commaBeforeBye(text string) string {
	ws := strings.Fields(text)
	for i := 1; i < len(ws); i++ {
		head, tail := strings.Join(ws[:i], " "), strings.Join(ws[i:], " ")
		if strings.ContainsAny(head, ",.;!?") {
			return text
		}
		if hasCancel(head) && saysFarewell(tail) && onlyThanksAndBye(tail) {
			return head + ", " + tail
		}
	}
	return text
}
