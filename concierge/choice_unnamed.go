package concierge

// An answer that names no choice at a choice question (issue 24 round
// 20): at "Checking or Savings?", "do it" was answered "I don't know
// that", "ok" was taken as thanks ("You're welcome!") and "fine whatever"
// was quoted back as an account it could not take. None of them picks:
// the question is asked again, plainly, with its choices named once.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// goAheadWords say go on, yes or "I don't mind" without naming anything:
// one of them must be in the answer.
var goAheadWords = lazyWordSet(`do ok okay k kk sure yes yeah yep yup ya yea fine whatever whatevs either any anything whichever ` +
	`matter care idc ahead proceed alright cool good np sounds`)

// goAheadFiller may stand beside them: "uh just do it", "doesn't matter
// to me", "fine, whatever".
var goAheadFiller = lazyWordSet(`just uh um hmm so well then please pls it its it's that's thats i dont don't doesnt doesn't ` +
	`really go one ones the a to me is that lol man mate sure really honestly now already`)

// noChoiceRead reads such an answer at a choice question into the
// question asked again; ok is false for any other message or moment. It
// only reads.
func (e *Engine) noChoiceRead(t *turn, text string) (turnCmd, bool) {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return turnCmd{}, false
	}
	words := reading.Words(text)
	goAhead := false
	for _, w := range words {
		switch {
		case goAheadWords()[w]:
			goAhead = true
		case !goAheadFiller()[w]:
			return turnCmd{}, false // "ok savings", "whichever has more": an answer of its own
		}
	}
	if !goAhead {
		return turnCmd{}, false
	}
	question := s.QuestionWith(e.namedValues(e.sess.WorkFor(a.Name).Slots))
	choices := s.ChoiceValues()
	named := ""
	for _, c := range choices {
		if !strings.Contains(strings.ToLower(question), strings.ToLower(c)) {
			named = strings.Join(choices, " or ") // the question does not name them
			break
		}
	}
	c := turnCommand(agents.CmdClarify, execSayAsk, text)
	c.a, c.Text = a, prompts.PickOne(named)
	c.shown = "clarify(" + strings.Join(choices, " | ") + ") — the answer names none of the choices: the question again"
	return c, true
}
