package concierge

// "I don't know the claim id" at the claim id question (R5, R6, R28):
// the user cannot give what is asked. When another agent's work is to find
// that value (the strategy that says where claim ids are), it is offered
// and started as a digression; the task that asked waits on the stack and
// resumes once the value is found. A choice nobody finds is explained
// instead ("i don't know which one" at "Home or Motor?"). It is never read
// as a cancel ("i don't know it" is no "I don't want it") nor tried as the
// value.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// notKnown says the user does not know or cannot find something. "Where
// do I find it?" is left out: it names the finder's own task, and is
// routed to it as any digression is.
var notKnown = reading.Lazy(`(?i)\b(?:(?:i\s+)?(?:don'?t|do\s+not|dont|didn'?t|did\s+not)\s+(?:know|have|remember|recall)|dunno|idk|no\s+(?:idea|clue)|not\s+sure|(?:can'?t|cannot|couldn'?t|could\s+not|unable\s+to)\s+(?:find|remember|recall|locate|see)|forgot|forgotten|lost|not\s+(?:got|given)|haven'?t\s+(?:got|been\s+given))\b`)

// unknownValue offers the agent that finds the value asked, when the
// message says the user does not know it. ok is false when the message is
// no such thing, or no other agent finds that value.
func (e *Engine) unknownValue(t *turn, text string) (step, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return stop, false
	}
	speaker := e.domain.Agent(e.sess.Speaker)
	if speaker == nil || !notKnown.MatchString(text) || e.answersAsked(t, text) {
		return stop, false
	}
	s := speaker.NextSlot(e.filled(t, speaker))
	if s == nil || s.Kind == agents.KindSecret {
		return stop, false
	}
	finder := e.finderOf(speaker, s)
	if finder == nil {
		if ex := explainChoices(s, []string{"difference"}); ex != "" {
			// "i don't know which one it is" at "Home or Motor?": what
			// each choice stands for, and the question again
			e.note(state.NoteRoute, fmt.Sprintf("Read as: the user does not know the %s; its choices explained", s.LabelOrName()))
			e.speak(t, speaker.Name, join(ex, e.pendingSummary(t)))
			return stop, true
		}
		return stop, false
	}
	e.note(state.NoteRoute, fmt.Sprintf("Read as: the user does not know the %s; %s finds it (%s), and %s waits", s.LabelOrName(), finder.Name, finder.TaskPhrase(), speaker.Name))
	t.say(fmt.Sprintf("No problem: I can help you %s.", finder.TaskPhrase()))
	request := text
	if len(agents.Extract(finder, text, "")) == 0 {
		request = finder.TaskPhrase() // "i forgot it": nothing of it is the finder's value
	}
	return step{move: moveSwitch, agent: speaker, text: request, route: agents.Route{Agent: finder.Name,
		Reason: fmt.Sprintf("the user does not know the %s, which %s finds", s.LabelOrName(), finder.Name)}}, true
}

// finderOf is the one other agent whose own words say it finds the value
// of s ("find your claim id" for the claim id), nil when none does.
func (e *Engine) finderOf(speaker *agents.Agent, s *agents.Slot) *agents.Agent {
	label := reading.Words(s.LabelOrName())
	if len(label) == 0 {
		return nil
	}
	var found *agents.Agent
	for _, a := range e.domain.Agents {
		if a == speaker || e.sess.Agenda.Holds(a.Name) || !a.ExposeToUser {
			continue
		}
		own := " " + strings.Join(reading.Words(a.TaskPhrase()+" "+a.Intro+" "+strings.Join(a.Examples, " ")), " ") + " "
		if !strings.Contains(own, " "+strings.Join(label, " ")+" ") || !strings.Contains(own, " find ") && !strings.Contains(own, " where ") {
			continue
		}
		if found != nil {
			return nil // two finders: no guess
		}
		found = a
	}
	return found
}
