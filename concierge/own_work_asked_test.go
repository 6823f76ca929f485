package concierge

import (
	"strings"
	"testing"
)

// A question about what the product's own task is, or whether this is
// the place for it, is answered from the agent's description and starts
// nothing (round 37's ins 12 and 29: "I don't know that here").
func TestOwnWorkAsked(t *testing.T) {
	t.Parallel()
	lines := []string{
		"what is a decline letter anyway",
		"whats a decline letter?",
		"ok so what's a declined letter exactly",
		"is this where i do decline letters??",
		"is this the right place for decline letters",
		"am i in the right spot to get a decline letter",
		"is this the bot thing for declines or what",
	}
	for _, line := range lines {
		e, rec := newInsurance(t)
		say(t, e, line)
		r := rec.lastReply()
		if !strings.Contains(r, "standardised decline letter") || strings.Contains(r, "don't know") {
			t.Errorf("%q: not answered from the task: %q", line, r)
		}
		if len(e.sess.Artifacts) != 0 || e.sess.Speaker != "" {
			t.Errorf("%q started the task (speaker %q)", line, e.sess.Speaker)
		}
	}
	// asked in the same breath as the task, the answer says yes and the
	// letter is written, without an offer to start what is under way
	e, rec := newInsurance(t)
	say(t, e, "is this where i do decline letters?? got claim 82KJ19 motor, policy cancelled before the accident")
	all := strings.Join(rec.replies(), "\n")
	if !strings.Contains(all, "Yes —") || strings.Contains(all, "don't know") || strings.Contains(all, "if you'd like to start") {
		t.Errorf("side question not answered as yes: %q", all)
	}
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("the letter was not written: %q", all)
	}
	// "what's the balance" asks for one, not what a balance is
	b, brec := newBank(t, nil)
	say(t, b, "what's the balance")
	if r := brec.lastReply(); !strings.Contains(r, "username") {
		t.Errorf("what's the balance: %q", r)
	}
}
