package concierge

import (
	"strings"
	"testing"
)

// Issue 24: at the password prompt, a line that gives the username again
// with the password is a whole sign-in: the username replaces the one
// held and the password is tried with it — never only the username taken
// and the password asked again.
func TestUsernameAndPasswordAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		held, line string
		in         bool
	}{
		{"seldo", "user seldo pw monkey", true},
		{"bob", "username seldo password monkey", true},
		{"sledo", "oops its seldo/monkey", true},
		{"bob", "login seldo pass monkey", true},
		{"seldo", "user seldo pw wrongone", false},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", c.held)
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("setup: no password prompt: %q", rec.replies())
			}
			say(t, e, c.line)
			if got := e.Fact("authenticated") == "true"; got != c.in {
				t.Fatalf("signed in %v, want %v: %q", got, c.in, rec.replies())
			}
			if !c.in && !strings.Contains(rec.lastReply(), "don't match") {
				t.Fatalf("the wrong password was not tried: %q", rec.lastReply())
			}
			if strings.Contains(rec.dump(), "monkey") || strings.Contains(rec.dump(), "wrongone") {
				t.Fatalf("the password is shown:\n%s", rec.dump())
			}
		})
	}
}

// A bare question word at the username question is no username: it is
// asked again with what a username is, and no login try is spent on it.
func TestQuestionWordAtTheUsernamePrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"what", "huh", "why?", "sorry what", "come again", "wut"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", line)
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q taken for the username: %q", line, rec.replies())
			}
			if !strings.Contains(rec.lastReply(), "What is your username?") {
				t.Fatalf("the username is not asked again: %q", rec.lastReply())
			}
			say(t, e, "seldo", "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("the sign-in after %q did not work: %q", line, rec.replies())
			}
		})
	}
}

// A message that is only a number, with nothing in hand, starts nothing:
// what it is for is asked, with how to say it for the task that takes
// it; said with words, the same number starts the task.
func TestBareNumberStartsNothing(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"1234567890", "7654321", "#2345678", "2345678901."} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Speaker() != "" {
				t.Fatalf("%q started %s: %q", line, e.Speaker(), rec.replies())
			}
			if !strings.Contains(rec.lastReply(), "I'm not sure what") || !strings.Contains(rec.lastReply(), "transfer money to") {
				t.Fatalf("reply %q", rec.lastReply())
			}
			say(t, e, "what")
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("'what' went to a login after %q: %q", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "send money to 7654321")
	if e.Speaker() == "" {
		t.Fatalf("a number with words started nothing: %q", rec.replies())
	}
}
