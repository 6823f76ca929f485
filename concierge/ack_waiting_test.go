package concierge

import (
	"strings"
	"testing"
)

// "hmm", "lol" at an open question were thanked ("You're welcome! Is there
// anything else I can do for you?") while the question still waited:
// nothing was given to thank for, and nothing else can be done before the
// answer. The question is said again after a short ack.
func TestAckAtOpenQuestionIsNoThanks(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"hmm", "lol", "hmmm", "umm"} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", "seldo", "monkey", line)
		got := rec.lastReply()
		if strings.Contains(got, "welcome") || strings.Contains(got, "anything else") {
			t.Errorf("%q at the account question: %q", line, got)
		}
		if !strings.Contains(got, "Checking or Savings") {
			t.Errorf("%q at the account question: the question is not asked again: %q", line, got)
		}
		if e.sess.Speaker != "account_balance" {
			t.Errorf("%q: the balance task no longer holds the turn (%q)", line, e.sess.Speaker)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "decline letter", "hmm")
	if got := rec.lastReply(); strings.Contains(got, "welcome") || !strings.Contains(got, "claim id") {
		t.Errorf("hmm at the claim id question: %q", got)
	}
}
