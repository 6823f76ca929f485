package concierge

// A yes that restates the call's own value (R50): "ok go ahead with the
// 60", "yes send the 60", "sure, the $60 is fine" at the approval for
// $60 is a yes; one that names a different value ("yes send the 70") is
// a correction, read by the gate and never approved. Said with a
// question, a no, a cancel, a correction word or another of the user's
// accounts, it is left to the gate.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// yesRestatingCall reports a yes whose every value is the pending call's
// own, with at least one figure said.
func (e *Engine) yesRestatingCall(a *agents.Agent, text string) bool {
	ap := e.sess.Pending.Approval
	if ap == nil || strings.Contains(text, "?") || !holdsYesPhrase(text) || !figures.MatchString(text) {
		return false
	}
	if isCancel(text) || hasCancel(text) || isCorrection(text) || takesBack(text) || declinesInWords(text) {
		return false
	}
	n := " " + normalise(text) + " "
	for _, c := range append(correcting, " make that ", " meant ", " change ", " wait ") {
		if strings.Contains(n, c) {
			return false // "wait, make that 500": said as a change, asked again
		}
	}
	if _, no := rejection(text); no {
		return false
	}
	if !e.numbersOfTheCall(ap, text) {
		return false // "yes send the 70": a new amount
	}
	for _, w := range reading.Words(text) {
		if e.choiceWord(w) {
			return false // "yes, the 60 from savings": perhaps another account
		}
	}
	own := e.sess.WorkFor(a.Name).Slots
	for name, raw := range agents.Extract(a, text, "") {
		s := a.Slot(name)
		if s == nil {
			return false
		}
		v, err := s.Normalize(raw, e.pinnedFacts(a))
		if err != nil || v != own[name] {
			return false // a value of its own: the gate's to read
		}
	}
	return true
}
