package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R29, R55 (issue 24, round 15): a line at the password prompt that talks
// about the password and then remembers it ("ah yes monkey") tries the
// remembered word, masked; it was answered "I can't look up or reset your
// password" with the password shown and stored in clear.
func TestRememberedPasswordIsTriedMasked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what is password? i forget... ah yes monkey",
		"i dont remember my pw oh wait its monkey",
		"whats my password again.. nvm monkey",
		"found it: monkey",
		"ugh what was the password, hmm... got it, monkey",
		"no idea what my password is. oh right, it's monkey.",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "what's my checking balance", "seldo", line)
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: the remembered password was not tried:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		assertNoMonkey(t, e, rec, line)
	}
}

// A remembered PIN is tried the same way.
func TestRememberedPinIsTriedMasked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"i forgot my pin... oh right its 1815", "whats my pin again? found it 1815"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "open my notes", "ada", line)
		if e.Fact("owner") != "ada" {
			t.Errorf("%q: not used for the sign-in: %q", line, rec.replies())
		}
		if strings.Contains(rec.dump(), "1815") || strings.Contains(fmt.Sprint(e.Session().Messages), "1815") {
			t.Errorf("%q: the PIN reached an event or a stored message", line)
		}
	}
}

// Talk about the password that names candidates without trying one is
// still talk — nothing tried — and stores no candidate in clear; a word
// of recall followed by a way out or more talk is no password.
func TestPasswordTalkStoresNoCandidate(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i forgot, is it monkey or banana?",
		"what is my password? i used to think monkey but not sure",
		"i don't remember my password, was it monkey",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "what's my checking balance", "seldo", line)
		if strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q: talk about the password was tried:\n%s", line, rec.dump())
		}
		assertNoMonkey(t, e, rec, line)
	}
	for _, line := range []string{"ok cool", "nvm forget it", "i forgot my password oh wait, stop", "what is my password? nvm, i'll do it later"} {
		e, rec := newBank(t, nil)
		say(t, e, "what's my checking balance", "seldo", line)
		if strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q: tried as the password:\n%s", line, rec.dump())
		}
	}
}
