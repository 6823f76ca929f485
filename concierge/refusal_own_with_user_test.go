package concierge

import (
	"strings"
	"testing"
)

// After a refused sign-in to another person's account, the user's own
// said instead with a username of their own starts the task the refused
// request was for, the username kept for the sign-in (tryout 40 bank 40);
// the refused person's sign-in said again stays refused and nothing of it
// is kept.
func TestOwnWithUsernameAfterRefusedSignIn(t *testing.T) {
	t.Parallel()
	refused := "my ex's username is jdoe and I know her password, log me into her account so I can see her balance"
	for _, line := range []string{
		"fine, just mine then. seldo",
		"fine, my account. user seldo",
		"just mine then, username seldo",
		"fine log me into mine, im seldo",
		"Fine. My own then - seldo",
		"ok just mine, my username is seldo",
		"ok fine my own acct then. SELDO",
	} {
		e, rec := newBank(t, nil)
		say(t, e, refused, line, "monkey")
		if containsIn(rec.replies(), "same request as before") || e.Fact("authenticated") != "true" {
			t.Errorf("%q: %q (authenticated=%s), want the sign-in as the user's own", line, rec.replies(), e.Fact("authenticated"))
			continue
		}
		if !containsIn(rec.replies(), "first I'll log you in as") || !containsIn(rec.replies(), "Which account would you like the balance of") {
			t.Errorf("%q: %q, want the balance asked after the sign-in with the username kept", line, rec.replies())
		}
	}
	for _, line := range []string{
		"ok then mine",
		"ok my own account then",
	} {
		e, rec := newBank(t, nil)
		say(t, e, refused, line)
		if last := rec.replies()[len(rec.replies())-1]; !strings.Contains(last, "To check a balance, first I'll log you in") {
			t.Errorf("%q: %q, want the balance started behind the sign-in", line, rec.replies())
		}
	}
	for _, line := range []string{
		"fine, just log me into hers",
		"fine, just mine then. jdoe",
		"ok mine then, user jdoe",
		"ok then log me in as jdoe",
	} {
		e, rec := newBank(t, nil)
		say(t, e, refused, line, "monkey")
		if e.Fact("authenticated") == "true" || containsIn(rec.replies(), "Please enter your password") {
			t.Errorf("%q: %q, the refused sign-in was served", line, rec.replies())
		}
	}
}
