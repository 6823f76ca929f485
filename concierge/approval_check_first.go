package concierge

// "Let me check X first" at an approval (round 39, bank 33): "hang on
// lemme check savings first" was a bare put_off, so the check the user
// asked for never ran, and "ok go back to the payment, yes" was put_off
// too, its yes lost. A put-off that names another task's thing to look at
// is that task asked beside the call (ask(other)): the check runs and the
// approval is asked again, nothing approved. Its own things ("let me
// double check his number", "lemme check the amount") stay a put-off: the
// user checks them, not us. And a message that turns back to the call
// and ends on a plain yes is that yes: the last word is the answer.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// checkFirstPhrase is the user saying they will look at something, and
// what: "lemme check savings first", "let me see my balance real quick".
var checkFirstPhrase = reading.Lazy(`(?i)\b(?:let me|lemme|let us|let's|lets|i'?ll|ill|i need to|i have to|i gotta|gotta|need to|i want to|i wanna|wanna|i'd like to|id like to)\s+(?:just\s+|first\s+|quickly\s+|quick\s+)?(?:check|chek|chk|see|look at|look|view|peek at|glance at|have a look at|take a look at)\s+(.+)$`)

// checkFiller are the words around what is to be looked at: "first",
// "real quick", "before".
var checkFiller = reading.Lazy(`(?i)\b(?:first|real quick|quickly|quick|before|b4|beforehand|ok|okay|pls|please|a sec|for a sec)\b`)

// checkFirstRead is ask(other) for "let me check X first" where X is
// another agent's thing; ok is false for any other message. It only reads.
func (e *Engine) checkFirstRead(a *agents.Agent, text string) (apCommand, bool) {
	if hasCancel(text) || followUp.MatchString(text) {
		return apCommand{}, false // "ok send it, then let me check my balance": after the call (approval_yes_then.go)
	}
	m := checkFirstPhrase.FindStringSubmatch(text)
	if m == nil {
		return apCommand{}, false
	}
	what := strings.Trim(strings.TrimSpace(checkFiller.ReplaceAllString(m[1], " ")), " ,.!")
	b := e.routesTo(what)
	if what == "" || b == nil || b == a {
		return apCommand{}, false // "lemme check the amount": the call's own
	}
	if len(agents.Extract(b, what, "")) == 0 && e.routesTo(text) != b {
		return apCommand{}, false // "let me check with my wife": nothing of b's
	}
	// the side task is asked with what is to be seen, so that the words
	// of the put-off ("look") route nowhere else
	c := apCmd(agents.CmdAsk, text)
	c.Scope, c.Question, c.Reason = askOther, what, "the message asks to see "+what+" first, which is "+b.Name+"'s work"
	return c, true
}

// backThenYes reports a message that turns back to the call and ends on a
// plain yes: "ok go back to the payment, yes", "back to the transfer. yes
// send it". A put-off of time ("yes one moment") never ends on the yes.
func backThenYes(text string) bool {
	i := strings.LastIndexAny(text, ",;.!")
	if j := strings.LastIndex(strings.ToLower(text), " and "); j > i {
		i = j + 4
	}
	if i <= 0 {
		return false
	}
	head, last := text[:i], strings.TrimSpace(text[i:])
	last = strings.TrimLeft(last, ",;.! ")
	if last == "" || !(isYes(last) || yesSaidPlainly(last)) || !backWords.MatchString(head) {
		return false
	}
	return !putOffPhrases.MatchString(backWords.ReplaceAllString(head, " ")) && !hasCancel(text)
}
