package concierge

// A request said with urgency (R50; issue 24 round 15): "sign me in asap
// please", "check my balance right now", "quick, whats tesla at". The
// urgency word made it impatience ("Sorry for the wait — I'm right here.")
// and the request was lost. The request is the message: it runs, with its
// urgency words left out so none is quoted as a value it did not use.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// urgencyWords are the words that only hurry a request along.
var urgencyWords = reading.Lazy(`(?i)\b(?:asap|a\.s\.a\.p\.?|as\s+soon\s+as\s+possible|right\s+now|right\s+away|straight\s+away|this\s+(?:minute|second|instant)|immediately|urgently|urgent|pronto|stat|quickly|rn|now|hurry(?:\s+up)?|chop\s+chop|come\s+on|cmon|already|please|pls|plz|i'?m\s+in\s+a\s+(?:rush|hurry)|no\s+time)\b[!.,]*`)

// spaces are runs of blanks left where words were taken out.
var spaces = reading.Lazy(`\s{2,}`)

// withoutUrgency is text with its urgency words taken out, and whether
// there were any.
func withoutUrgency(text string) (string, bool) {
	rest := urgencyWords.ReplaceAllString(text, " ")
	rest = strings.Trim(spaces.ReplaceAllString(rest, " "), " ,.!-")
	return rest, rest != strings.Trim(text, " ,.!-")
}

// urgentRequestRead reads a message the impatience check would take, when
// it holds a request, into the request alone, routed; ok is false for a
// message not read as impatience, one that is only urgency ("hurry up"),
// or an answer to the question asked. It only reads.
func (e *Engine) urgentRequestRead(t *turn, text string) (turnCmd, bool) {
	if !e.hurried(t, text) {
		return turnCmd{}, false // only what was read as impatience: "pls pay my water bill" is the cannot's
	}
	rest, urged := withoutUrgency(text)
	if !urged || len(reading.Words(rest)) == 0 || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	if e.answersAsked(t, rest) || !(e.newRequest(rest) || e.readAsTask(rest)) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execSayRoute, rest)
	c.shown = "start_task(" + rest + ") — a request said with urgency: the request is the message"
	return c, true
}
