package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9, R53: a login word typed with a slip ("usrname",
// "pasword", "logn") is a label, never a value: at the username question
// the value after it is the username, at the password question the value
// after it the password, and a label alone is answered and asked again.
// No login try is ever spent on a label.
func TestLoginLabelTyposSpendNoTry(t *testing.T) {
	t.Parallel()
	tried := func(rec *recorder) bool { return containsIn(rec.replies(), "don't match") }
	for _, c := range []struct{ user, pass string }{
		{"usrname seldo", "pasword monkey"},
		{"usernme seldo", "passwrd: monkey"},
		{"logn seldo", "pswrd monkey"},
		{"username: seldo", "pasword is monkey"},
		{"usrname seldo", "my pasword is monkey"},
		{"user seldo", "passowrd monkey"},
	} {
		t.Run(c.user+" / "+c.pass, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 20 to 1234324", c.user)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" || tried(rec) {
				t.Fatalf("%q: the password is not asked next: %q", c.user, rec.replies())
			}
			say(t, e, c.pass)
			if e.Fact("authenticated") != "true" || e.Fact("username") != "seldo" || tried(rec) {
				t.Errorf("not logged in as seldo at once: %q", rec.replies())
			}
			if leaks(rec, "monkey") {
				t.Errorf("the password shows: %s", rec.dump())
			}
			if _, ok := e.PendingApproval(); ok {
				t.Errorf("an approval opened: %q", rec.replies())
			}
		})
	}
	for _, label := range []string{"pasword", "password:", "PIN", "my pasword", "pswrd", "passwrd?", "user name", "usrname"} {
		t.Run("at the password: "+label, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", label)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "password" || tried(rec) {
				t.Fatalf("%q was tried as the password: %q", label, rec.replies())
			}
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" || tried(rec) {
				t.Errorf("not logged in after the label: %q", rec.replies())
			}
		})
	}
	for _, label := range []string{"usrname", "username:", "pasword", "passwd", "my usrname", "user name"} {
		t.Run("at the username: "+label, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 20 to 1234324", label)
			if _, ok := e.PendingSecret(); ok || e.Fact("username") != "" || !strings.Contains(rec.lastReply(), "What is your username?") {
				t.Fatalf("%q was taken as the username: %q", label, rec.replies())
			}
			say(t, e, "seldo", "monkey")
			if e.Fact("authenticated") != "true" || tried(rec) {
				t.Errorf("not logged in after the label: %q", rec.replies())
			}
		})
	}
	for _, label := range []string{"pin", "PIN:", "pin code", "pincode", "my pin"} {
		t.Run("notes at the PIN: "+label, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "open my notes", "ada", label)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" || p.CallsOf("unlock") != 0 {
				t.Fatalf("%q was tried as the PIN: %q", label, rec.replies())
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || p.CallsOf("unlock") != 1 {
				t.Errorf("not unlocked after the label: %q", rec.replies())
			}
		})
	}
	t.Run("the label is the password", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "password", "password")
		if !tried(rec) {
			t.Errorf("the same word typed twice was not tried: %q", rec.replies())
		}
		if leaks(rec, "password\"") {
			t.Logf("dump: %s", rec.dump())
		}
	})
}

// Issue 24 round 9, R29: a greeting drawn out ("hiiii", "heyyy",
// "helloooo", "yo!!") is a greeting, never a username: as the first
// message nothing is signed in and the next line is no password; at the
// username question it is answered and the question asked again.
func TestStretchedGreetingIsNoUsername(t *testing.T) {
	t.Parallel()
	for _, g := range []string{"hiiii", "heyyy", "helloooo", "yo!!", "yooooo", "hiya!!!", "heyyyy :)", "hellooo?", "suuup"} {
		t.Run(g, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, g, "monkey")
			if _, ok := e.PendingSecret(); ok || e.Fact("username") != "" || containsIn(rec.replies(), "enter your password") {
				t.Errorf("%q started a sign-in: %q", g, rec.replies())
			}
			e, rec = newBank(t, nil)
			say(t, e, "send 20 to 1234324", g)
			if _, ok := e.PendingSecret(); ok || e.Fact("username") != "" || !strings.Contains(rec.lastReply(), "What is your username?") {
				t.Errorf("%q was taken as the username: %q", g, rec.replies())
			}
			n, nrec, _ := notesEngine(t)
			say(t, n, g, "1815")
			if _, ok := n.PendingSecret(); ok || containsIn(nrec.notes(), "said with the sign-in") {
				t.Errorf("notes: %q started a sign-in: %q", g, nrec.replies())
			}
		})
	}
}
