package concierge

import (
	"strings"
	"testing"
)

// R29, R55: a username and a password typed together at no prompt, alone
// or with a login cue around them, are the pair: neither is shown or
// stored, and the sign-in is tried.
func TestPairTypedAtNoPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"seldo monkey", "log in seldo monkey", "seldo monkey, sign me in please",
		"hey can you log me in: seldo monkey", "seldo monkey login pls"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in: %q", line, rec.replies())
			}
			if leaks(rec, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
}

// R55: a failed pair at no prompt shows neither word, in either order, and
// the word typed next is not taken for a username.
func TestFailedPairAtNoPromptShowsNeither(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"monkey seldo", "login k4tniss zebra9", "zorbo h0rse please log me in"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") == "true" {
				t.Fatalf("%q signed in", line)
			}
			for _, w := range strings.Fields(line) {
				if len(w) > 4 && w != "login" && w != "please" && leaks(rec, w) {
					t.Errorf("%q shows %q:\n%s", line, w, rec.dump())
				}
			}
			if !strings.Contains(rec.lastReply(), "don't match") {
				t.Errorf("%q: reply %q", line, rec.lastReply())
			}
		})
	}
}

// Two words that are a request, small talk or everyday English are no
// pair: read as usual.
func TestNoPairInWordsOrRequests(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"apple stock", "hello there", "thanks bob", "tsla nvda", "check balance", "good morning"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			for _, m := range e.Session().Messages {
				if m.Role == "user" && m.Masked {
					t.Fatalf("%q was taken as a pair: %q", line, rec.replies())
				}
			}
		})
	}
}
