package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// R53, R55 (round 17): several passwords asked to be tried, in any words
// ("keep trying", "if that fails try", "then … then", "one of these",
// "try them all", "go through", "cycle") are refused, nothing is tried,
// every candidate is masked in the echo, events and store, and the words
// of the instruction are shown as typed.
func TestPasswordListInAnyWordsRefused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, kept string }{
		{"sign in seldo and keep trying monkey, banana or 123456", "keep trying"},
		{"log me in as seldo with monkey, if that fails try banana", "if that fails try"},
		{"login seldo password monkey otherwise try banana", "otherwise try"},
		{"sign in as seldo: try monkey then banana then 123456", "then"},
		{"log in seldo, the password is one of these: monkey, banana, 123456", "one of these"},
		{"here are some passwords for seldo, try them all: monkey banana 123456", "try them all"},
		{"log in seldo, go through monkey banana 123456", "go through"},
		{"sign in seldo and cycle monkey, banana, 123456", "cycle"},
		{"log me in as seldo. first try monkey, and if that doesnt work use banana", "if that doesnt work use"},
		{"sign in seldo, go with monkey, failing that banana", "failing that"},
		{"login seldo and try each of these: monkey, banana, 123456", "each of these"},
		{"log in seldo and keep going with monkey or banana", "keep going with"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		if strings.Contains(rec.dump(), "Logging in") || e.Fact("authenticated") == "true" {
			t.Errorf("%q: a password was tried:\n%s", c.line, strings.Join(rec.replies(), "\n"))
		}
		if !strings.Contains(rec.dump(), "Refused") {
			t.Errorf("%q: not refused:\n%s", c.line, strings.Join(rec.replies(), "\n"))
		}
		assertNoWords(t, e, rec, c.line, "monkey", "banana", "123456")
		if stored := fmt.Sprint(e.Session().Messages); !strings.Contains(stored, c.kept) {
			t.Errorf("%q: the instruction's words %q were masked: %s", c.line, c.kept, stored)
		}
	}
}

// PINs tried in turn are the same kind in the notes domain.
func TestPinListInAnyWordsRefused(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"open notes for ada, pin 1111 then 1815 then 0000",
		"ada pin 1111 and if it's wrong try 1815",
		"unlock ada's notes, the pin is one of these: 1111 2222 1815",
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, line)
		if e.Fact("owner") == "ada" {
			t.Errorf("%q: a PIN was tried and opened the notes", line)
		}
		if !strings.Contains(rec.dump(), "Refused") {
			t.Errorf("%q: not refused:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		assertNoWords(t, e, rec, line, "1111", "1815")
	}
}

// One password in a sentence that says "keep" or talks of forgetting is
// no list: masked, and the sign-in takes it.
func TestOnePasswordInASentenceIsTaken(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"log in seldo, my password is monkey",
		"log in seldo, i keep forgetting my password, its monkey",
		"sign in as seldo. i always forget my pw, it's monkey",
		"login seldo, ugh i never remember my password, it is monkey",
		"i keep forgetting my password, its monkey",
		"i always forget my pw, it's monkey",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if !strings.Contains(line, "seldo") {
			// no username said: the sign-in starts and asks it, the
			// password never shown
			if !containsIn(rec.replies(), "username") {
				t.Errorf("%q: the sign-in did not start:\n%s", line, strings.Join(rec.replies(), "\n"))
			}
			assertNoWords(t, e, rec, line, "monkey")
			continue
		}
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: the password was not taken:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
		if strings.Contains(rec.dump(), "Refused") {
			t.Errorf("%q: refused", line)
		}
		assertNoWords(t, e, rec, line, "monkey")
	}
}

// "seldo and keep …": the verb of the next clause is no password.
func TestClauseVerbAfterKnownUserNotMasked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, verb string }{
		{"sign in seldo and keep going", "keep"},
		{"log in seldo and show my balance", "show"},
		{"log in as seldo and then check savings", "then"},
	} {
		e, _ := newBank(t, nil)
		say(t, e, c.line)
		if stored := fmt.Sprint(e.Session().Messages); !strings.Contains(stored, c.verb) {
			t.Errorf("%q: %q was masked: %s", c.line, c.verb, stored)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "seldo and monkey")
	assertNoWords(t, e, rec, "seldo and monkey", "monkey")
}
