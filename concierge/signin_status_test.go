package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, R29: "am i logged in?" and its kin are answered from
// the session (no; yes, as whom) and start nothing; a logout said with
// "i'm done" signs out and says so once.
func TestSignInStatusQuestion(t *testing.T) {
	t.Parallel()
	lines := []string{"am i logged in?", "am I signed in", "who am I logged in as", "am i still logged on rn",
		"r u sure im logged in", "did the login work?", "am i loged in", "so am i signed in or not?", "is anyone signed in"}
	for _, line := range lines {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Speaker() != "" || containsIn(rec.replies(), "What is your username?") || !strings.Contains(rec.lastReply(), "not signed in") {
				t.Errorf("signed out: %q", rec.replies())
			}
			say(t, e, "log in", "seldo", "monkey", line)
			if e.Speaker() != "" || !strings.Contains(rec.lastReply(), "signed in as seldo") {
				t.Errorf("signed in: %q", rec.replies())
			}
			n, nrec, _ := notesEngine(t)
			say(t, n, "open my notes", "ada", "1815", line)
			if !strings.Contains(nrec.lastReply(), "signed in as ada") {
				t.Errorf("notes: %q", nrec.replies())
			}
		})
	}
	t.Run("at the username question", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "send 20 to 1234324", "am i logged in?")
		if r := rec.lastReply(); !strings.Contains(r, "Not yet") || !strings.Contains(r, "What is your username?") || e.Fact("username") != "" {
			t.Errorf("reply = %q", r)
		}
	})
}

func TestLogoutSaidWithDone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"log me out, i'm done", "please log me out, I'm finished", "log me out, all done here",
		"log out, that's all for today", "im done, log me out", "sign me out pls, done for the day", "log me out im done thanks"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey")
			before := len(rec.replies())
			say(t, e, line)
			got := rec.replies()[before:]
			if e.Fact("authenticated") == "true" {
				t.Errorf("still signed in: %q", got)
			}
			if len(got) != 1 || !strings.Contains(got[0], "You're signed out") {
				t.Errorf("replies = %q, want the sign-out said once", got)
			}
		})
	}
}
