package concierge

import (
	"strings"
	"testing"
)

// R29, R55 (issue 24): a greeting, thanks, courtesy or an account name
// typed at the username question is no username: answered, asked again,
// and the password prompt does not follow.
func TestEverydayWordsAtTheUsernameQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, reply string }{
		{"yo", "Hi!"},
		{"sup dude", "Hi!"},
		{"heya", ""},
		{"thx so much", "welcome"},
		{"ok cool", ""},
		{"savings", "first I need your username"},
		{"Checking", "first I need your username"},
		{"brb", ""},
		{"idk", ""},
		{"hmm", ""},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", c.line)
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q was taken as the username: %q", c.line, rec.replies())
			}
			r := rec.lastReply()
			if !strings.Contains(r, "username?") || !strings.Contains(r, c.reply) {
				t.Fatalf("%q: reply %q", c.line, r)
			}
			say(t, e, "seldo", "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("after %q the sign-in does not work: %q", c.line, rec.replies())
			}
		})
	}
}

// A slang greeting typed alone at no prompt is no username either.
func TestSlangGreetingIsNoLoneUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yo", "sup", "howdy"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if _, ok := e.PendingSecret(); ok || e.Speaker() != "" {
			t.Errorf("%q started the sign-in: %q", line, rec.replies())
		}
	}
}

// R29, R55 (issue 24): at the password prompt, courtesy ("ty", "THANK
// YOU DEAR", "awesome thank u so much") is not tried and spends no try; a
// one-word line is still masked; a question about an account goes to its
// task, not to talk about the password.
func TestCourtesyAtThePasswordPromptIsNoTry(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ty", "THANK YOU DEAR", "awesome thank u so much", "ok cool", "great thanks mate", "hey"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", line)
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("%q: the password is no longer asked: %q", line, rec.replies())
			}
			if strings.Contains(rec.dump(), "tries left") {
				t.Fatalf("%q spent a try: %q", line, rec.replies())
			}
			if len(strings.Fields(line)) == 1 && sessionHolds(e, line) {
				t.Errorf("%q is stored in clear", line)
			}
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("after %q the sign-in does not work: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{"wait whats my savings at", "hmm how much is in checking"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", line)
		if strings.Contains(rec.dump(), "tries left") || strings.Contains(rec.lastReply(), "reset") {
			t.Errorf("%q: %q", line, rec.replies())
		}
		if _, ok := e.PendingSecret(); !ok {
			t.Errorf("%q: the password is no longer asked: %q", line, rec.replies())
		}
	}
}
