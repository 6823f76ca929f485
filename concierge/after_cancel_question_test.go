package concierge

import (
	"strings"
	"testing"
)

// Round 18 (t_12, t_51): a question whether the task just cancelled did
// anything is answered — nothing was done, nothing sent; before, it met
// the greeting menu or "I'm not sure how to help".
func TestQuestionAfterCancel(t *testing.T) {
	t.Parallel()
	qs := []string{"what did you just do? did it go thru", "so nothing was sent right?", "wait did the money go out?",
		"ok so you didnt send anything?", "has anything happened with it", "so the transfer is cancelled? nothing moved?"}
	for _, cancel := range []string{"ugh nevermind forget i asked", "nah forget it"} {
		for _, q := range qs {
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "transfer 40 to 1234324", cancel, q)
			if r := rec.lastReply(); !strings.Contains(strings.ToLower(r), "nothing was done") {
				t.Errorf("%q after %q: want nothing was done, got %q", q, cancel, r)
			}
		}
	}
	// at the approval, the call that waited is named
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "checking", "send 10 to 7654321", "forget it", "so nothing was sent right?")
	if r := rec.lastReply(); !strings.Contains(r, "Nothing was done") || !strings.Contains(r, "$10.00") {
		t.Errorf("after a cancelled approval: want nothing done and the call, got %q", r)
	}
}

// Without a cancel just before, or for a new request after one, the read
// stays out.
func TestNotAQuestionAfterCancel(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	say(t, e, "login seldo monkey")
	if _, ok := e.afterCancelRead("so nothing was sent right?"); ok {
		t.Errorf("read as about a cancel with nothing cancelled")
	}
	say(t, e, "transfer 40 to 1234324", "never mind")
	for _, q := range []string{"what can you do?", "send it", "transfer 40 to savings?", "do it?", "what did i just cancel?"} {
		if _, ok := e.afterCancelRead(q); ok {
			t.Errorf("%q read as a question about the cancelled task", q)
		}
	}
	say(t, e, "checking")
	if _, ok := e.afterCancelRead("did it go through?"); ok {
		t.Errorf("read as about the cancel after a balance check ran since")
	}
}
