package concierge

// A question at an approval about the account the money comes from (R50's
// ask; issue 24 round 10): "hold up, is that from savings?", "wait, that's
// coming out of checking right?", "does it come out of my savings". The
// account is named, but as a question about the call, not as a new
// source: it was read as switch_source and the transfer was asked again
// from the other account. It is ask(value): answered from the call as it
// stands (which account, and how to change it when that is not the one
// asked about), the approval asked again, nothing changed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// questionTags end a statement that asks to be confirmed: "…, right",
// "… correct?", "… yeah".
var questionTags = lazyWordSet(`right correct yeah yes yea ya yh innit no`)

// sourceCue says where money comes from: "from", "out of", "leaves",
// "taken". A question naming an account without one asks about the
// account ("what is in savings?"), not about the call.
var sourceCue = reading.Lazy(`(?i)\b(?:from|out of|outta|leaves?|leaving|taken|taking|debited|debiting|deducted|withdrawn|drawn|pulled|pulling|coming|comes?)\b`)

// auxOpeners open a yes-or-no question: "is it …", "does that …".
var auxOpeners = lazyWordSet(`is isnt isn't does doesnt doesn't will was did are`)

// sourceQuestionRead is the ask(value) for a question about the source of
// the pending call; ok is false for any other message. It only reads.
func (e *Engine) sourceQuestionRead(a *agents.Agent, ap *state.Approval, text string) (apCommand, bool) {
	about, ok := e.sourceQuestionAnswer(a, ap, text)
	if !ok {
		return apCommand{}, false
	}
	c := apCmd(agents.CmdAsk, text)
	c.Scope, c.Question, c.Text = askValue, text, about
	return c, true
}

// sourceQuestionAnswer is the answer sourceQuestionRead gives.
func (e *Engine) sourceQuestionAnswer(a *agents.Agent, ap *state.Approval, text string) (string, bool) {
	if a == nil || ap == nil || !askedAboutCall(text) || !sourceCue.MatchString(text) || switchWords(text) || hasCancel(text) || !e.numbersOfTheCall(ap, text) {
		return "", false
	}
	if _, yes := leadingYes(text); yes {
		return "", false // "yes, from my savings": a yes with a new source
	}
	if _, no := rejection(text); no {
		return "", false
	}
	if about, ok := e.sourceRightAnswer(a, ap, text); ok {
		return about, true // "is it coming out of the right one?" (approval_source_right.go)
	}
	lower := strings.ToLower(text)
	for _, s := range e.requiredChoiceSlots(a) {
		var asked []string
		for _, c := range s.Choices {
			if choiceSaid(c, lower) && !namedAsDestination(lower, c) && !deniedChoice(lower, c) {
				asked = append(asked, c.Value)
			}
		}
		held := e.pinnedChoice(a, s)
		if len(asked) == 0 || held == "it" {
			continue // none named, or no source pinned to say back
		}
		if len(asked) > 1 {
			return prompts.SourceOfCall(held, ""), true // "savings or checking?"
		}
		return prompts.SourceOfCall(held, asked[0]), true
	}
	return "", false
}

// askedAboutCall reports a message put as a yes-or-no question: a question
// mark, a confirming tag at its end ("…, right"), or a question's verb
// first after any opening fillers ("hold up, is it …"). A request put as
// a question ("can you do it from savings?") is none: it asks for a
// change.
func askedAboutCall(text string) bool {
	words := reading.Words(strings.ToLower(text))
	if len(words) == 0 {
		return false
	}
	first := ""
	for _, w := range words {
		if questionOpeners()[w] || w == "up" || w == "hang" {
			continue // "hold up", "hang on", "wait"
		}
		first = w
		break
	}
	switch first {
	case "can", "could", "would", "please", "pls", "let", "lets", "use", "make", "send", "do", "take", "i", "id", "i'd":
		return false // a request, or a wish: a change asked for
	}
	return strings.Contains(text, "?") || questionTags()[words[len(words)-1]] || auxOpeners()[first]
}
