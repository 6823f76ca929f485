package concierge

// The request on hold on the task stack (R9, R30; issue 24 round 15):
// "write a decline for 31PX90... hold on, what's a topology?" kept the
// request only in the transcript, so the status bar's stack showed
// nothing while it waited. It is on the agenda now, as a held task: shown,
// never resumed by another task's end, taken off at the next message
// (request_held.go's goOnHeld) and put back only while the user's
// questions about it are answered.

import "github.com/concierge-dev/concierge/state"

// keepHeld puts the request on hold on the agenda, in place of any other.
func (e *Engine) keepHeld(h heldRequest) {
	e.sess.Agenda.TakeHeld()
	e.sess.Agenda.Push(state.Task{Agent: h.agent.Name, Text: h.rest, Kind: state.TaskHeld})
	e.status()
}

// takeHeld takes the request on hold off the agenda: the message that
// follows runs it, drops it or asks about it again (which keeps it).
func (e *Engine) takeHeld() {
	if _, ok := e.sess.Agenda.TakeHeld(); ok {
		e.status()
	}
}

// idleButHeld reports a session where nothing is in hand but, perhaps, a
// request on hold: where a new request would be routed.
func (e *Engine) idleButHeld() bool {
	a := e.sess.Agenda
	held := 0
	for _, t := range a {
		if t.Kind == state.TaskHeld {
			held++
		}
	}
	return e.sess.Speaker == "" && e.sess.Pending.Approval == nil && !e.planWaits() && a.Depth() == held && e.sess.Pending.Secret == nil
}
