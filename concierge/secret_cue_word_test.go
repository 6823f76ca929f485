package concierge

import (
	"testing"
)

// R53, R55 (issue 24): a password cue and a word is a secret wherever it
// is typed — masked at no prompt, and with the username said just before
// it a sign-in; a password named before the username is one too.
func TestCueAndWordSignsInAfterTheName(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"name seldo", "pass monkey"},
		{"username seldo", "pass monkey"},
		{"pwd monkey user seldo"},
		{"password monkey username seldo"},
		{"pw monkey, user seldo"},
	} {
		e, rec := newBank(t, nil)
		for _, l := range lines {
			say(t, e, l)
		}
		if leaks(rec, "monkey") {
			t.Errorf("%q shows the password:\n%s", lines, rec.dump())
		}
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q did not sign in: %q", lines, rec.replies())
		}
	}
	for _, line := range []string{"pass hunter2", "pin 4321", "pass tr0ub4dor"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if v := line[len("pass "):]; line[:3] == "pas" && leaks(rec, v) {
			t.Errorf("%q shows the password:\n%s", line, rec.dump())
		}
		if line == "pin 4321" && leaks(rec, "4321") {
			t.Errorf("%q shows the PIN:\n%s", line, rec.dump())
		}
	}
}

// R53, R55 (issue 24): at a plan that waits on the sign-in, the username
// given with the request, the word typed alone is the password: masked,
// and the sign-in runs with it; a plan answer stays the plan's.
func TestPasswordAtAPlanWithTheUserKnown(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ first, word string }{
		{"i want to send 100 to 7654321 from checking, my username is seldo", "monkey"},
		{"send 20 to 7654321 from checking and check my savings, username seldo", "monkey"},
		{"what's my checking balance and then move 10 from savings to checking, my name is seldo", "hunter2"},
		{"move 50 from savings to checking and then tell me my checking balance. username: seldo", "zebra9"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.first)
		if e.sess.Plan == nil || !e.sess.Plan.Awaiting {
			t.Errorf("%q: no plan waits: %q", c.first, rec.replies())
			continue
		}
		say(t, e, c.word)
		if leaks(rec, c.word) {
			t.Errorf("%q then %q shows the password:\n%s", c.first, c.word, rec.dump())
		}
		if got := e.sess.WorkFor("authenticate").Slots["username"]; got == c.word {
			t.Errorf("%q then %q: the password was taken as the username", c.first, c.word)
		}
		if c.word == "monkey" && e.Fact("authenticated") != "true" {
			t.Errorf("%q then monkey did not sign in: %q", c.first, rec.replies())
		}
	}
	for _, answer := range []string{"yes", "skip 1", "no", "why", "thanks"} {
		e, rec := newBank(t, nil)
		say(t, e, "i want to send 100 to 7654321 from checking, my username is seldo")
		say(t, e, answer)
		if _, masked := e.typed.Mask(answer); masked || e.Fact("authenticated") == "true" {
			t.Errorf("%q at the plan was taken as the password:\n%s", answer, rec.dump())
		}
	}
}
