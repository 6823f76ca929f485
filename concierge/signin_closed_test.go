package concierge

import (
	"strings"
	"testing"
)

// Round 36 (notes 15): closing what the sign-in opened signs out. "im
// done for today, close my notes pls" listed the notes "today close" and
// left them open for whoever typed next.
func TestClosingTheNotesSignsOut(t *testing.T) {
	t.Parallel()
	named := []string{
		"im done for today, close my notes pls",
		"lock my notes",
		"ok lock up my notes, bye",
		"close my notes now thanks",
		"pls shut my notes",
		"all done, close up the notes",
		"Lock all my notes.",
		"thats it for today. close my notes",
	}
	bare := []string{ // with nothing in hand: "it" is what is open
		"close it up",
		"that's me finished, shut it",
		"shut it down pls",
		"lock it all up",
		"im done, lock everything",
	}
	for _, line := range append(append([]string{}, named...), bare...) {
		e, rec, s := notesWith(t, "locker", "locker 12, combo is left-right-left")
		say(t, e, "ada, 1815", line)
		if e.Fact("unlocked") == "true" {
			t.Errorf("%q: the notes stay open: %q", line, rec.replies())
			continue
		}
		if !containsIn(rec.replies(), "signed out") {
			t.Errorf("%q: no sign-out said: %q", line, rec.replies())
		}
		calls := len(s.calls)
		say(t, e, "read locker")
		if len(s.calls) != calls || containsIn(rec.replies()[len(rec.replies())-1:], "left-right") {
			t.Errorf("%q: the next person reads the note: %q", line, rec.lastReply())
		}
	}
	// said at a question, the thing named: the logout, and the task dropped
	for _, line := range named {
		e, rec, _ := notesWith(t, "locker", "locker 12")
		say(t, e, "ada, 1815", "add a note", line)
		if e.Fact("unlocked") == "true" || strings.Contains(rec.lastReply(), "What should the note say") {
			t.Errorf("%q at the title question: unlocked=%s: %q", line, e.Fact("unlocked"), rec.replies())
		}
	}
}

// What stays what it was: a plain "close", "it" at a question (the
// thing open then is the task, not the notes), and a domain whose sign-in
// opens nothing by name (the bank's "close my account" is no logout).
func TestClosingWithoutTheThingStays(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"close", "close it", "shut it"} {
		e, rec, _ := notesWith(t, "locker", "locker 12")
		say(t, e, "ada, 1815", "add a note", line)
		if e.Fact("unlocked") != "true" {
			t.Errorf("%q at the title question signed out: %q", line, rec.replies())
		}
	}
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "close my account")
	if e.Fact("authenticated") != "true" {
		t.Errorf("the bank's close my account signed out: %q", rec.replies())
	}
}
