package concierge

// The value a finder looks for, said while the finder asks its own
// question (round 38's insurance 28): the letter asked for a claim id,
// the user did not have it, SmartStrategy (it finds your claim id) asked
// "internal employee or partner?", and the user said "oh wait theres
// another one, CLM-29HJ71?", "found it: 29HJ71", "nvm i have it, its
// 40LK93". The id was answered "outside what I can help with", noted for
// later with the role asked again, or read as a cancel of everything, and
// the user had to type it again. The finder's work is done once the user
// has the value: the detour is closed ("You found it") and the value goes
// to the task that waits for it, which goes on. With no task waiting, the
// finder's own reading notes the value for later, as before.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// execFinderValueFound closes the finder's detour: the value said goes to
// the task that takes it (c.a), waiting or started now.
const execFinderValueFound turnExec = iota + 15500

// foundDoubt is a message that asks about the value or says it is not the
// one rather than giving it: "is 29HJ71 a claim id?", "29HJ71 isnt it",
// "what does 29HJ71 mean".
var foundDoubt = reading.Lazy(`(?i)^\s*(?:is|are|does|do|what|whats|what's|which|who|why|how|should|can|could|would|will)\b|\b(?:not|isnt|isn't|aint|wrong|mean|means)\b`)

// finderValueFoundRead reads a value of a task's patterned slot, said
// while the agent that finds that value asks its own question, as that
// value found; ok is false for any other message. It only reads.
func (e *Engine) finderValueFoundRead(text string) (turnCmd, bool) {
	finder := e.domain.Agent(e.sess.Speaker)
	if finder == nil || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	if len(agents.Extract(finder, text, "")) > 0 || seekCue.MatchString(text) || foundDoubt.MatchString(text) {
		return turnCmd{}, false // "internal, its 29HJ71" answers the finder; "where is 29HJ71 from?" asks it
	}
	owner, vals := e.foundValueOwner(finder, text)
	if owner == nil || !e.waitingOwner(owner) {
		// nothing waits for the value: the finder's own reading keeps it
		// for later (TestChoiceQuestionOtherAgentsWords)
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdSetValue, execFinderValueFound, text)
	c.a, c.Agent = owner, owner.Name
	var said []string
	for _, s := range owner.Slots {
		if v, ok := vals[s.Name]; ok {
			said = append(said, s.Name+"="+v)
		}
	}
	c.Value = strings.Join(said, ", ")
	c.shown = fmt.Sprintf("set_value(%s: %s); cancel(current: %s)", owner.Name, c.Value, finder.Name)
	return c, true
}

// foundValueOwner is the one task finder finds a value for that text
// gives, valid, with the values text gives it: the task waiting on top
// of the stack, else any agent the user can ask for.
func (e *Engine) foundValueOwner(finder *agents.Agent, text string) (*agents.Agent, map[string]string) {
	var owner *agents.Agent
	var vals map[string]string
	for _, a := range e.domain.Agents {
		if a == finder || !a.ExposeToUser || e.sess.Agenda.Holds(a.Name) && !e.waitingOwner(a) {
			continue
		}
		got, found := e.foundValues(a, finder, text)
		if !found {
			continue
		}
		if owner != nil {
			return nil, nil // two tasks take it: no guess
		}
		owner, vals = a, got
	}
	return owner, vals
}

// foundValues is the values text gives a, each valid; found is true when
// one of them is a patterned value finder finds and a has not got yet.
func (e *Engine) foundValues(a, finder *agents.Agent, text string) (map[string]string, bool) {
	held := map[string]string{} // read only: WorkFor would make the task's work
	if w := e.sess.Work[a.Name]; w != nil {
		held = w.Slots
	}
	facts := e.pinnedFacts(a)
	vals, found := map[string]string{}, false
	for name, raw := range agents.Extract(a, text, "") {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindSecret || s.Kind == agents.KindText {
			continue
		}
		v, err := s.Normalize(raw, facts)
		if err != nil {
			if s.Kind == agents.KindPattern {
				return nil, false // "its 558201": not a claim id, the finder's question stands
			}
			continue
		}
		vals[name] = v
		if s.Kind == agents.KindPattern && e.finderOf(a, s) == finder && (held[name] == "" || !e.waitingOwner(a)) {
			found = true
		}
	}
	return vals, found
}

// waitingOwner reports a as the task on top of the stack, entered and
// waiting for the finder's result.
func (e *Engine) waitingOwner(a *agents.Agent) bool {
	ag := e.sess.Agenda
	w := e.sess.Work[a.Name]
	return len(ag) > 0 && ag[0].IsTask() && ag[0].Agent == a.Name && w != nil && w.Entered
}

// runFinderValueFound ends the finder's task and gives the values to the
// task that takes them: the waiting one resumes with them, or the task
// starts from the message.
func (e *Engine) runFinderValueFound(t *turn, c turnCmd) (step, bool) {
	if c.exec != execFinderValueFound {
		return stop, false
	}
	finder := e.sess.Speaker
	vals, _ := e.foundValues(c.a, e.domain.Agent(finder), c.From)
	delete(e.sess.Work, finder)
	e.sess.Pending.Secret = nil
	e.setSpeaker("")
	shown := foundShown(c.a, vals)
	t.say(prompts.FinderValueFound(shown, c.a.TaskPhrase()))
	if !e.waitingOwner(c.a) {
		e.note(state.NoteRoute, fmt.Sprintf("%s is not needed now: the message gives %s, and %s takes it", finder, shown, c.a.Name))
		e.status()
		// the values alone: the words around them ("nevermind", "found
		// it") are no answer to the task's own questions
		return enterStep(c.a, foundRequest(c.a, vals), true), true
	}
	w := e.sess.WorkFor(c.a.Name)
	for name, v := range vals {
		w.Slots[name] = v
	}
	top, _ := e.sess.Agenda.Pop()
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("Resuming %s from the task stack with %s: %s is not needed now", c.a.Name, shown, finder))
	return step{move: moveResume, task: top}, true
}

// foundShown is the patterned values said, as the user reads them.
func foundShown(a *agents.Agent, vals map[string]string) string {
	var said []string
	for _, s := range a.Slots {
		if v, ok := vals[s.Name]; ok && s.Kind == agents.KindPattern {
			said = append(said, v)
		}
	}
	return strings.Join(said, " and ")
}

// foundRequest is the values said, in the task's slot order, as the
// request the task starts from.
func foundRequest(a *agents.Agent, vals map[string]string) string {
	var said []string
	for _, s := range a.Slots {
		if v, ok := vals[s.Name]; ok {
			said = append(said, v)
		}
	}
	return strings.Join(said, " ")
}
