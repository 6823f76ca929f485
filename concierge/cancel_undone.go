package concierge

// Taking back a cancel (R28): "never mind, don't do it" and then, right
// after, "actually yes do it, motor" brings back the task the cancel
// dropped, with every value it had, and the new words are its answer. Only
// the very next message can: later, the cancel stands.

import (
	"maps"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// cancelledWork is the state a user's cancel cleared, and when.
type cancelledWork struct {
	at      int // the number of messages when it was cancelled
	speaker string
	agenda  state.Agenda
	work    map[string]*state.Work
	pending state.Pending
	// declined is set for a call ended by a plain no (approval_declined.go)
	declined bool
	// signedOut is set for work a logout dropped (logout_drops.go), with
	// the labels it was said by: it is not taken back by "do it after all"
	signedOut bool
	labels    []string
}

// keepCancelled keeps what a user's cancel is about to clear.
func (e *Engine) keepCancelled() {
	if e.sess.Speaker == "" && e.sess.Agenda.Depth() == 0 {
		e.cancelled = nil
		return
	}
	e.cancelled = &cancelledWork{at: len(e.sess.Messages), speaker: e.sess.Speaker,
		agenda: append(state.Agenda(nil), e.sess.Agenda...), work: maps.Clone(e.sess.Work), pending: e.sess.Pending}
}

// doItAfterAll is a cancel taken back: "actually yes do it", "no wait, go
// ahead", "sorry, do it after all", "on second thought carry on". What
// follows it (", motor") is left for the task.
var doItAfterAll = reading.Lazy(`^(?:(?:actually|wait|no wait|no|hang on|hold on|sorry|oh|oops|hmm|um|ok|okay|on second thought|on reflection|second thoughts|i changed my mind|changed my mind|scratch that|yes|yeah|yep|yea|ya|sure|please|pls|i mean|my bad|after all)[ ,.!-]*)+` +
	`(?:do it|do that|go ahead|go on|carry on|continue|proceed|keep going|let'?s do it|lets do it|let'?s go|i do want (?:it|that|the \w+)|i want (?:it|that|the \w+) after all|don'?t cancel(?: it| that)?|dont cancel(?: it| that)?|undo (?:the|that|my) cancel|bring it back|go for it|finish it)` +
	`(?: after all| anyway| then| please| again| now)*\b[ ,.!-]*(.*)$`)

// cancelUndoneRead reads a message that takes back the last cancel while
// nothing new is in hand, right after it; rest is what follows the
// take-back, for the restored task. It only reads.
func (e *Engine) cancelUndoneRead(text string) (rest string, ok bool) {
	c := e.cancelled
	if c == nil || c.signedOut || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return "", false
	}
	if e.userMessagesSince(c.at) > e.cancelWindow(c) {
		return "", false // the cancel stands: something else was said since (a pause is not, declined_taken_back.go)
	}
	m := doItAfterAll.FindStringSubmatch(strings.ToLower(strings.TrimSpace(text)))
	if m == nil || e.cancelledAgent() == nil {
		return "", false
	}
	return strings.TrimSpace(text[len(text)-len(m[1]):]), true
}

// expireCancel forgets a cancel once another message was said after it
// with nothing in hand: it can no longer be taken back.
func (e *Engine) expireCancel() {
	if c := e.cancelled; c != nil && e.sess.Speaker == "" && e.sess.Agenda.Depth() == 0 && e.sess.Pending.Approval == nil && e.sess.Plan == nil && e.userMessagesSince(c.at) > e.cancelWindow(c) {
		e.cancelled = nil
	}
}

// cancelledAgent is the agent whose task the last cancel dropped.
func (e *Engine) cancelledAgent() *agents.Agent {
	c := e.cancelled
	a := e.domain.Agent(c.speaker)
	if a == nil {
		if tasks := c.agenda.Tasks(); len(tasks) > 0 {
			a = e.domain.Agent(tasks[0].Agent)
		}
	}
	return a
}

// restoreCancelled brings back what the last cancel dropped, with every
// value it had; rest goes on to the restored task.
func (e *Engine) restoreCancelled(t *turn, rest string) step {
	c := e.cancelled
	a := e.cancelledAgent()
	e.cancelled = nil
	e.sess.Speaker, e.sess.Agenda, e.sess.Work, e.sess.Pending = c.speaker, c.agenda, c.work, c.pending
	e.status()
	e.setSpeaker(a.Name)
	e.note(state.NoteContinuation, "Restored: "+a.Name+" — the user took back the cancel, with the values it had")
	t.say("OK, back to your request to " + a.TaskPhrase() + ".")
	if rest != "" && !e.yesInTakeBack(a, rest) {
		return handleStep(rest) // a yes in it is not the answer to the summary (declined_taken_back.go)
	}
	if c.pending.Approval != nil {
		e.speak(t, agents.ConciergeName, e.pendingSummary(t))
		return stop
	}
	return advanceStep(a)
}
