package concierge

// A plain no at an approval (§15 rule 3, R41): "no", "nope", "n", "no
// thanks". The call is not made and its task ends — asking the amount
// again ("How much would you like to transfer to 7654321?") reads as if
// the no had not been heard. §15 lets the agent ask again ("the agent may
// ask again"): it does when the no gives a reason about a value ("no, too
// much") or a correction ("no, make it 300"); a bare no ends the call,
// and says how to ask for a different one. "actually yes, do it" right
// after brings the call back (cancel_undone.go).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// declineCall ends the task of a call rejected with no reason.
func (e *Engine) declineCall(t *turn, a *agents.Agent, ap *state.Approval) (step, error) {
	e.note(state.NoteApproval, "Rejected: "+ap.Summary+" — a plain no: the call is dropped, not asked again")
	said := prompts.CallDeclined(changeable(a))
	if e.sess.Plan.Running() || e.sess.Agenda.Depth() > 0 {
		// a plan's step, or a task something else waits on: it fails as
		// an agent's give-up does, and what waits on it is said
		e.speak(t, a.Name, said)
		return abandonStep(a.Name), nil
	}
	e.sess.Pending.Approval = ap
	e.keepCancelled() // "actually yes do it" brings it back
	if e.cancelled != nil {
		e.cancelled.declined = true
	}
	e.sess.Pending.Approval = nil
	delete(e.sess.Work, a.Name)
	e.setSpeaker("")
	t.say(said)
	return step{move: moveContinue}, nil
}

// changeable names the values of a call the user may give anew: "amount
// or destination account ID".
func changeable(a *agents.Agent) string {
	var labels []string
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret || s.Kind == agents.KindText {
			continue
		}
		labels = append(labels, s.LabelOrName())
	}
	switch len(labels) {
	case 0:
		return ""
	case 1:
		return labels[0]
	}
	// the last value asked first reads best: "amount or destination"
	for i, j := 0, len(labels)-1; i < j; i, j = i+1, j-1 {
		labels[i], labels[j] = labels[j], labels[i]
	}
	return strings.Join(labels[:len(labels)-1], ", ") + " or " + labels[len(labels)-1]
}

// How a message right after a declined call is about it (declinedRead).
const (
	declinedAgain = "again" // "ok send it": the call as it was, asked again
	declinedNew   = "new"   // a new request of the task: the call's values are not reused
	declinedValue = "value" // "make it 30": the call with the value changed, asked again
)

// declinedRead is what a message says of the call declined by the last
// message: how, the text to go on with, and (for a new request that
// points back, "to the same account") the note and words said of it.
type declinedRead struct {
	how, text, note, said string
	a                     *agents.Agent
}

// retryDeclinedRead reads a message about the call declined by the last
// message ("make it 30", "send it to 1234324 instead", "ok send it"); ok is
// false for any other message, or once something else was said. It only
// reads.
func (e *Engine) retryDeclinedRead(text string) (declinedRead, bool) {
	c := e.cancelled
	if c == nil || !c.declined || c.pending.Approval == nil || e.sess.Speaker != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return declinedRead{}, false
	}
	if e.userMessagesSince(c.at) > 1 {
		return declinedRead{}, false
	}
	a := e.domain.Agent(c.pending.Approval.Agent)
	if a == nil || isCancel(text) {
		return declinedRead{}, false
	}
	if isYes(text) || e.yesRestatingCall(a, text) || sendItAfterAll.MatchString(text) {
		// "ok send it": the call as it was, asked again — never run on
		// the message that brings it back (R41)
		return declinedRead{how: declinedAgain, a: a}, true
	}
	if e.requestOfItsOwn(text) && !isCorrection(text) && !saidAsCorrection(text) {
		// "send 60 from savings": a new request of the task, said in its
		// own words — not the declined call with a value changed, whose
		// destination would be reused silently; it is read as any
		// request, its own values only ("to the same account" says the
		// old one back, references.go)
		out, note, said := e.declinedReferred(a, c, text)
		return declinedRead{how: declinedNew, a: a, text: out, note: note, said: said}, true
	}
	// a bare "60" is the value the call would have asked again
	if len(agents.Extract(a, text, "")) == 0 && len(agents.Extract(a, text, rejectedSlot(a, ""))) == 0 {
		return declinedRead{}, false
	}
	return declinedRead{how: declinedValue, a: a, text: text}, true
}

// retryDeclined runs what retryDeclinedRead read; done is false when the
// message goes on to be read as any request (a new one that points at
// none of the declined call's values).
func (e *Engine) retryDeclined(t *turn, d declinedRead) (step, bool) {
	c, a := e.cancelled, d.a
	switch d.how {
	case declinedAgain:
		e.cancelled = nil
		e.sess.Speaker, e.sess.Agenda, e.sess.Work, e.sess.Pending = c.speaker, c.agenda, c.work, c.pending
		e.setSpeaker(a.Name)
		e.note(state.NoteContinuation, "Restored: "+a.Name+" — the declined call, asked again")
		e.speak(t, agents.ConciergeName, e.pendingSummary(t))
		return stop, true
	case declinedNew:
		e.cancelled = nil
		e.note(state.NoteContinuation, "A new request after the no: the declined call's values are not reused")
		if d.text != "" {
			e.note(state.NoteRoute, d.note)
			t.say(d.said)
			return handleStep(d.text), true // "… to the same account": that one, said back
		}
		return stop, false
	}
	e.cancelled = nil
	e.sess.Speaker, e.sess.Agenda, e.sess.Work = c.speaker, c.agenda, c.work
	e.setSpeaker(a.Name)
	e.note(state.NoteContinuation, "Restored: "+a.Name+" — the declined call, with the value the user changed")
	if e.namesOtherSource(a, d.text) {
		// "make it 200 from savings": the source said is the source
		// proposed, its balance checked first (source_said.go)
		e.takeSaidValues(a, d.text)
		return enterStep(a, d.text, true), true
	}
	if w := e.sess.Work[a.Name]; w != nil && len(agents.Extract(a, d.text, "")) == 0 {
		delete(w.Slots, rejectedSlot(a, "")) // "60": asked, and answered by the message
	}
	return handleStep(d.text), true
}

// sendItAfterAll takes a plain no back in the agent's words: "ok send it",
// "fine, do it", "go on then".
var sendItAfterAll = reading.Lazy(`(?i)^\s*(?:(?:ok|okay|fine|alright|all right|actually|wait|oh|hmm|sorry|no wait)[ ,.!]+)*(?:send|do|make|transfer|pay|run)\s+it(?:\s+(?:then|anyway|after all|please|now))*[ .!]*$`)

// noReasonWords make a no's "reason" that gives none: "no reason, just
// dont", "no, i changed my mind", "nah not now". Read as a reason, it was
// read for values and the amount asked again, as if the no had been a
// correction.
var noReasonWords = lazyWordSet(`no nope nah reason reasons just dont don't do not i i've ive changed change my mind now thanks thank you
	never forget it please leave stop skip later maybe want wanna to anymore any more rather thats that's all ok okay sorry actually`)

// noReasonGiven reports a reason made only of such words.
func noReasonGiven(reason string) bool {
	words := reading.Words(strings.ToLower(reason))
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !noReasonWords()[w] {
			return false
		}
	}
	return true
}
