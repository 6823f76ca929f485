package concierge

// "ok continue the transfer", "back to the transfer", "go on with sending
// the money" while the transfer waits on the stack for a prerequisite
// (R7): the user is told what the transfer waits on and with which
// values, and the open question is asked again — not "We are already
// working on that", which leaves them guessing why it has not run.

import (
	"maps"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// alreadyInHand is what to say in front of the speaker's question when
// a message asks for work already in hand: for a task waiting on the
// stack for what the speaker does, what it waits on; else the plain
// "already working on that".
func (e *Engine) alreadyInHand(speaker *agents.Agent, asked string) string {
	target := e.domain.Agent(asked)
	if target == nil || target == speaker || !e.sess.Agenda.Holds(asked) {
		return prompts.AlreadyOnIt()
	}
	req, unmet := target.Unmet(agents.Facts(e.sess.Facts))
	if !unmet {
		return prompts.AlreadyOnIt()
	}
	var values []string
	slots := maps.Clone(e.sess.WorkFor(target.Name).Slots)
	for _, task := range e.sess.Agenda {
		if task.Agent != target.Name || task.Text == "" {
			continue
		}
		for name, raw := range agents.Extract(target, task.Text, "") {
			if s := target.Slot(name); s != nil && slots[name] == "" {
				if v, err := s.Normalize(raw, e.pinnedFacts(target)); err == nil {
					if slots == nil {
						slots = map[string]string{}
					}
					slots[name] = v // the values of the request as it was made
				}
			}
		}
	}
	for i := range target.Slots {
		s := &target.Slots[i]
		if v := slots[s.Name]; v != "" && s.Kind != agents.KindSecret {
			values = append(values, s.LabelOrName()+" "+shownValue(s, v))
		}
	}
	return prompts.WaitsOn(target.TaskPhrase(), strings.Join(values, ", "), e.firstSaid(req, ""))
}

// goOnWords ask to go on with what is in hand, and nothing else
// ("continue", "ok carry on", "where were we").
var goOnWords = reading.Lazy(`^(?:(?:ok|okay|k|so|alright|right|well|please|pls|now|and|then|yes|yeah|sure)\s+)*(?:continue|go on|carry on|proceed|resume|keep going|move on|lets continue|let's continue|let's go on|lets go on|let's carry on|lets carry on|back to it|where were we|what now|what's next|whats next|now what)(?:\s+(?:please|pls|then|now|with it|with that))*$`)

// goOnAtQuestion answers "continue" at an open question: what the task
// in hand waits on, and the question again — never tried as its value.
func (e *Engine) goOnAtQuestion(t *turn, text string) *agents.Agent {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return nil
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil {
		return nil
	}
	// "just do it", "do it already", "c'mon send it" at a question of
	// values: the user urges it on, never a cancel, and the value is
	// still needed (issue 24, ins28b); free text may say those words
	urged := s.Kind != agents.KindText && s.Kind != agents.KindSecret && isYes(text) && !hasCancel(text)
	if !urged && !goOnWords.MatchString(normalise(text)) {
		return nil
	}
	if s.Kind != agents.KindText && e.answersAsked(t, text) {
		return nil // free text takes any word, but "continue" is no username
	}
	return a
}

// goOn says the task in hand and asks a's question again.
func (e *Engine) goOn(t *turn, a *agents.Agent) step {
	if tasks := e.sess.Agenda.Tasks(); len(tasks) > 0 && tasks[0].Agent != a.Name {
		t.say(e.alreadyInHand(a, tasks[0].Agent))
	}
	return advanceStep(a)
}
