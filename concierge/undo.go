package concierge

// Undoing what is done ("cancel my last transfer", "reverse the payment I
// made", "can you undo that transfer"): a task with side effects that ran
// cannot be taken back by the loop, and the words of the request must not
// start a new one. Said when nothing of that task is in hand; a cancel
// while one waits is an ordinary cancel.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

var undoWords = map[string]bool{"cancel": true, "undo": true, "reverse": true, "revert": true, "refund": true,
	"recall": true, "void": true, "retract": true, "unsend": true, "rollback": true, "back": false}

var pastWords = map[string]bool{"last": true, "previous": true, "earlier": true, "recent": true, "just": true,
	"made": true, "sent": true, "did": true, "done": true, "already": true, "yesterday": true, "that": true}

// undoesPast is the agent with side effects whose past work the message
// asks to undo, nil when it asks nothing of the kind.
func (e *Engine) undoesPast(text string) *agents.Agent {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return nil
	}
	undo, past := false, false
	words := reading.Words(text)
	for i, w := range words {
		undo = undo || undoWords[w] || w == "take" && i+1 < len(words) && words[i+1] == "back"
		past = past || pastWords[w]
	}
	if !undo || !past {
		return nil
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Agent.HasSideEffects() {
		return nil
	}
	return best.Agent
}

// cannotUndo says that what is done stays done, and starts nothing.
func (e *Engine) cannotUndo(t *turn, a *agents.Agent) {
	e.note(state.NoteInfo, "Not undone: "+a.Name+"'s work that ran stays done; nothing new was started")
	e.speak(t, agents.ConciergeName, prompts.CannotUndo(a.TaskPhrase()))
}
