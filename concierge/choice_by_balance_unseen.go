package concierge

// "The one with more" before a balance was seen (tryout 41 bank 55): at a
// transfer's "Which account should the $100.00 come from?", "uhh which one
// has more? use that one" showed both balances (every_before_source.go),
// then the transfer found two accounts shown and asked again, "I won't
// guess" — but the user had given a rule, not left the choice open. The
// rule is kept on the turn; once every balance is shown, the account it
// picks is named as the transfer's source (checked again when it is not
// the one checked last, so the source is always the account checked for
// the transfer, SPEC §15), said back, and the transfer goes to its summary
// and waits for a yes, as every transfer does. A question alone ("which
// one has more?") chooses nothing: both are shown and the source is asked.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// execHoldByBalance runs set_value(slot=*) read from a pick by balance:
// every choice handed to the speaker, the rule kept for when they are shown.
const execHoldByBalance turnExec = iota + 16200

// balanceRule is "the one with more" (or less), said at agent's question.
type balanceRule struct {
	agent string
	more  bool
}

// runHoldByBalance keeps the rule on the turn and hands every choice to
// the speaker; done is false for any other command.
func (e *Engine) runHoldByBalance(t *turn, c turnCmd) (step, bool) {
	if c.exec != execHoldByBalance || c.a == nil {
		return stop, false
	}
	t.pickBy = &balanceRule{agent: c.a.Name, more: c.Scope == moreWord(true)}
	return step{move: moveHold, agent: c.a, text: c.Value}, true
}

// sourceByRule is text, a's request, with the source the turn's rule
// picks named in it ("…, from savings"), once every choice of the
// requirement's slot was shown in this turn and text names none; text as
// it is otherwise.
func (e *Engine) sourceByRule(t *turn, a *agents.Agent, text string) string {
	r := t.pickBy
	if r == nil || len(a.Pins) == 0 || !requiredBy(a, e.domain.Agent(r.agent)) {
		return text
	}
	by := e.domain.Agent(r.agent)
	lower := strings.ToLower(text)
	for _, s := range by.Slots {
		if s.Kind != agents.KindEnum || len(t.ran[by.Name+"."+s.Name]) < len(s.Choices) {
			continue
		}
		for _, c := range s.Choices {
			if choiceSaid(c, lower) {
				return text // named since: the user's word stands
			}
		}
		chosen, amounts := e.choiceByBalance(s, r.more)
		if chosen == "" {
			return text // a balance still unknown: asked (source_unsaid.go)
		}
		t.pickBy = nil
		e.note(state.NotePrerequisite, fmt.Sprintf("The %s with %s, as asked: %s (%s)", s.LabelOrName(), moreWord(r.more), chosen, amounts))
		t.say(prompts.ChoiceByBalanceTaken(chosen, moreWord(r.more), amounts))
		return strings.TrimRight(text, " .!?") + ", from " + strings.ToLower(chosen)
	}
	return text
}

// pickWords, after a question, choose by it: "which has more? use that
// one", "… that one then", "… go with it".
var pickWords = lazyWordSet(`use take go pick choose that it one then do same pull send`)

// pickSaid reports a pick by balance said as a choice ("whichever has
// more", "the emptier one", "which one has more? use that one"), not
// only asked about ("which one has more?").
func pickSaid(text string) bool {
	if i := strings.LastIndex(text, "?"); i >= 0 {
		for _, w := range reading.Words(text[i+1:]) {
			if pickWords()[w] {
				return true
			}
		}
	}
	return !reading.AskedAsQuestion(text)
}
