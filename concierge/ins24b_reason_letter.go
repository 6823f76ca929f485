package concierge

// A reason for the letter written before a side task (issue 24, round
// 24's ins24b): letter written → "how do i find my claim id" (a task of
// its own, answered) → "the reason is fraud" started a new letter that
// asked for the claim id again. A reason said after a side task still
// belongs to the last decline letter: the letter is written again naming
// it, as a reason said straight after the letter is (ins22a).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
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
