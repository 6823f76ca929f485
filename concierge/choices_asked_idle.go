package concierge

// A question about the choices asked with nothing in hand (R50's ask;
// issue 24 round 20): "whats the difference between checking and savings"
// started the balance check for both accounts, and asked to sign in
// first. A question how the choices of a slot differ, or what one of them
// is, that asks for no figure ("balance", "how much", "more") is answered
// from what the domain declares of them (the slot's hint, its aliases);
// nothing starts. At the slot's own question choice_asked_at_slot.go
// answers it and asks again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// figureWords ask for a figure of each choice, which the task shows:
// "which has more", "the difference between my checking and savings
// balance" (choices_compared.go).
var figureWords = lazyWordSet(`in balance balances much left have got has hold holds total totals sum combined together
	altogether more less higher lower bigger smaller larger greater most least richer money cash funds`)

// asksWhatAChoiceIs asks what a kind of thing is, not its figure: "what is
// a savings account", "what does checking mean".
var asksWhatAChoiceIs = reading.Lazy(`(?i)\bwhat(?:'?s|\s+is|\s+are)\s+an?\s+|\b(?:mean|means|meaning|explain|definition|define)\b`)

// choicesAskedIdleRead reads a question about the choices of an enum slot
// asked while nothing waits into what the domain says of them; ok is
// false for any other message. It only reads.
func (e *Engine) choicesAskedIdleRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.sess.Plan != nil || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false
	}
	words := reading.Words(strings.ToLower(text))
	for _, w := range words {
		if figureWords()[w] {
			return turnCmd{}, false
		}
	}
	if !asksHowChoicesDiffer(text) && !asksWhatAChoiceIs.MatchString(text) {
		return turnCmd{}, false // "whats my savings" asks its balance
	}
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser || a.Name == agents.ConciergeName {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindEnum || len(s.Choices) < 2 || len(choicesNamed(s, text)) == 0 || !asksAboutChoices(s, text) {
				continue
			}
			answer := explainChoices(s, append(words, "difference"))
			if answer == "" {
				continue
			}
			c := sayCmd(agents.CmdAsk, "ask — a question about the "+plural(s.LabelOrName())+", answered from what "+a.Name+" declares of them; nothing starts", text, answer, true)
			return c, true
		}
	}
	return turnCmd{}, false
}
