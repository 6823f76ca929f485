package concierge

import (
	"strings"
	"testing"
)

// R29, R53: a username said in words with a login cue is the sign-in's
// username; the password typed next is asked for masked and never taken
// for the username or shown.
func TestUsernameSaidInWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"please log me in ada",
		"sign me in ada",
		"ada here",
		"hello, this is ada",
		"i am ada",
		"Login as ada please",
		"hey its ada",
		"log me in please, ada",
		"log into ada",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" {
				t.Fatalf("the password is not asked: %q", rec.replies())
			}
			say(t, e, "lovelace")
			if e.Fact("authenticated") != "true" || e.Fact("username") != "ada" {
				t.Errorf("not logged in as ada: %q", rec.replies())
			}
			if leaks(rec, "lovelace") {
				t.Errorf("the password shows: %s", rec.dump())
			}
		})
	}
}

// With a password form in the same message both are taken, the password
// masked everywhere; a task named with them runs once signed in; and
// nothing of it is read as small talk.
func TestUsernameAndPasswordSaidInWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"im ada and my pw is lovelace", "You're logged in as ada."},
		{"this is ada, password lovelace, thanks", "You're logged in as ada."},
		{"bye — i'm ada, passwd=lovelace", "You're logged in as ada."},
		{"hey it's ada, pw lovelace, what's in my savings?", "Savings account"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.line)
			if e.Fact("authenticated") != "true" || !containsIn(rec.replies(), c.want) {
				t.Errorf("replies %q, want %q", rec.replies(), c.want)
			}
			if leaks(rec, "lovelace") || containsIn(rec.replies(), "Goodbye") {
				t.Errorf("leaked or said goodbye: %s", rec.dump())
			}
		})
	}
}

// A cue next to an everyday word names nobody: "I'm fine" is no login.
func TestNoUsernameInEverydayWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"I'm fine", "this is great", "i am checking", "log in please"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if u := e.sess.WorkFor("authenticate").Slots["username"]; u != "" {
			t.Errorf("%q: username %q taken; replies %q", line, u, rec.replies())
		}
	}
}

// The notes' owner, said in words, then the PIN.
func TestOwnerSaidInWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"i'm ada", "ada here", "sign in as ada"} {
		e, rec, _ := notesEngine(t)
		say(t, e, line)
		if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
			t.Fatalf("%q: the PIN is not asked: %q", line, rec.replies())
		}
		say(t, e, "1815")
		if e.Fact("unlocked") != "true" || strings.Contains(rec.dump(), "1815") {
			t.Errorf("%q: not unlocked, or the PIN shows: %q", line, rec.replies())
		}
	}
}

// A PIN's shape beside a username said in words, or the two alone, is the
// sign-in in one message: the PIN masked everywhere, the notes opened.
func TestOwnerAndPINInOneMessage(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ada 1815", "1815 ada", "i'm ada, 1815", "hi this is ada pin 1815", "ada here, 1815, list my notes"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, line)
			if e.Fact("unlocked") != "true" {
				t.Errorf("not unlocked: %q", rec.replies())
			}
			if leaks(rec, "1815") || containsIn(rec.replies(), "Goodbye") {
				t.Errorf("the PIN shows, or goodbye: %s", rec.dump())
			}
		})
	}
}
