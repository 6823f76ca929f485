package concierge

// A discriminatory motive said after the letter was written (issue 24,
// round 21's tester): "need to decline 31PQR0 motor" wrote the letter at
// once, and "honestly the claimant is muslim and we've had enough of those
// claims" got only "I can't help with that." with the letter left in the
// side panel as if it still stood. The refusal now says what it means for
// that letter: it must not be used, and it was never sent.

import (
	"fmt"

	"github.com/concierge-dev/concierge/state"
)

// letterWithdrawn is the sentence a refusal adds when the last task wrote
// a decline's document and the refused message gave its reason: a
// protected trait, or any refused motive said of the claim or claimant
// ("reason is hes muslim and those guys always fake accidents", refused
// by the harm head as faking evidence; issue 24, round 25's ins25); ""
// otherwise.
func (e *Engine) letterWithdrawn(reason, text string) string {
	if !e.refusedDeclineReason(reason, text) || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil {
		return ""
	}
	l := e.sess.Last
	if l == nil {
		return ""
	}
	a := e.domain.Agent(l.Agent)
	art := e.lastArtifactOf(l.Agent)
	if a == nil || art == nil || !declines(a) {
		return ""
	}
	kind := art.Kind
	if kind == "" {
		kind = "letter"
	}
	e.note(state.NoteGuardrail, fmt.Sprintf("Withdrawn: %s's %s %q, its decline given a protected reason", a.Name, kind, art.Title))
	return fmt.Sprintf("A claim can't be declined for that reason, so the %s \"%s\" I wrote must not be used: it was only written here, not sent to anyone.", kind, art.Title)
}
