package concierge

import (
	"strings"
	"testing"
)

// R56, R53 (issue 24): a goodbye typed at a secret prompt stops the
// sign-in politely: no try is spent, the words are kept as no secret,
// and the app stays open for the next request.
func TestGoodbyeAtASecretPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"thx bye", "ok bye then", "gotta go, see ya", "cya", "thanks, goodbye for now"} {
		t.Run("notes/"+line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "open my notes", "ada")
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("no PIN prompt: %q", rec.replies())
			}
			say(t, e, line)
			if _, ok := e.PendingSecret(); ok {
				t.Fatalf("%q left the PIN prompt open: %q", line, rec.replies())
			}
			if r := rec.lastReply(); !strings.Contains(r, "stopped signing in") || !strings.Contains(r, "Bye") {
				t.Fatalf("%q: reply %q", line, r)
			}
			if n := len(p.Calls()); n != 0 {
				t.Fatalf("%q spent a try: %d tool calls", line, n)
			}
			say(t, e, "open my notes", "ada", "1815")
			if e.Fact("owner") != "ada" {
				t.Fatalf("after %q the sign-in does not work: %q", line, rec.replies())
			}
		})
		t.Run("bank/"+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", line)
			if _, ok := e.PendingSecret(); ok || !strings.Contains(rec.lastReply(), "stopped signing in") {
				t.Fatalf("%q: %q", line, rec.replies())
			}
			say(t, e, "log in", "seldo", "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("after %q the sign-in does not work (a try spent?): %q", line, rec.replies())
			}
		})
	}
	// a single everyday word is still a password
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo", "night")
	if strings.Contains(rec.lastReply(), "stopped signing in") {
		t.Errorf("the password %q was read as a goodbye", "night")
	}
}

// Issue 24: a goodbye said warmly at the password prompt — an endearment,
// a wish, more words — leaves as a plain one does, with no try spent.
func TestWarmGoodbyeAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"Thanks so much love. Bye bye.", "ok goodbye now, have a nice afternoon", "bye dear, take care", "cheers mate, talk again soon, bye", "Goodbye and thank you for everything"} {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", line)
		if _, ok := e.PendingSecret(); ok || !strings.Contains(rec.lastReply(), "stopped signing in") {
			t.Errorf("%q: %q", line, rec.replies())
		}
		if strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q spent a try", line)
		}
	}
}
