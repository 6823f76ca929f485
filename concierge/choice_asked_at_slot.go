package concierge

// A question about the choices at the question that offers them (R28,
// R50's ask; issue 24 round 11): "wait whats the difference between
// checking and savings anyway" at "Checking or Savings?" named both
// choices, so it was read as the answer "both" and Checking was taken;
// "how is savings different from checking" was routed as a transfer
// between them. A question that asks what the choices are, how they
// differ or which to pick is answered — what each is, from what the slot
// declares, and what the session already knows of each (a balance
// checked) — and the question is asked again; no value is taken.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// whichToPick asks which choice is better or should be used: "which one
// should i use", "which is better", "what do you recommend".
var whichToPick = reading.Lazy(`\bwhich (?:[\w']+ )?(?:is|one is|would be|should|do you|would you)\b (?:[\w']+ ){0,3}(?:better|best|recommend|suggest|use|pick|choose|go with)\b|\bwhat (?:do|would) you (?:recommend|suggest)\b|\bshould i (?:use|pick|choose|go with)\b`)

// valueWords ask for a choice's value, which is the choice as the answer:
// "whats in savings?", "how much is in checking".
var valueWords = lazyWordSet(`in balance balances much left have got has hold holds total`)

// choicesAskedAtSlotRead reads a question about the choices of the enum
// slot the speaker asks into its answer, the question asked again; ok is
// false for any other message. It only reads.
func (e *Engine) choicesAskedAtSlotRead(t *turn, text string) (turnCmd, bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false // a number is an amount or an id: a request
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || choiceCorrected(s, text) || ownChoiceAsked(s, text) { // "what's my checking": the answer (choices_compared_own.go)
		return turnCmd{}, false // "its home actually, the other one was different" (ins30_choice_corrected.go)
	}
	if other, answer := otherSlotChoicesAsked(a, s, text); other != nil && (s.Kind != agents.KindEnum || !asksAboutChoices(s, text)) {
		// "whats the difference between home and motor?" at the claim
		// id's question (ins20b_answers.go)
		c := sayCmd(agents.CmdAsk, "ask — a question about the choices of the "+other.LabelOrName()+" at "+a.Name+"'s question about "+s.LabelOrName()+", answered and asked again; no value taken", text, answer, true)
		c.Agent = a.Name
		return c, true
	}
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 || !asksAboutChoices(s, text) {
		return turnCmd{}, false
	}
	if !asksHowChoicesDiffer(text) && !whichToPick.MatchString(strings.ToLower(text)) && restatesOwnWork(a, s, text) {
		// "ok whats GOOG trading at then": the request again, its value the answer (choice_restated_at_slot.go)
		return turnCmd{}, false
	}
	answer := explainChoices(s, append(reading.Words(text), "difference"))
	if known := e.choicesKnown(s); known != "" {
		answer = join(answer, known)
	}
	if answer == "" {
		return turnCmd{}, false // nothing declared to say: the other asides answer
	}
	c := sayCmd(agents.CmdAsk, "ask — a question about the choices at "+a.Name+"'s question about "+s.LabelOrName()+", answered and asked again; no value taken", text, answer, true)
	c.Agent = a.Name // the question's own agent says it
	return c, true
}

// asksAboutChoices reports a question about the choices of s: how they
// differ ("checking vs savings", "how is savings different"), what one
// of them is ("what is savings exactly"), or which to pick — and no
// request: a word that moves money or does a task makes it one ("move
// the difference between checking and savings").
func asksAboutChoices(s *agents.Slot, text string) bool {
	words := reading.Words(strings.ToLower(text))
	moves, does, values := accountMoves(), doVerbs(), valueWords()
	asksValue := false
	for _, w := range words {
		if moves[w] || does[w] && !whichToPick.MatchString(strings.ToLower(text)) {
			return false
		}
		asksValue = asksValue || values[w]
	}
	named := len(choicesNamed(s, text))
	asked := isQuestion(text) || unmarkedQuestion(text)
	switch {
	case asksHowChoicesDiffer(text):
		return named > 0 || asked
	case whichToPick.MatchString(strings.ToLower(text)):
		return asked
	case named > 0 && asked && !asksValue && asksChoiceMeaning(text):
		return true // "what is savings exactly", not "whats in savings"
	}
	return false
}

// choicesKnown is what the session already knows of each choice: a
// balance checked for an account of that name ("Checking has $1,000.00").
func (e *Engine) choicesKnown(s *agents.Slot) string {
	var out []string
	for _, c := range s.Choices {
		for key, name := range e.sess.Facts {
			prefix, ok := strings.CutSuffix(key, "_name")
			if !ok || !strings.EqualFold(name, c.Value) {
				continue
			}
			if bal, err := reading.ParseMoney(e.sess.Facts[prefix+"_balance"]); err == nil {
				out = append(out, fmt.Sprintf("%s had %s when it was last checked", c.Value, bal.String()))
			}
		}
	}
	if len(out) == 0 {
		return ""
	}
	return strings.Join(out, "; ") + "."
}
