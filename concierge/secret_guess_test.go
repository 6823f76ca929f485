package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R29, R55 (issue 24): a password said with a hedge — at the password
// prompt or in the first message — is masked in every event and message
// and used for the login; it was shown in clear and not used.
func TestHedgedPasswordMaskedAndUsed(t *testing.T) {
	t.Parallel()
	atPrompt := []string{
		"the pw I'm pretty sure is monkey",
		"password should be monkey, i think",
		"perhaps it's monkey?",
		"hmm probably monkey?",
		"monkey i guess?",
		"ok then try monkey",
	}
	for _, line := range atPrompt {
		e, rec := newBank(t, nil)
		say(t, e, "what's my checking balance", "seldo", line)
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q at the prompt: not used for the login:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		assertNoMonkey(t, e, rec, line)
	}
	inMessage := []string{
		"hi, I'd like to log in. user seldo, the password I believe is monkey. thanks so much",
		"log me in please, username seldo and my password should be monkey i think",
		"sign in as seldo; password is probably monkey",
	}
	for _, line := range inMessage {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: not used for the login:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		assertNoMonkey(t, e, rec, line)
	}
	// a hedged question about which password is no guess at it: nothing tried
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo", "maybe it's the old one?")
	if _, ok := e.PendingSecret(); !ok || strings.Contains(rec.dump(), "Logging in") {
		t.Errorf("a question about the password was tried:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// assertNoMonkey fails when the bank's password reached an event or a
// stored message.
func assertNoMonkey(t *testing.T, e *Engine, rec *recorder, line string) {
	t.Helper()
	if strings.Contains(rec.dump(), "monkey") {
		t.Errorf("%q: the password reached an event", line)
	}
	if strings.Contains(fmt.Sprint(e.Session().Messages), "monkey") {
		t.Errorf("%q: the password reached a stored message", line)
	}
}

// A guessed PIN ("maybe 1815?") fits the PIN's shape once the guess's
// words and "?" are gone: it is tried, masked, not refused in clear.
func TestGuessedPinIsTried(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"maybe 1815?", "1815 i think?", "probably 1815"} {
		e, rec, _ := notesEngine(t)
		say(t, e, "open my notes", "ada", line)
		if e.Fact("owner") != "ada" {
			t.Errorf("%q: not used for the sign-in: %q", line, rec.replies())
		}
		if strings.Contains(rec.dump(), "1815") {
			t.Errorf("%q: the PIN reached an event", line)
		}
	}
}

// A word tried aloud at no prompt right after talk about the password is
// masked all the same (never used); without that talk it is a word,
// unless it is a known user's password.
func TestTriedWordAfterPasswordTalkIsMasked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ugh fine, try monkey", "let me try monkey then", "ok trying monkey"} {
		e, rec := newBank(t, nil)
		say(t, e, "i can't remember my password for seldo", line)
		assertNoMonkey(t, e, rec, line)
	}
	e, rec := newBank(t, nil)
	// (not "monkey": a known user's password is masked in any line,
	// secret_known_anywhere.go)
	say(t, e, "ok try banana")
	if !strings.Contains(rec.dump(), "try banana") {
		t.Error("a tried word with no talk of the password before was masked")
	}
}
