package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 20 (secret20), kind 1, R53/R55: a known username joined
// to its secret in one word ("-" "/" ":" "@" "+" "~" …) after a verb
// that is no login's ("open my notes as ada-1815", "check balance for
// seldo:monkey") showed the secret in the clear: echoed, stored, in the
// side panel. Now it is masked everywhere and signs in.
func TestKnownUserJoinedToSecretAfterAnyVerb(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ domain, line string }{
		{"notes", "open my notes as ada-1815"},
		{"notes", "show my stuff, I'm ada/1815"},
		{"notes", "ada@1815 open my notes"},
		{"notes", "list notes for ada:1815"},
		{"notes", "can u pull up my notes im ada~1815 thx"},
		{"notes", "whats on my todo list ada+1815"},
		{"bank", "check balance for seldo:monkey"},
		{"bank", "show my balance as seldo-monkey"},
		{"bank", "hey its seldo~monkey can u show savings"},
		{"bank", "balance pls, seldo+monkey"},
		{"bank", "how much is in checking seldo@monkey"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			secret, fact := "monkey", "authenticated"
			var e *Engine
			var rec *recorder
			if c.domain == "notes" {
				e, rec, _ = notesEngine(t)
				secret, fact = "1815", "unlocked"
			} else {
				e, rec = newBank(t, nil)
			}
			say(t, e, c.line)
			if leaks(rec, secret) || sessionHolds(e, secret) {
				t.Fatalf("%q shows the secret:\n%s", c.line, rec.dump())
			}
			if e.Fact(fact) != "true" {
				t.Fatalf("%q did not sign in: %q", c.line, rec.replies())
			}
		})
	}
}

// A joined word whose first half names nobody the domain knows, or whose
// second half is no secret, stays what it was: a name, a ticker, two
// accounts.
func TestJoinedWordOfNoKnownUserIsNoSecret(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"price of brk-b", "move 20 from checking-savings", "show balance for mary-jane"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") == "true" || strings.Contains(rec.dump(), "••") {
			t.Errorf("%q was read as a sign-in:\n%s", line, rec.dump())
		}
	}
}
