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
)

// notKnown says the user does not know or cannot find something. "Where
// do I find it?" is left out: it names the finder's own task, and is
// routed to it as any digression is.
var notKnown = reading.Lazy(`(?i)\b(?:(?:i\s+)?(?:don'?t|do\s+not|dont|didn'?t|did\s+not)\s+(?:know|have|remember|recall)|dunno|idk|no\s+(?:idea|clue)|not\s+sure|(?:can'?t|cannot|couldn'?t|could\s+not|unable\s+to)\s+(?:find|remember|recall|locate|see)|forgot|forgotten|lost|not\s+(?:got|given)|haven'?t\s+(?:got|been\s+given))\b`)

// unknownValueRead reads a message that says the user does not know the
// value asked: the agent that finds it (finder), or, when none does and
// the value is a choice, what each choice stands for (explained); ok is
// false for any other message. It only reads.
func (e *Engine) unknownValueRead(t *turn, text string) (u unknownRead, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return u, false
	}
	speaker := e.domain.Agent(e.sess.Speaker)
	if speaker == nil || !notKnown.MatchString(text) || e.answersAsked(t, text) {
		return u, false
	}
	s := speaker.NextSlot(e.filled(t, speaker))
	if s == nil || s.Kind == agents.KindSecret || concludedChoice(s, text) != "" {
		return u, false // "not sure, house or car... id say car": settled (concluded_choice.go)
	}
	if v, _ := agents.SceneChoice(s, text); v != "" {
		return u, false // "just started in claims, no idea where anything is": told, not unknown (scene_choice.go)
	}
	u = unknownRead{speaker: speaker, slot: s, finder: e.finderOf(speaker, s)}
	if u.finder == nil {
		if ex := explainChoices(s, []string{"difference"}); ex != "" {
			// "i don't know which one it is" at "Home or Motor?": what
			// each choice stands for, and the question again
			u.explained = join(ex, e.pendingSummary(t))
			return u, true
		}
		return u, false
	}
	u.request = text
	if len(agents.Extract(u.finder, text, "")) == 0 {
		u.request = u.finder.TaskPhrase() // "i forgot it": nothing of it is the finder's value
	}
	return u, true
}

// unknownRead is what unknownValueRead read.
type unknownRead struct {
	speaker, finder    *agents.Agent
	slot               *agents.Slot
	explained, request string
}

// why is the Why panel's word on it.
func (u unknownRead) why() string {
	if u.finder == nil {
		return fmt.Sprintf("the user does not know the %s; its choices explained", u.slot.LabelOrName())
	}
	return fmt.Sprintf("the user does not know the %s; %s finds it (%s), and %s waits", u.slot.LabelOrName(), u.finder.Name, u.finder.TaskPhrase(), u.speaker.Name)
}

// findUnknown offers the agent that finds the value, or says what each
// choice stands for and asks again.
func (e *Engine) findUnknown(t *turn, u unknownRead) step {
	if u.finder == nil {
		e.speak(t, u.speaker.Name, u.explained)
		return stop
	}
	t.say(fmt.Sprintf("No problem: I can help you %s.", u.finder.TaskPhrase()))
	return step{move: moveSwitch, agent: u.speaker, text: u.request, route: agents.Route{Agent: u.finder.Name,
		Reason: fmt.Sprintf("the user does not know the %s, which %s finds", u.slot.LabelOrName(), u.finder.Name)}}
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
