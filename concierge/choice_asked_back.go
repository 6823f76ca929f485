package concierge

// The choice asked back at the question that offers it (R28, R50's ask;
// issue 24 round 11): "hmm is it home or motor... a tree fell on the car
// in the garage", "hang on is that the home one or the car one, how do i
// check", "not sure, home or motor?". The first was answered and then
// decided for the user from "car" in the description (a Motor letter was
// written); the second was read as a question of trust ("how do i
// check"). Each is a question about the choice: what each one stands for
// is said, the choice is left to the user, and the question asked again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// unsureWords say the user does not know which choice it is.
var unsureWords = lazyWordSet(`which whichever unsure sure idk dunno hmm hm umm um confused know check tell decide`)

// decidedWords say the user picks one after all: "home or motor? i'd
// say motor", "go with home".
var decidedWords = reading.Lazy(`(?i)\b(?:i'?d\s+say|i\s+(?:think|guess|reckon)\s+(?:it'?s|its)\s+\w+$|go\s+with|make\s+it|pick|choose|chose|let'?s\s+(?:do|say|go)|put\s+(?:it\s+)?(?:as|down\s+as)|it'?s\s+\w+\s+not|not\s+\w+\s*,?\s*(?:it'?s|its))\b`)

// questionAboutTheQuestion reads a question about the question open — a
// value given before (slot_value_question.go, scope "value") or which of
// its choices to take ("choice"): the agent asking, the answer and why;
// ok is false for any other message. It only reads.
func (e *Engine) questionAboutTheQuestion(t *turn, text string) (a *agents.Agent, scope, reply, why string, ok bool) {
	if a, reply, why, ok := e.givenValueAskedAtSpeaker(t, text); ok {
		return a, "value", reply, why, true
	}
	a, reply, why, ok = e.choiceAskedBack(t, text)
	return a, "choice", reply, why, ok
}

// choiceAskedBack answers "is it home or motor?" at the question that
// offers them, and asks it again.
func (e *Engine) choiceAskedBack(t *turn, text string) (a *agents.Agent, reply, why string, ok bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return nil, "", "", false
	}
	a = e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return nil, "", "", false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return nil, "", "", false
	}
	lower := strings.Join(reading.Words(text), " ")
	named := 0
	for _, c := range s.Choices {
		if choiceSaid(c, lower) {
			named++
		}
	}
	words := reading.Words(text)
	hasOr, unsure := false, false
	for _, w := range words {
		hasOr = hasOr || w == "or"
		unsure = unsure || unsureWords()[w]
	}
	if named < 2 || !hasOr || !(askedAsQuestion(text) || unsure) || decidedWords.MatchString(strings.TrimSpace(text)) || concludedChoice(s, text) != "" {
		return nil, "", "", false
	}
	why = fmt.Sprintf("which %s it is, asked back: each choice explained, none taken, and the question asked again", s.LabelOrName())
	if hint := choiceHint(s, text); hint != "" {
		// "i work for a broker …, idk if im internal or partner": what
		// they told of themselves, as a hint (choice_hint.go)
		return a, join(hint, prompts.ChoiceIsYours("")), why, true
	}
	return a, prompts.ChoiceIsYours(explainsChoices(s, text)), why, true
}
