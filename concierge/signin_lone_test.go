package concierge

import (
	"strings"
	"testing"
)

// R29, R53: a username typed alone at the greeting starts the sign-in, so
// the password typed next is asked for masked, never shown or stored in
// clear; a word that something else takes (a ticker, a typo of a task's
// word, a greeting) and a bare number are not taken as a username, nor is
// any word once signed in.
func TestUsernameTypedAlone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ada", "Ada.", "  ada  "} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" {
				t.Fatalf("the password is not asked after %q: %q", line, rec.replies())
			}
			say(t, e, "lovelace")
			if e.Fact("authenticated") != "true" || !strings.EqualFold(e.Fact("username"), "ada") {
				t.Errorf("not logged in as ada: %q", rec.replies())
			}
			if leaks(rec, "lovelace") {
				t.Errorf("the password shows: %s", rec.dump())
			}
		})
	}
	for _, line := range []string{"nvda", "balnce", "hello", "thanks", "1234324", "bitcoin wallet"} {
		t.Run("not "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("username") != "" || containsIn(rec.replies(), "enter your password") {
				t.Errorf("%q started a sign-in: %q", line, rec.replies())
			}
		})
	}
	t.Run("signed in", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log me in ada")
		say(t, e, "lovelace")
		say(t, e, "zyxw")
		if _, ok := e.PendingSecret(); ok || e.Fact("username") != "ada" {
			t.Errorf("a word said once signed in started another sign-in: %q", rec.replies())
		}
	})
}
