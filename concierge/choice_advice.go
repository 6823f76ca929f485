package concierge

// "which one should i pick?" at a choice question (R1's no advice; issue
// 24 round 15): read as a request for investment advice it was answered
// "I can't give investment advice … I can look up a stock price". It is a
// question about the choices asked: no advice, but their facts — the
// balance of each the session has seen, or what each one is — and the
// question again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// asksWhichToPick asks the assistant to choose: "which one should i pick",
// "what do you suggest", "which is best", "you pick".
var asksWhichToPick = reading.Lazy(`(?i)\bwhich\b(?:\s+\w+){0,4}?\s+(?:pick|choose|chose|go\s+with|use|take|select|recommend|suggest|better|best|smarter|wiser)\b` +
	`|\bwhat\s+(?:do|would|should)\s+(?:you|u|i)\s+(?:suggest|recommend|pick|choose|go\s+with|do)\b|\b(?:you|u)\s+(?:pick|choose|decide)\b|\bwhich\s+(?:would|do)\s+(?:you|u)\b` +
	`|\b(?:your|ur)\s+(?:recommendation|suggestion|advice|pick)\b|\bwhat'?s\s+(?:best|better|smarter)\b`)

// asksTheOptions asks what the choices are, not which to take: "which
// ones can i pick from?" (choice_asked_back.go answers it).
var asksTheOptions = reading.Lazy(`(?i)\b(?:pick|choose|select)\s+(?:from|between|among)\b|\boptions?\b|\bchoices\b`)

// choiceAdviceRead reads such a question at a choice question into the
// choices' facts and the question again; ok is false for any other
// message or moment. It only reads.
func (e *Engine) choiceAdviceRead(text string) (turnCmd, bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || !asksWhichToPick.MatchString(text) || asksTheOptions.MatchString(text) {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.sess.WorkFor(a.Name).Slots)
	if s == nil || len(s.Choices) < 2 || e.speakerChoiceIn(strings.ToLower(text)) {
		return turnCmd{}, false // "is savings better?": a choice named
	}
	if _, ok := byBalance(text); ok {
		return turnCmd{}, false // "whichever has more" picks (choice_by_balance.go)
	}
	known := e.knownAmounts(*s)
	var facts []string
	for _, c := range s.Choices {
		if v, ok := known[c.Value]; ok {
			facts = append(facts, c.Value+" has "+v.String())
		}
	}
	about := strings.TrimSpace(s.Hint)
	if len(facts) < len(s.Choices) {
		if len(facts) == 0 {
			var all []string
			for _, c := range s.Choices {
				all = append(all, c.Value)
			}
			facts = []string{"the " + s.LabelOrName() + " is " + orList(all)}
		}
	} else {
		about = "" // the balances are the facts
	}
	c := sayCmd(agents.CmdAsk, "ask(choice) — the user asks which to pick: the choices' facts, no advice, and the question again", text, prompts.ChoiceFacts(facts, about), true)
	c.Agent = a.Name
	return c, true
}
