package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 13: a username said with a hedge at the username
// question ("uhh its seldo i think", "probably seldo", "seldo maybe?") is
// the username: no login try is spent on the hedge, nothing is masked,
// and the password is asked for next with nothing else said — never "I
// couldn't take that as the password".
func TestHedgedUsernameAtItsQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"uhh its seldo i think", "i think it's seldo", "seldo i believe", "probably seldo", "seldo maybe?",
		"umm seldo?", "it should be seldo", "pretty sure it's seldo", "i reckon its seldo", "hmm my username is seldo i guess",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", line)
			replies := rec.replies()
			if containsIn(replies, "tries left") || containsIn(replies, "don't match") || containsIn(replies, "couldn't take") || containsIn(replies, "don't know that") {
				t.Fatalf("%q was not taken as the username: %q", line, replies)
			}
			if _, asked := e.PendingSecret(); !asked {
				t.Fatalf("%q: the password is not asked next: %q", line, replies)
			}
			for _, m := range e.Session().Messages {
				if strings.Contains(m.Text, "•") {
					t.Fatalf("%q: the hedged username was masked: %q", line, m.Text)
				}
			}
			say(t, e, "i think its monkey?")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q then a hedged password did not sign in: %q", line, rec.replies())
			}
			for _, m := range e.Session().Messages {
				if strings.Contains(m.Text, "monkey") {
					t.Fatalf("the hedged password was shown: %q", m.Text)
				}
			}
		})
	}
}

// The password typed at the username question is still no username, and
// two words that may both be names are still the pair.
func TestHedgedUsernameLeavesPasswordsAlone(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "i think the password is monkey")
	if e.Session().WorkFor("authenticate").Slots["username"] == "monkey" {
		t.Fatalf("a password said at the username question was kept as the username: %q", rec.replies())
	}
	e, _ = newBank(t, nil)
	say(t, e, "check my balance", "seldo monkey")
	if e.Fact("authenticated") != "true" {
		t.Fatal("the pair typed at the username question no longer signs in")
	}
}

// A password said with a hedge at its prompt ("monkey i reckon", "could
// be monkey?", "pretty sure its monkey") is tried masked and signs in;
// the password never shows.
func TestHedgedPasswordAtItsPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"monkey i reckon", "pretty sure its monkey", "could be monkey?", "might be monkey", "i suppose its monkey", "uhh monkey maybe"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in: %q", line, rec.replies())
			}
			for _, m := range e.Session().Messages {
				if strings.Contains(m.Text, "monkey") {
					t.Fatalf("the hedged password was shown: %q", m.Text)
				}
			}
		})
	}
}
