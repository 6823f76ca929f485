package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R29, R55 (round 17): a word after a secret's cue that names a thing —
// "the pw note", "my pin reminder", "the password list" — or is asked to
// be read or shown is no password: shown as typed. A real password after
// the cue stays masked.
func TestThingAfterCueNotMasked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"read the pw note",
		"open my password list",
		"read the pin one",
		"whats in the password reminder",
		"read the pw groceries",
	} {
		e, _, _ := notesEngine(t)
		say(t, e, "ada pin 1815", line)
		if stored := fmt.Sprint(e.Session().Messages); !strings.Contains(stored, line) {
			t.Errorf("%q: masked: %s", line, stored)
		}
	}
	for _, c := range []struct{ line, secret string }{
		{"pw is hunter2", "hunter2"},
		{"the password monkey", "monkey"},
		{"log in seldo pw monkey", "monkey"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		assertNoWords(t, e, rec, c.line, c.secret)
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "pin 1815")
	assertNoWords(t, e, rec, "pin 1815", "1815")
}

// R25, R27 (round 17): a username spelled letter by letter at its
// question is the word it spells; a spelled password at its prompt is
// still masked whole.
func TestSpelledUsernameJoined(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"its s e l d o", "s-e-l-d-o", "S E L D O", "s.e.l.d.o", "my username is s e l d o", "it's S-E-L-D-O"} {
		e, rec := newBank(t, nil)
		say(t, e, "log me in", line, "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: not read as seldo:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		if containsIn(rec.replies(), "couldn't take that") {
			t.Errorf("%q: refused as a username", line)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "log me in", "seldo", "m o n k e y")
	assertNoWords(t, e, rec, "m o n k e y", "m o n k e y")
	// at a question that takes a title, letters are not joined
	if spelledSlot(nil) {
		t.Error("no slot is spelled")
	}
}
