package concierge

// What follows a plain no is read as what it says (R50, §15 rule 3). A
// call declined by a bare no can come back right after, with a value the
// user changes ("make it 30") or as it was ("ok send it"). A free-text
// value (a note's text) takes any words, so "what notes do i have" said
// after the no was taken as the note's new text and the declined call
// shown again; "whats my balance" after a declined transfer could lend an
// account to it. A question, another agent's request or a thanks is that
// message, never a value of the call the no dropped.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// afterDeclineRead reads a message about the call declined by the last
// message (approval_declined.go's retryDeclinedRead); anything else goes
// on to be read as usual. It only reads.
func (e *Engine) afterDeclineRead(text string) (declinedRead, bool) {
	if a, ok := e.sourceAfterDecline(text); ok {
		return declinedRead{how: declinedValue, a: a, text: text}, true // "from savings instead" (declined_source.go)
	}
	if e.asksAnewAfterNo(text) {
		return declinedRead{}, false
	}
	return e.retryDeclinedRead(text)
}

// offersValue starts a question that proposes a value: "how about 30?",
// "what about savings".
var offersValue = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|hmm|well|so|then)\W+)*(?:what|how|wat)\s+about\b`)

// asksAnewAfterNo reports a message said right after a declined call that
// is not about that call: a question, a thanks, a request another agent
// takes, or plain words where the value the call would take is free text.
func (e *Engine) asksAnewAfterNo(text string) bool {
	c := e.cancelled
	if c == nil || !c.declined || c.pending.Approval == nil {
		return false
	}
	a := e.domain.Agent(c.pending.Approval.Agent)
	if a == nil {
		return false
	}
	if isThanks(text) || read(text).Mentions(reading.Thanks) {
		return true // "ok thanks": the no acknowledged, nothing brought back
	}
	if isCorrection(text) || offersValue.MatchString(text) {
		return false // "make it 30", "how about 30?": about the call
	}
	if isQuestion(text) {
		return true // "what notes do i have", "whats my balance"
	}
	if isYes(text) || sendItAfterAll.MatchString(text) || e.yesRestatingCall(a, text) {
		return false // "ok send it": the call as it was
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent != a && (e.newRequest(text) || e.requestOfItsOwn(text)) {
		return true // "show me my notes": another agent's work
	}
	if e.readsAsOtherTask(a, text) {
		return true
	}
	// a value of its own kind ("60", "to 1234324") is about the call; words
	// only a free-text slot would take are not
	if s := a.Slot(rejectedSlot(a, "")); s != nil && s.Kind == agents.KindText && len(agents.Extract(a, text, "")) == 0 {
		return true
	}
	return false
}

// readsAsOtherTask reports words the reader takes, fairly sure, for the
// task of an agent other than a.
func (e *Engine) readsAsOtherTask(a *agents.Agent, text string) bool {
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) == 0 || len(rd.Top) == 0 || rd.Top[0].Confidence < 0.5 {
		return false
	}
	c := rd.Commands[0]
	return c.Kind == agents.CmdStartTask && c.Agent != "" && c.Agent != a.Name
}
