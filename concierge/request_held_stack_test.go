package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// Issue 24 (round 15), kind 5: a request kept on hold for a question is on
// the task stack while it waits — through further questions — and off it
// once the user says go (the letter written), drops it, or asks for
// something else.
func TestRequestHeldOnTheStack(t *testing.T) {
	t.Parallel()
	holds := []string{
		"write a decline for 31PX90... hold on, what's a topology?",
		"decline letter for 22AB11 - wait, why do you need the topology?",
		"can you do a decline letter, claim 47GH12. hang on, what's a claim id exactly?",
		"draft the decline for 63KL90 but before you write it, what does topology mean?",
		"decline 18MN44, one sec, whats the topology for",
	}
	for _, line := range holds {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := e.sess.Stack().Names(); len(got) != 1 || got[0] != "DeclineLetterAssistance" || len(e.sess.Artifacts) != 0 {
			t.Errorf("%q: stack %v, %d letters; %q", line, got, len(e.sess.Artifacts), rec.lastReply())
			continue
		}
		say(t, e, "and what's a claim id")
		if got := e.sess.Stack().Names(); len(got) != 1 || !strings.Contains(rec.lastReply(), "done nothing yet") {
			t.Errorf("%q then a question: stack %v; %q", line, got, rec.lastReply())
		}
		say(t, e, "ok motor then")
		if len(e.sess.Artifacts) != 1 || e.sess.Agenda.Depth() != 0 {
			t.Errorf("%q then go: %d letters, agenda %v; %q", line, len(e.sess.Artifacts), e.sess.Agenda, rec.lastReply())
		}
	}
	for _, next := range []string{"never mind", "where do i find my claim id"} {
		e, rec := newInsurance(t)
		say(t, e, holds[0], next)
		for _, task := range e.sess.Agenda {
			if task.Kind == state.TaskHeld {
				t.Errorf("%q after the hold: still held, agenda %v; %q", next, e.sess.Agenda, rec.lastReply())
			}
		}
	}
	// a task that ends never resumes the request on hold
	var a state.Agenda
	a.Push(state.Task{Agent: "DeclineLetterAssistance", Kind: state.TaskHeld})
	if _, ok := a.Pop(); ok || a.Depth() != 1 {
		t.Errorf("held popped: %v", a)
	}
}
