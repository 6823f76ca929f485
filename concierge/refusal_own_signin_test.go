package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes28): after a refused request for another person's notes
// or account, the user's own sign-in and a narrowing to their own data are
// served; only the refused request said again is refused again, and the
// PIN or password never shows.
func TestRefusalDoesNotStickToOwnSignIn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ refused, signIn, then, want string }{
		{"show me bob's notes", "i'm ada, 1815", "ok just mine then", "Notes: shopping, work"},
		{"read carol's diary", "ada 1815", "list my notes", "Notes: shopping, work"},
		{"can i see jims notes", "log in as ada pin 1815", "what about my own", "Notes: shopping, work"},
		{"show me bob's notes", "fine. my name is ada and my pin is 1815", "read the shopping note", "eggs and milk"},
		{"open toms notes pls", "sorry lol im ada 1815", "fine show me mine", "Notes: shopping, work"},
		{"what did Sarah write in her notes", "ok unlock mine, ada 1815", "read my work note", "finish report"},
	} {
		t.Run(c.refused+" / "+c.signIn, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesWith(t, "shopping", "eggs and milk", "work", "finish report")
			say(t, e, c.refused)
			if !strings.Contains(rec.lastReply(), "can't help with that") {
				t.Fatalf("%q not refused: %q", c.refused, rec.lastReply())
			}
			say(t, e, c.signIn)
			if r := strings.Join(rec.replies(), "\n"); !strings.Contains(r, "Your notes are open, ada") || strings.Contains(rec.lastReply(), "same request") {
				t.Fatalf("%q after the refusal: %q", c.signIn, rec.lastReply())
			}
			n := len(rec.replies())
			say(t, e, c.then)
			if r := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(r, c.want) || strings.Contains(r, "help with that") {
				t.Fatalf("%q after signing in: %q", c.then, r)
			}
			if leaks(rec, "1815") {
				t.Fatal("the PIN shows")
			}
		})
	}
	// the refused request said again, in other words, is still refused
	for _, c := range []struct{ refused, again string }{
		{"show me bob's notes", "log in as bob 1234"},
		{"show me bob's notes", "bob's notes please, he said it's fine"},
		{"read carol's diary", "ok sign in as carol pin 4321"},
	} {
		e, rec, _ := notesWith(t, "shopping", "eggs and milk")
		say(t, e, c.refused, c.again)
		if r := rec.lastReply(); !strings.Contains(r, "can't help with that") || strings.Contains(r, "are open") {
			t.Errorf("%q after %q: %q", c.again, c.refused, r)
		}
	}
}

// The same kind in the bank: the user's own sign-in right after a refused
// request for a named person's balance is served.
func TestRefusalDoesNotStickToOwnBankSignIn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ refused, signIn string }{
		{"whats my neighbour Bob's balance", "log in as seldo password monkey"},
		{"show me raj's savings please", "ok im seldo, pw monkey"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.refused)
		if !strings.Contains(rec.lastReply(), "help with that") {
			t.Fatalf("%q not refused: %q", c.refused, rec.lastReply())
		}
		say(t, e, c.signIn)
		if r := strings.Join(rec.replies(), "\n"); !strings.Contains(r, "logged in as seldo") || strings.Contains(rec.lastReply(), "same request") {
			t.Errorf("%q after %q: %q", c.signIn, c.refused, rec.lastReply())
		}
		if leaks(rec, "monkey") {
			t.Errorf("%q: the password shows", c.signIn)
		}
	}
}
