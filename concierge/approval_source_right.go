package concierge

// A question at an approval whether the money comes out of the right
// account, naming none (R50's ask(value); bank34): "is it coming out of
// the right one?", "are you taking it from the correct account?", "is
// the money coming from the right acct". It names no account, so the
// source question (approval_source_question.go) passed it by and the
// question whether the account is the user's own answered it about the
// destination. It is answered from the call as it stands: the account
// the money leaves, with its number, and how to take it from the other.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// leavesCue says the money leaves an account, never that it arrives:
// "coming out of", "taken from", "from". "coming" and "comes" alone are
// not it ("is it coming to the right account?").
var leavesCue = reading.Lazy(`(?i)\b(?:from|out of|outta|taken|taking|take|debited|debiting|deducted|withdrawn|drawn|pulled|pulling|leaves|leaving)\b`)

// arrivesCue says where the money goes: a question with it asks about the
// destination ("is the money from checking going to the right account?").
var arrivesCue = reading.Lazy(`(?i)\b(?:to|into|going|goes|headed|sending|sent|recipient|destination|payee)\b`)

// sourceRightAnswer is the answer to a question whether the call's source
// is right, naming no account; ok is false for any other message. It
// only reads.
func (e *Engine) sourceRightAnswer(a *agents.Agent, ap *state.Approval, text string) (string, bool) {
	if a == nil || ap == nil || !askedAboutCall(text) || !leavesCue.MatchString(text) || arrivesCue.MatchString(text) {
		return "", false
	}
	n := " " + normalise(text) + " "
	if !rightAccount().MatchString(n) {
		return "", false // "is it from savings?": a named account, asked by the source question
	}
	lower := strings.ToLower(text)
	for _, s := range e.requiredChoiceSlots(a) {
		held := e.pinnedChoice(a, s)
		if held == "it" {
			continue
		}
		other := ""
		for _, c := range s.Choices {
			if choiceSaid(c, lower) {
				return "", false // an account named: the source question's
			}
			if !strings.EqualFold(c.Value, held) {
				if other != "" {
					other = "-" // more than one other: none offered
				} else {
					other = c.Value
				}
			}
		}
		if other == "-" {
			other = ""
		}
		return prompts.SourceHeld(held, e.sess.Facts[sourceFact(a)], other), true
	}
	return "", false
}
