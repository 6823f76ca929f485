package concierge

// "Same again" keeps the reason too (round 33, ins 35): after a letter for
// 61AP09 naming "unlisted driver at the wheel", "and same again for
// 61AP10 pls" wrote 61AP10's letter with the type and without the reason,
// and said only "Same as last time: claim type Home". The reason the last
// letter named goes into the new one, and is said back with the values,
// unless the message gives a reason of its own.

import "github.com/concierge-dev/concierge/agents"

// sameReason puts the last task's reason into agent a's work when the
// message repeats that task and gives none; it is the reason put, "" for
// none.
func (e *Engine) sameReason(a *agents.Agent, text string) string {
	l := e.sess.Last
	if l == nil || l.Agent != a.Name || l.Reason == "" || !declines(a) || reasonGiven(a, text) != "" {
		return ""
	}
	e.sess.WorkFor(a.Name).Memory[reasonMemory] = l.Reason
	return l.Reason
}
