package concierge

// A correction typed at the sign-in's username question (R29, R55, R50;
// issue 24 round 9). A transfer waits on the sign-in; "actually $70" or
// "sorry i meant seventy" at "What is your username?" corrects the
// amount the transfer holds. Read as a login pair ("actually" the
// username, "$70" the password) it spent a try; read as a username it
// was signed in as "seventy". A line that marks a correction and names a
// value of a waiting task is that correction: never a username, nor a
// pair, nor a secret.

import "github.com/concierge-dev/concierge/agents"

// correctsWaitingTask reports a correction of a value a task waiting on
// the agenda takes, typed while the sign-in asks for the username.
func (e *Engine) correctsWaitingTask(text string) bool {
	a, user := e.signInAgent()
	if a == nil || e.sess.Speaker != a.Name || a.NextSlot(e.sess.WorkFor(a.Name).Slots) != user {
		return false
	}
	if !isCorrection(text) && !saidAsCorrection(text) {
		return false
	}
	for _, task := range e.sess.Agenda {
		w := e.domain.Agent(task.Agent)
		if !task.IsTask() || w == nil || w == a {
			continue
		}
		said := e.correctedHeld(w, text, task.Text, agents.Extract(w, text, ""))
		for name, raw := range said {
			s := w.Slot(name)
			if s == nil || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
				continue
			}
			if _, err := s.Normalize(raw, e.pinnedFacts(w)); err == nil {
				return true
			}
		}
	}
	return false
}
