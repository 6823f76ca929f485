package concierge

// Every account before the source (round 32, tester 34): at a transfer's
// "Which account should the money come from?", "well check both then",
// "show me both", "what do they each have" ran the balance of Checking,
// took Checking as the source because it was checked first, and queued
// Savings for after the transfer. The user asked to see both before
// choosing: every balance is shown now, one after the other, before the
// transfer resumes, and the transfer then finds several accounts shown in
// the turn and asks its source again (source_unsaid.go), still empty —
// never taken from the order the balances were shown in. Only the user's
// answer, and then the yes to the summary, decide the money's source.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// everyFirst is what runs before the waiting task resumes: the agent and
// the requests for each choice after the first.
type everyFirst struct {
	agent string
	texts []string
}

// everyBeforeSource keeps more, the requests for s's choices after first, to run
// before the task waiting on a resumes, when that task pins what a finds
// (a transfer's source is the account checked for it, SPEC §15). It
// reports whether it did; otherwise the choices are queued as usual.
func (e *Engine) everyBeforeSource(t *turn, a *agents.Agent, s *agents.Slot, first string, more []string) bool {
	if t == nil || len(more) == 0 {
		return false
	}
	w, _, ok := e.waitingOn(a)
	if !ok || len(w.Pins) == 0 {
		return false
	}
	t.everyFirst = &everyFirst{agent: a.Name, texts: more}
	e.note(state.NoteContinuation, fmt.Sprintf("Every %s asked for before %s goes on: %s now, then %s; then %s asks its %s again", s.LabelOrName(), w.Name, first, strings.Join(more, "; "), w.Name, s.LabelOrName()))
	return true
}

// nextEveryFirst runs the next request kept by everyBeforeSource when a
// is done and top, the task waiting on it, would resume: top waits again
// and a starts on the next choice. ok is false when nothing is kept.
func (e *Engine) nextEveryFirst(t *turn, a *agents.Agent, top state.Task) (step, bool) {
	f := t.everyFirst
	if f == nil || f.agent != a.Name || len(f.texts) == 0 || top.Kind != state.TaskPrerequisite {
		return stop, false
	}
	next := f.texts[0]
	f.texts = f.texts[1:]
	e.sess.Agenda.Push(top)
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("%s waits on: %s", top.Agent, next))
	return enterStep(a, next, true), true
}

// everyAtSourceRead reads, at the question of a's choice that a waiting
// transfer's source is, a message that asks to see every choice first
// ("check both first", "show me both", "what do they each have") or that
// picks by a balance not seen yet ("whichever one has more in it"): every
// choice named, handed to a, which shows each balance before the source is
// asked again. ok is false for any other message. It only reads.
func (e *Engine) everyAtSourceRead(t *turn, a *agents.Agent, text string) (turnCmd, bool) {
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil {
		return turnCmd{}, false
	}
	w, _, ok := e.waitingOn(a)
	if !ok || len(w.Pins) == 0 {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 || len(s.Choices) > maxEverySpread {
		return turnCmd{}, false
	}
	lower := strings.ToLower(text)
	for _, ch := range s.Choices {
		if choiceSaid(ch, lower) {
			// "checking and savings", "checking i mean savings": the agent
			// reads choices named, corrections with them (every_choice.go)
			return turnCmd{}, false
		}
	}
	why, exec, rule := "every "+s.LabelOrName()+" asked for", execHoldValue, ""
	if more, by := byBalance(text); by {
		if chosen, _ := e.choiceByBalance(*s, more); chosen != "" {
			return turnCmd{}, false // seen already: the one with more is taken (choice_by_balance.go)
		}
		why = "the " + s.LabelOrName() + " with " + moreWord(more) + ", and a balance not seen yet"
		if pickSaid(text) {
			exec, rule = execHoldByBalance, moreWord(more) // applied once every balance is shown (choice_by_balance_unseen.go)
		}
	} else if !namesEvery(s, text) && !asksPlural(a, s, text) {
		return turnCmd{}, false
	}
	all := s.ChoiceValues()
	c := turnCommand(agents.CmdSetValue, exec, text)
	c.Scope = rule
	c.a, c.Slot, c.Value = a, s.Name, strings.Join(all, " and ")
	c.shown = fmt.Sprintf("set_value(%s=%s) — %s: each shown before %s asks it again", s.Name, understand.EveryChoice, why, w.Name)
	return c, true
}
