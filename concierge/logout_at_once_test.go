package concierge

import (
	"strings"
	"testing"
)

// Round 34 (notes 10, 11): a logout said with closing words and a
// goodbye signs out at once, before the next message, in any domain; a
// courtesy after it ("thx", "pls") is no part of its words.
var logoutAtOnceLines = []string{
	"ok thats all, log me out, bye",
	"great thats all, sign me out thx, bye",
	"thats all, sign me out pls",
	"perfect thanks, log me out now, cya",
	"cool im done, sign me off thx bye",
	"alright that's everything, logout pls, ttyl",
	"all good ta, log out plz",
	"great thanks for the help, log me out, bye",
	"okay that is all. sign out please. goodbye",
}

func TestLogoutAtOnceNotes(t *testing.T) {
	t.Parallel()
	for _, line := range logoutAtOnceLines {
		e, rec, s := notesWith(t, "locker", "locker 12, combo is left-right-left")
		say(t, e, "ada, 1815", line)
		if e.Fact("unlocked") == "true" {
			t.Errorf("%q: the notes stay open: %q", line, rec.replies())
			continue
		}
		if r := strings.Join(rec.replies(), "\n"); strings.Contains(r, "can't sign you out") || strings.Contains(r, "thx here") {
			t.Errorf("%q: the logout is said undoable: %q", line, r)
		}
		lists := len(s.calls)
		say(t, e, "hi whats in here? show notes")
		if len(s.calls) != lists || containsIn(rec.replies()[len(rec.replies())-1:], "locker") {
			t.Errorf("%q: the next person sees the notes: %q (calls %q)", line, rec.lastReply(), s.calls)
		}
	}
}

func TestLogoutAtOnceBank(t *testing.T) {
	t.Parallel()
	for _, line := range logoutAtOnceLines {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		if e.Fact("authenticated") == "true" {
			t.Errorf("%q: still signed in: %q", line, rec.replies())
		}
	}
}

// A request said before the logout runs first, signed in, and the
// logout right after it in the same turn ("read locker and sign me out
// thx" read the note, then signed out).
func TestLogoutAfterRequestWithCourtesy(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"read locker and sign me out thx", "read locker, log me out pls, bye", "show my notes then log me out, bye"} {
		e, rec, _ := notesWith(t, "locker", "locker 12")
		say(t, e, "ada, 1815", line)
		if e.Fact("unlocked") == "true" || !containsIn(rec.replies(), "locker") {
			t.Errorf("%q: unlocked=%s: %q", line, e.Fact("unlocked"), rec.replies())
		}
	}
}

// A logout still queued when the turn ends with nothing in hand runs
// then: whatever was said before it (small talk answered and the turn
// stopped), it never waits for the next person's message.
func TestQueuedLogoutNeverWaits(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesWith(t, "locker", "locker 12")
	say(t, e, "ada, 1815")
	e.sess.Agenda.Request("log me out")
	say(t, e, "thanks")
	if e.Fact("unlocked") == "true" || len(e.sess.Agenda.Requests()) != 0 {
		t.Errorf("the queued logout waits: %q", rec.replies())
	}
}
