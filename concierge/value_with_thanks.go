package concierge

// A value said with thanks, nothing waiting (R50's start_task; issue 24
// round 15): after SmartStrategy said where the claim id is, "thanks.
// found it: 33GG07", "got it, 33GG07 cheers", "ok cool 33GG07 is the one"
// were read as small talk (even a goodbye) and the id dropped as unused.
// A value of one agent's patterned slot (a claim id), with only thanks,
// acknowledgement and "found it" around it, is that agent's request, as
// the value alone is ("Choosing … due to: only it takes the values the
// message gives").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const execValueWithThanks turnExec = iota + 1515 // (apart from every other file's range) start_task(the value's agent)

// thanksAround are the words that may stand around a value said with
// thanks: thanks, acknowledgement, "found it", "here you go".
var thanksAround = lazyWordSet(`thanks thank thx ty ta cheers mate heaps much very so v you u ok okay k cool sweet great awesome nice perfect ` +
	`yep yes yeah yup found got it it's its is was the one this that that's thats here there go ya have i ive i've my number no ` +
	`right alright all good lovely brilliant legend finally at last oh ah`)

// valueWithThanksRead reads a value of one agent's patterned slot said
// with thanks around it, with nothing waiting, as that agent's request;
// ok is false for any other message. It only reads.
func (e *Engine) valueWithThanksRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	if e.saysLastID(text) {
		return turnCmd{}, false // "it's 45XY99" after its letter: the same claim, confirmed (ins26a_reason.go)
	}
	var owner *agents.Agent
	var said []string
	for _, a := range e.domain.Agents {
		vals := agents.Extract(a, text, "")
		if len(vals) == 0 {
			continue
		}
		for name, v := range vals {
			if s := a.Slot(name); s == nil || s.Kind != agents.KindPattern {
				return turnCmd{}, false // a choice or a text: the reader's to read
			}
			said = append(said, reading.Words(v)...)
		}
		if owner != nil {
			return turnCmd{}, false // two agents take it: the router decides
		}
		owner = a
	}
	if owner == nil || !onlyThanksAround(owner, text, said) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execValueWithThanks, text)
	c.a, c.Agent = owner, owner.Name
	c.why = "the message gives " + owner.Name + "'s values, with thanks around them"
	return c, true
}

// onlyThanksAround reports a message whose words, beside the value's and
// the value's own label and cues, are all thanks and acknowledgement, and
// there is at least one of them.
func onlyThanksAround(a *agents.Agent, text string, said []string) bool {
	own := map[string]bool{}
	for _, w := range said {
		own[w] = true
	}
	for _, s := range a.Slots {
		for _, w := range reading.Words(s.LabelOrName() + " " + strings.Join(s.Cues, " ")) {
			own[w] = true
		}
	}
	around := 0
	for _, w := range reading.Words(text) {
		switch {
		case own[w]:
		case thanksAround()[w]:
			around++
		default:
			return false
		}
	}
	return around > 0
}

// runValueWithThanks hands the message to the value's agent, as a route
// would.
func (e *Engine) runValueWithThanks(c turnCmd) step {
	e.note(state.NoteRoute, "Choosing "+c.a.Name+" due to: "+c.why)
	return step{move: moveDispatch, text: c.From, route: agents.Route{Agent: c.a.Name, Reason: c.why}}
}
