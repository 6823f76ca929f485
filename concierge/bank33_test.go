package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 30 (bank33): a question whether one is signed in, said
// with a tag ("right?", "yeah?") or with a request after it, is no
// username and password: no login try is spent, nothing is masked, it is
// answered from the session, and the request after it is served.
func TestBank33SignInQuestionNoPair(t *testing.T) {
	t.Parallel()
	lines := []string{
		"i'm logged in as seldo right? can you remind me what my password is",
		"im logged in as seldo right",
		"still logged in as seldo yeah?",
		"i'm signed in as seldo, right?",
		"am i signed in as seldo? whats my password again",
		"im signed in as seldo right?? whats my pw",
		"am i logged in as seldo correct? what was my password",
		"i am logged in as ana right? remind me my password pls",
	}
	for _, line := range lines {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			all := strings.Join(rec.replies(), "\n")
			if strings.Contains(all, "tries left") || strings.Contains(all, "don't match") || e.Fact("authenticated") == "true" {
				t.Errorf("a login was tried: %q", rec.replies())
			}
			if !strings.Contains(all, "not signed in") {
				t.Errorf("the sign-in question is not answered: %q", rec.replies())
			}
			if strings.Contains(line, "pass") || strings.Contains(line, "pw") {
				if !strings.Contains(all, "never shown") {
					t.Errorf("the password request is not answered: %q", rec.replies())
				}
			}
			if strings.Contains(all, "monkey") {
				t.Errorf("a password shows: %q", rec.replies())
			}
		})
	}
	t.Run("signed in", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkey", "i'm logged in as seldo right? can you remind me what my password is")
		r := rec.lastReply()
		if !strings.Contains(r, "signed in as seldo") || !strings.Contains(r, "never shown") || strings.Contains(r, "monkey") {
			t.Errorf("reply = %q", r)
		}
	})
}
