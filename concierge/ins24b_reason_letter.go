package concierge

// A reason for the letter written before a side task (issue 24, round
// 24's ins24b): letter written → "how do i find my claim id" (a task of
// its own, answered) → "the reason is fraud" started a new letter that
// asked for the claim id again. A reason said after a side task still
// belongs to the last decline letter: the letter is written again naming
// it, as a reason said straight after the letter is (ins22a).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// lastTaskOf is the last finished task of the named agent: the last task,
// or the one kept beside it (LastTask.Earlier); nil when none.
func (e *Engine) lastTaskOf(name string) *state.LastTask {
	l := e.sess.Last
	if l == nil {
		return nil
	}
	if l.Agent == name {
		return l
	}
	for i := range l.Earlier {
		if l.Earlier[i].Agent == name {
			return &l.Earlier[i]
		}
	}
	return nil
}

// lastDocTask is the task a change or a reason said now is about: the
// last task, or, when that wrote nothing a reason belongs to (a side task
// after a letter: "how do i find my claim id"), the last decline letter
// written before it.
func (e *Engine) lastDocTask() *state.LastTask {
	l := e.sess.Last
	if l == nil {
		return nil
	}
	if a := e.domain.Agent(l.Agent); a != nil && (declines(a) || e.lastArtifactOf(l.Agent) != nil) {
		return l
	}
	var latest *state.LastTask
	at := -1
	for i := range l.Earlier {
		a := e.domain.Agent(l.Earlier[i].Agent)
		if a == nil || !declines(a) {
			continue
		}
		for j := len(e.sess.Artifacts) - 1; j > at; j-- {
			if e.sess.Artifacts[j].Agent == a.Name {
				latest, at = &l.Earlier[i], j
				break
			}
		}
	}
	if latest == nil {
		return l
	}
	return latest
}

// oneWordReason reports a reason of one word after a reason's label ("the
// reason is fraud", "grounds: arson"): a word of content, no id, no
// question.
func oneWordReason(r, text string) bool {
	ws := reading.Words(r)
	if len(ws) != 1 || len(ws[0]) < 4 || strings.HasSuffix(strings.TrimSpace(text), "?") || !reasonLabelAt().MatchString(text) {
		return false
	}
	w := ws[0]
	return !storyFiller()[w] && !answerFiller()[w] && !idInClause(w) && !reasonAskWords()[w]
}

// reasonAskWords ask, never answer: "the reason is what".
var reasonAskWords = lazyWordSet(`what which why who whom whose how when where unclear unknown none nothing`)

// reasonSpelled is text with a misspelt "reason" written right ("resn:
// pre existng damgae", "reasn is fraud"): a word of four to seven letters
// that starts with r, is no English word, and is two edits or fewer from
// "reason" (issue 24, ins24b).
func reasonSpelled(text string) string {
	if !strings.ContainsAny(text, "rR") {
		return text
	}
	return reasonTypoWord.ReplaceAllStringFunc(text, func(w string) string {
		low := strings.ToLower(w)
		if low == "reason" || low == "reasons" || reading.EnglishWord(low) || reading.EditDistance(low, "reason", 2) > 2 {
			return w
		}
		return "reason"
	})
}

// reasonTypoWord is a word that may be a misspelt "reason".
var reasonTypoWord = reading.Lazy(`(?i)\br[a-z]{3,6}\b`)

const execReasonLater turnExec = iota + 6110 // unused(reason): the letter before the side task queued to be written again, naming Text

// reasonLaterRead reads a reason said at the question of a side task
// (an agent that writes no letter: "how do i find my claim id") after a
// decline letter: the letter is queued to be written again naming it once
// the side task is done, and the question asked again. ok is false when
// no letter was written before.
func (e *Engine) reasonLaterRead(a *agents.Agent, r, text string) (turnCmd, bool) {
	l := e.lastDocTask()
	if l == nil || dislikeOnly(r) {
		return turnCmd{}, false
	}
	d := e.domain.Agent(l.Agent)
	if d == nil || !declines(d) || d == a || e.lastArtifactOf(d.Name) == nil || claimIDSlot(d) == nil || l.Slots[claimIDSlot(d).Name] == "" {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdCorrectValue, execReasonLater, text)
	c.a, c.Text = a, r
	c.shown = "correct_value(" + d.Name + ", last, reason=" + reading.Clip(r, 40) + ")"
	c.why = "a reason for the letter written before this task: written again naming it once this task is done"
	return c, true
}

// runReasonLater runs reasonLaterRead's command.
func (e *Engine) runReasonLater(t *turn, c turnCmd) (step, bool) {
	if c.exec != execReasonLater {
		return stop, false
	}
	l := e.lastDocTask()
	if l == nil {
		return stop, false
	}
	d := e.domain.Agent(l.Agent)
	id := l.Slots[claimIDSlot(d).Name]
	words := []string{d.TaskPhrase()}
	w := e.sess.WorkFor(d.Name)
	for _, s := range d.Slots {
		if v := l.Slots[s.Name]; v != "" && s.Kind != agents.KindSecret {
			words = append(words, s.LabelOrName()+" "+v)
			w.Slots[s.Name] = v
		}
	}
	c.Text = reasonCleaned(c.Text) // never "thanks" in the letter (ins28a_reason.go)
	w.Memory[reasonMemory] = c.Text
	w.Memory[agents.RedoneMemory] = "yes"
	e.sess.Agenda.RequestFirst(strings.Join(words, ", "))
	e.note(state.NoteProgress, d.Name+" will write its letter for claim "+id+" again, naming the reason, once "+c.a.Name+" is done: "+reading.Clip(c.Text, 60))
	t.say(prompts.ReasonLater(reading.Clip(c.Text, 60), "claim "+id))
	return advanceStep(c.a), true
}

// spelledEnglish is text with each word that is no English word replaced
// by the nearest one ("the clamant faild to discloze" → "the claimant
// failed to disclose"): for telling what a line typed in a hurry says,
// never for what is said back or written.
func spelledEnglish(text string) string {
	return typoWord.ReplaceAllStringFunc(text, func(w string) string {
		if reading.EnglishWord(w) {
			return w
		}
		if n := reading.NearestEnglish(w); n != "" {
			return n
		}
		return w
	})
}

// typoWord is a word of letters that may be misspelt.
var typoWord = reading.Lazy(`\b[A-Za-z]{5,}\b`)
