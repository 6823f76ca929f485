package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 10: a username said with a friendly word around it at
// the username question ("its seldo mate", "seldo lol", "im seldo bro")
// is the username alone: the friendly word is no password, so no login
// try is spent on it and the password is asked next.
func TestFriendlyWordWithUsernameIsNoPassword(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"its seldo mate", "seldo buddy", "it's seldo lol", "seldo obviously", "im seldo bro",
		"seldo haha", "seldo dude", "its seldo tbh", "seldo thanks mate", "seldo pls", "seldo honestly",
		"seldo, cheers", "SELDO MATE", "it's seldo my friend", "seldo obvs", "seldo :)", "seldo 😊", "lol its seldo",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", line)
			if containsIn(rec.replies(), "tries left") || containsIn(rec.replies(), "don't match") {
				t.Fatalf("%q spent a login try: %q", line, rec.replies())
			}
			if _, asked := e.PendingSecret(); !asked {
				t.Fatalf("%q: the password is not asked next: %q", line, rec.replies())
			}
			for _, m := range e.Session().Messages {
				if strings.Contains(m.Text, "•") {
					t.Fatalf("%q: a friendly word was masked: %q", line, m.Text)
				}
			}
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q then the password did not sign in: %q", line, rec.replies())
			}
		})
	}
}

// A pair typed with a friendly word after it is still the pair: signed in.
func TestPairWithFriendlyWordSignsIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"seldo monkey mate", "seldo monkey lol", "its seldo monkey bro"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in: %q", line, rec.replies())
			}
			if leaks(rec, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
}

// A username the domain does not name, said with a friendly word at its
// question, is taken alone too; an everyday word with one ("thx so much",
// "i'm off mate") is still no name.
func TestFriendlyWordWithUnknownUsername(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "jdoe42 mate")
	if containsIn(rec.replies(), "tries left") {
		t.Fatalf("a try was spent: %q", rec.replies())
	}
	if _, asked := e.PendingSecret(); !asked {
		t.Fatalf("the password is not asked after \"jdoe42 mate\": %q", rec.replies())
	}
	e, rec = newBank(t, nil)
	say(t, e, "check my balance", "i'm off mate")
	if _, asked := e.PendingSecret(); asked {
		t.Fatalf("\"i'm off mate\" was taken as a username: %q", rec.replies())
	}
}
