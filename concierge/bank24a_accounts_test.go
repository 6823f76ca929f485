package concierge

import (
	"strings"
	"testing"
)

// Issue 24, bank24a, kind 4: a question that needs the sign-in, asked
// before it, waits like a task waits — nothing started, the accounts
// named — and is answered right after the sign-in, each account with its
// number.
func TestBank24aAccountsQuestionAfterSignIn(t *testing.T) {
	t.Parallel()
	for _, c := range [][]string{
		{"what are my account numbers", "seldo", "monkey"},
		{"what accounts do i have", "login seldo monkey"},
		{"show my account numbers pls", "log me in", "seldo", "monkey"},
		{"which accounts do i have here?", "seldo", "monkey"},
		{"list my accounts", "sign in as seldo", "monkey"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c[0])
		if e.Speaker() != "" || e.sess.Agenda.Depth() != 0 {
			t.Errorf("%q: something started before the sign-in (speaker %q)", c[0], e.Speaker())
		}
		if got := rec.lastReply(); !strings.Contains(got, "Checking and Savings") {
			t.Errorf("%q: %q", c[0], got)
		}
		before := len(rec.replies())
		say(t, e, c[1:]...)
		got := strings.Join(rec.replies()[before:], "\n")
		if !strings.Contains(got, "1234567890") || !strings.Contains(got, "2345678901") {
			t.Errorf("%q then the sign-in: no account numbers: %q", c[0], got)
		}
	}
}
