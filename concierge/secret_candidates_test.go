package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// assertNoWords fails when any of words reached an event or a stored
// message.
func assertNoWords(t *testing.T, e *Engine, rec *recorder, line string, words ...string) {
	t.Helper()
	stored := fmt.Sprint(e.Session().Messages)
	for _, w := range words {
		if strings.Contains(rec.dump(), w) {
			t.Errorf("%q: %q reached an event", line, w)
		}
		if strings.Contains(stored, w) {
			t.Errorf("%q: %q reached a stored message", line, w)
		}
	}
}

// R55 (issue 24, round 16): a password given with a hedge between
// candidates ("either monkey or donkey", "monkey or maybe donkey", "one of
// monkey / donkey") masks every candidate everywhere, tries at most one —
// the first, never the hedge word — and signs in when that is the
// password.
func TestHedgedCandidatesMaskedFirstTried(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"log in seldo, password is either monkey or donkey try both",
		"log me in as seldo, my pw is monkey or maybe donkey",
		"sign in as seldo, the password is one of monkey / donkey",
		"login seldo. password: monkey, or donkey",
		"log in as seldo, password is probably monkey, donkey",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if n := strings.Count(rec.dump(), "Logging in"); n > 1 {
			t.Errorf("%q: %d tries, want at most one", line, n)
		}
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: the first candidate was not the one tried:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		assertNoWords(t, e, rec, line, "monkey", "donkey")
	}
	// the first candidate wrong: one try spent, not two
	e, rec := newBank(t, nil)
	say(t, e, "log in seldo, password is either donkey or monkey")
	if n := strings.Count(rec.dump(), "Logging in"); n != 1 || e.Fact("authenticated") == "true" {
		t.Errorf("either donkey or monkey: %d tries, authenticated %q; want one try of donkey", n, e.Fact("authenticated"))
	}
	assertNoWords(t, e, rec, "either donkey or monkey", "monkey", "donkey")
}

// R53, R55: asking for a list of passwords to be tried until one works
// is refused, nothing is tried, and no candidate is shown or stored.
func TestCandidateListRefusedMasked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"log me in as seldo, i dont know the password, just try monkey, banana, 123456 until one works",
		"user seldo, try monkey then banana then 123456, one of these must work",
		"log in seldo, cycle through monkey banana and 123456",
		"login for seldo, go through these passwords: monkey, banana, 123456",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(rec.dump(), "Logging in") || e.Fact("authenticated") == "true" {
			t.Errorf("%q: a password was tried:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		if !strings.Contains(rec.dump(), "Refused") {
			t.Errorf("%q: not refused:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		assertNoWords(t, e, rec, line, "monkey", "banana", "123456")
	}
}

// A verb of guessing or finding before "the password for seldo" is no
// password: the line is shown as typed.
func TestGuessVerbIsNoPassword(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ line, verb string }{
		{"guess the password for seldo", "guess"},
		{"figure out the password for seldo please", "figure out"},
		{"crack the pw for seldo", "crack"},
		{"find the password for seldo", "find"},
	} {
		e, _ := newBank(t, nil)
		say(t, e, tt.line)
		if !strings.Contains(fmt.Sprint(e.Session().Messages), tt.line) {
			t.Errorf("%q: stored as %v", tt.line, e.Session().Messages[0])
		}
	}
}
