package concierge

import (
	"strings"
	"testing"
)

// R28, R29 (review D7): at the password prompt, a line that is plainly
// something else spends no login try: a no or a way out ends the task, the
// username named again is asked again or taken, an account name is kept
// for the task that waits. The next wrong password is still the first.
func TestNoTryAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, want string
		ended      bool // the task ended
	}{
		{"no", "OK, I won't log you in", true},
		{"nope", "OK, I won't", true},
		{"not now", "OK, I won't", true},
		{"go back", "OK, I won't", true},
		{"quit", "OK, I won't", true},
		{"wrong username", "What is your username?", false},
		{"oops wrong user", "What is your username?", false},
		{"sorry, I meant ada", "Please enter your password.", false},
		{"checking", "Noted: Checking, for when we check a balance. Please enter your password.", false},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", c.line)
			if !strings.Contains(rec.lastReply(), c.want) {
				t.Fatalf("reply = %q, want %q", rec.lastReply(), c.want)
			}
			if c.ended {
				if e.Speaker() != "" {
					t.Errorf("the task goes on: speaker %q", e.Speaker())
				}
				return
			}
			if _, secret := e.PendingSecret(); !secret {
				say(t, e, "seldo") // asked again for the username
			}
			say(t, e, "letmein")
			if !strings.Contains(rec.lastReply(), "2 tries left") {
				t.Errorf("a try was spent before: %q", rec.replies())
			}
		})
	}
}

// R4 (review D8): a waiting transfer whose requirements were undone while
// it waited (another user signed in) waits for them again before it acts,
// and its source is the new user's account, never the old one's.
func TestTransferAfterAnotherLogin(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 200 from checking to 1234324", "login ada lovelace")
	ap, ok := e.PendingApproval()
	if !ok || !strings.Contains(ap.Summary, "3456789012") || strings.Contains(strings.Join(rec.replies(), "\n"), "did not go through") {
		t.Fatalf("approval %v %q; replies %q", ok, ap.Summary, rec.replies())
	}
}
