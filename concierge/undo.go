package concierge

// Undoing what is done ("cancel my last transfer", "reverse the payment I
// made", "can you undo that transfer"): a task with side effects that ran
// cannot be taken back by the loop, and the words of the request must not
// start a new one. Said when nothing of that task is in hand; a cancel
// while one waits is an ordinary cancel.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

var undoWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"cancel": true, "undo": true, "reverse": true, "revert": true, "refund": true,
		"recall": true, "void": true, "retract": true, "unsend": true, "rollback": true, "back": false}
})

var pastWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"last": true, "previous": true, "earlier": true, "recent": true, "just": true,
		"made": true, "sent": true, "did": true, "done": true, "already": true, "yesterday": true, "that": true}
})

// undoesPast is the agent with side effects whose past work the message
// asks to undo, nil when it asks nothing of the kind.
func (e *Engine) undoesPast(text string) *agents.Agent {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return nil
	}
	undo, past, pointed := false, false, false
	words := reading.Words(text)
	for i, w := range words {
		undo = undo || undoWords()[w] || w == "back" && backAfter(words[max(0, i-3):i])
		past = past || pastWords()[w]
		pointed = pointed || w == "it" || w == "this"
	}
	if !undo || !past && !pointed {
		return nil
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent.HasSideEffects() {
		return best.Agent
	}
	// "wait undo that!!", "reverse it": no task named, so the one that
	// just ran, when it moved something
	if e.sess.Last != nil {
		if a := e.domain.Agent(e.sess.Last.Agent); a != nil && a.HasSideEffects() {
			return a
		}
	}
	return nil
}

// backAfter reports a verb that with "back" asks to undo: "take it back",
// "get my money back", "bring that back".
func backAfter(words []string) bool {
	for _, w := range words {
		if w == "take" || w == "get" || w == "bring" || w == "pull" {
			return true
		}
	}
	return false
}

// lastRan is the summary of the last call the user approved for a, as it
// was asked, less its verb ("$40.00 from Checking (1234567890) to 7654321"),
// "" when the notes hold none.
func (e *Engine) lastRan(a *agents.Agent) string {
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		if rest, ok := strings.CutPrefix(e.sess.Notes[i].Text, "Approved: "); ok && strings.TrimSpace(rest) != "" {
			ran := strings.TrimSuffix(strings.TrimSpace(rest), "?")
			// said as what happened, not as the call to ask again: its
			// verb ("Transfer") is the task the reply already names
			if _, values, ok := strings.Cut(ran, " "); ok {
				return values
			}
			return ran
		}
	}
	return ""
}

// cannotUndo says that what is done stays done, and starts nothing.
func (e *Engine) cannotUndo(t *turn, a *agents.Agent) {
	e.note(state.NoteInfo, "Not undone: "+a.Name+"'s work that ran stays done; nothing new was started")
	if ran := e.lastRan(a); ran != "" {
		e.speak(t, agents.ConciergeName, prompts.CannotUndoRan(a.TaskPhrase(), ran))
		return
	}
	e.speak(t, agents.ConciergeName, prompts.CannotUndo(a.TaskPhrase()))
}
