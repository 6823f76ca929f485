package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (bank22b): a request to sign in as someone else starts a fresh
// sign-in — signed out first, the username asked — with no try spent and
// none of its words taken as a username or a password (R53, R55).
func TestSwitchUserStartsFreshSignIn(t *testing.T) {
	t.Parallel()
	lines := []string{
		"log me in as someone else",
		"log in as somebody else pls",
		"switch user",
		"change user please",
		"sign in as a different user",
		"let me log in with another account",
		"can i login as a diffrent user",
		"log out and log in as another user",
		"someone else needs to sign in",
		"swap users",
	}
	for _, line := range lines {
		for _, signedIn := range []bool{true, false} {
			e, rec := newBank(t, nil)
			if signedIn {
				say(t, e, "login seldo monkey")
			}
			n := len(rec.replies())
			say(t, e, line)
			after := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(after, "What is your username?") {
				t.Errorf("%q (signed in %v): the username not asked:\n%s", line, signedIn, after)
			}
			if strings.Contains(after, "don't match") || strings.Contains(after, "tries left") || strings.Contains(after, "password") {
				t.Errorf("%q (signed in %v): a try spent or a password asked:\n%s", line, signedIn, after)
			}
			if e.signedIn() {
				t.Errorf("%q: still signed in", line)
			}
			if signedIn && !strings.Contains(after, "signed seldo out") {
				t.Errorf("%q: the sign-out not said:\n%s", line, after)
			}
			for _, m := range rec.all() {
				if ma, ok := m.(MessageAdded); ok && ma.Message.Role == "user" && ma.Message.Masked && !strings.Contains(ma.Message.Text, "seldo") {
					t.Errorf("%q: a word masked as a secret: %q", line, ma.Message.Text)
				}
			}
			// the sign-in goes on as usual
			say(t, e, "seldo", "monkey")
			if !e.signedIn() {
				t.Errorf("%q then seldo/monkey: not signed in:\n%s", line, strings.Join(rec.replies(), "\n"))
			}
		}
	}
}

// At the password prompt the request is no password: no try is spent and
// the username is asked afresh.
func TestSwitchUserAtPasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"log me in as someone else", "actually switch user", "sign in with a different account"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo")
		n := len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(after, "What is your username?") || strings.Contains(after, "don't match") {
			t.Errorf("%q at the password: %s", line, after)
		}
		say(t, e, "seldo", "monkey")
		if !e.signedIn() {
			t.Errorf("%q: the sign-in after it failed:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
}

// Talk at the username question is no username, nor a username and a
// password (R55's two-word rule takes no two chat words): no try spent.
func TestChatAtUsernameIsNoUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"uh idk", "well hmm", "not sure", "what do you mean", "um what", "uh well", "i dont know", "hmm wait", "idk lol", "no idea"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 20 to 1234324")
		n := len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(after, "username?") || strings.Contains(after, "password") || strings.Contains(after, "don't match") {
			t.Errorf("%q at the username question: %s", line, after)
		}
		say(t, e, "seldo", "monkey")
		if !e.signedIn() {
			t.Errorf("%q: the sign-in after it failed:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
}
