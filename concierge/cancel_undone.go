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

// cancelTakenBack restores what the last cancel dropped when this message
// takes the cancel back and nothing new is in hand; the rest of the
// message goes on to the restored task.
func (e *Engine) cancelTakenBack(t *turn, text string) (step, bool) {
	c := e.cancelled
	if c == nil || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return stop, false
	}
	if e.userMessagesSince(c.at) > 1 {
		e.cancelled = nil // the cancel stands: something else was said since
		return stop, false
	}
	m := doItAfterAll.FindStringSubmatch(strings.ToLower(strings.TrimSpace(text)))
	if m == nil {
		return stop, false
	}
	rest := strings.TrimSpace(text[len(text)-len(m[1]):])
	e.cancelled = nil
	e.sess.Speaker, e.sess.Agenda, e.sess.Work, e.sess.Pending = c.speaker, c.agenda, c.work, c.pending
	e.status()
	a := e.domain.Agent(c.speaker)
	if a == nil {
		if tasks := c.agenda.Tasks(); len(tasks) > 0 {
			a = e.domain.Agent(tasks[0].Agent)
		}
	}
	if a == nil {
		return stop, false
	}
	e.setSpeaker(a.Name)
	e.note(state.NoteContinuation, "Restored: "+a.Name+" — the user took back the cancel, with the values it had")
	t.say("OK, back to your request to " + a.TaskPhrase() + ".")
	if rest != "" {
		return handleStep(rest), true
	}
	if c.pending.Approval != nil {
		e.speak(t, agents.ConciergeName, e.pendingSummary(t))
		return stop, true
	}
	return advanceStep(a), true
}
