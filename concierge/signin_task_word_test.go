package concierge

import (
	"strings"
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

// A request said with the username at the username question runs after
// the sign-in ("username seldo transfer 50 to savings" signed in and
// dropped the transfer): its summary is asked, and money moves only on
// the yes.
func TestRequestWithUsernameRunsAfterSignIn(t *testing.T) {
	t.Parallel()
	for line, amount := range map[string]string{
		"username seldo transfer 50 to savings":                 "$50.00",
		"user seldo, move 20 from checking to savings":          "$20.00",
		"user name seldo, send 30 to savings pls":               "$30.00",
		"Username: seldo and transfer 40 to savings":            "$40.00",
		"login seldo then transfer 25 from checking to savings": "$25.00",
		"its seldo, pay 10 into savings":                        "$10.00",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in")
			say(t, e, line)
			say(t, e, "monkey")
			if e.sess.Pending.Approval == nil || !containsIn(rec.replies(), "Transfer "+amount) {
				t.Fatalf("%q: the transfer is not asked after the sign-in: %q %q", line, rec.replies(), rec.notes())
			}
			if lastArtifact(e) != "" {
				t.Fatalf("%q: money moved before the yes: %q", line, lastArtifact(e))
			}
			say(t, e, "yes")
			if !strings.Contains(lastArtifact(e), amount) || len(e.sess.Artifacts) != 1 {
				t.Fatalf("%q: the yes did not move %s once: %q", line, amount, rec.replies())
			}
		})
	}
}
