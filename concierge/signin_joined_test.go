package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, R29, R53: a username and its secret joined in one
// word at a sign-in ("sign in ada/1815", "login ada-1815", "login
// seldo-monkey") is split: the secret is masked in everything stored,
// shown or noted, the part before the mark is the username, and the
// sign-in works. Taken whole it was the username ("The owner is
// ada/1815, said with the sign-in"), the PIN shown, and the sign-in
// failed for good.
func TestJoinedUsernameAndSecret(t *testing.T) {
	t.Parallel()
	notes := []struct{ setup, line string }{
		{"", "sign in ada/1815"},
		{"", "login ada-1815"},
		{"", "log in ada|1815"},
		{"", "sign me in as ada;1815"},
		{"", "login: ada,1815"},
		{"", `username ada\1815`},
		{"", "log in as ada+1815 please"},
		{"", "signin ada~1815"},
		{"", "my login is ada-1815"},
		{"", "usr: ada/1815"},
		{"open my notes", "ada-1815"},
		{"open my notes", "ada|1815"},
		{"open my notes", "its ada-1815"},
		{"open my notes", "ada;1815"},
	}
	for _, c := range notes {
		t.Run("notes "+c.setup+" "+c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			if c.setup != "" {
				say(t, e, c.setup)
			}
			say(t, e, c.line)
			if e.Fact("unlocked") != "true" || p.CallsOf("unlock") != 1 {
				t.Errorf("not unlocked as ada at once: %q %q", rec.replies(), rec.notes())
			}
			if leaks(rec, "1815") {
				t.Errorf("the PIN shows: %s", rec.dump())
			}
		})
	}
	bank := []struct{ setup, line string }{
		{"", "login seldo-monkey"},
		{"", "log me in seldo|monkey"},
		{"", "sign in as seldo+monkey"},
		{"", `username seldo\monkey`},
		{"", "login seldo@monkey"},
		{"", "log in: seldo,monkey"},
		{"send 20 to 1234324", "seldo-monkey"},
		{"send 20 to 1234324", "seldo|monkey"},
		{"send 20 to 1234324", "it's seldo-monkey"},
		{"check my balance", "seldo;monkey"},
	}
	for _, c := range bank {
		t.Run("bank "+c.setup+" "+c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			if c.setup != "" {
				say(t, e, c.setup)
			}
			say(t, e, c.line)
			if e.Fact("authenticated") != "true" || e.Fact("username") != "seldo" {
				t.Errorf("not logged in as seldo: %q %q", rec.replies(), rec.notes())
			}
			if leaks(rec, "monkey") {
				t.Errorf("the password shows: %s", rec.dump())
			}
			if _, ok := e.PendingApproval(); ok {
				t.Errorf("an approval opened on the sign-in's line: %q", rec.replies())
			}
		})
	}
}

// An e-mail is a username where the domain takes one, and a name with a
// hyphen where a PIN is asked stays a name: neither is split.
func TestJoinedWordNotSplit(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ setup, line, owner string }{
		{"", "login ada@example.com", "ada@example.com"},
		{"open my notes", "ada-lovelace", "ada-lovelace"},
	} {
		e, rec, _ := notesEngine(t)
		if c.setup != "" {
			say(t, e, c.setup)
		}
		say(t, e, c.line)
		if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
			t.Errorf("%q: the PIN is not asked: %q", c.line, rec.replies())
		}
		if !containsIn(rec.notes(), c.owner) && !strings.Contains(rec.dump(), `"owner":"`+c.owner) {
			t.Logf("%q: notes %q", c.line, rec.notes())
		}
	}
}
