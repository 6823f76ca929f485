package concierge

import (
	"testing"
)

// Rounds 33–34: a task word right after a login cue is never a username
// ("user transfer 50 to savings" sent every password to user "transfer"
// and locked the login). The sign-in asks for the username instead.
func TestTaskWordAfterLoginCueIsNoUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"user transfer 50 to savings",
		"username transfer",
		"login deposit",
		"Username: send 20 to savings",
		"usrname transfer 100 from checking to savings",
		"log in trasnfer 30 to savings pls",
		"user name withdraw",
		"sign in check my balance",
		"login depost 40",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if containsIn(rec.notes(), "said with the sign-in") {
				t.Fatalf("%q: a task word was taken for the username: %q", line, rec.notes())
			}
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q: the password is asked for with no username given: %q", line, rec.replies())
			}
			if !containsIn(rec.replies(), "username") {
				t.Fatalf("%q: the username is not asked: %q", line, rec.replies())
			}
		})
	}
}
