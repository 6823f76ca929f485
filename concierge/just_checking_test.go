package concierge

import (
	"strings"
	"testing"
)

// Round 18 (t_37): "just checking", "checking in", "checking something"
// say what the user does, not which account: no Checking balance is shown
// for them.
func TestJustCheckingIsNoAccount(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"just checking in, anything new?", "hey just checking in, how are you", "only checking something, what can you do",
		"just checking that you are still working", "checking in to see how this works", "hi just checking in, whats apple at"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", q)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "Checking account (") {
			t.Errorf("%q: a Checking balance was shown:\n%s", q, all)
		}
	}
	// at the question that offers Checking, "just checking" is the choice
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "show me a balance", "just checking")
	if r := strings.Join(rec.replies(), "\n"); !strings.Contains(r, "Checking account (1234567890)") {
		t.Errorf("'just checking' at the account question: want Checking's balance, got:\n%s", r)
	}
}

// A question whether a typed password is right is answered — nothing
// here can confirm it — and the password stays masked; before, it showed
// the Checking balance or "I don't know that".
func TestSecretConfirmAsked(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"is my password monkey? just checking i have it right", "checking in - is my pw monkey",
		"hey just checking, monkey is my password right?", "is monkey the correct password?", "was my password monkey? want to make sure i remember it"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", q)
		all := strings.Join(rec.replies(), "\n")
		if r := rec.lastReply(); !strings.Contains(r, "can't confirm a password") || strings.Contains(all, "Checking account (") {
			t.Errorf("%q: want that it cannot be confirmed and no balance, got:\n%s", q, all)
		}
		if strings.Contains(all, "monkey") {
			t.Errorf("%q: the password reached a reply:\n%s", q, all)
		}
	}
	e, _ := newBank(t, nil)
	for _, q := range []string{"my password is ••••••", "log me in with ••••••", "change my password to ••••••"} {
		if e.secretConfirmAsked(q, "") {
			t.Errorf("%q read as a question whether the password is right", q)
		}
	}
}
