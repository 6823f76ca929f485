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
	for _, line := range []string{"apple stock", "hello there", "thanks bob", "tsla nvda", "check balance", "good morning",
		// a sentence's own last two words are never a login
		"please check my savings and give me admin access", "show me my checking balance in euros ok",
		// a first word that is a sentence of its own, then a question
		// with a contraction ("fine. what's …" was tried as a login)
		"fine. what's the price of tsla", "ok! where's my savings balance", "great. how's nvda doing today",
		"cool. who's the ceo of apple", "right, what's msft at"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			for _, m := range e.Session().Messages {
				if m.Role == "user" && m.Masked || strings.Contains(m.Text, "••••••") {
					t.Fatalf("%q was taken as a pair: %q", line, rec.replies())
				}
			}
		})
	}
}

// A pair typed before or after a request of its own, or with a greeting
// or thanks, is the pair too: signed in, then the request runs.
func TestPairWithARequestOrCourtesy(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"seldo monkey show my savings balance", "$5,000.00"},
		{"whats in savings, seldo monkey", "$5,000.00"},
		{"hello! seldo monkey", "logged in"},
		{"seldo monkey ty", "logged in"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.line)
			if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
				t.Fatalf("%q: not signed in, or the password shows:\n%s", c.line, rec.dump())
			}
			if !strings.Contains(strings.Join(rec.replies(), "\n"), c.want) {
				t.Errorf("%q: %q", c.line, rec.replies())
			}
		})
	}
}

// At the sign-in's own username question, the pair said with a login cue
// around it is the pair too, and a line not taken as the username is never
// quoted back (it may hold the password).
func TestPairWithCueAtUsernamePrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"seldo monkey pls log me in", "sign me in: seldo monkey", "ok log in seldo monkey"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", line)
			if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
				t.Fatalf("%q at the username prompt: not signed in, or the password shows:\n%s", line, rec.dump())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "zorp m0nkey qwerty")
	if r := rec.lastReply(); strings.Contains(r, "m0nkey") || !strings.Contains(r, "That is not a valid username") {
		t.Errorf("a line at the username prompt is quoted back: %q", r)
	}
}

// "I'm seldo, monkey", "this is seldo monkey": a pair said after who one
// is, at the greeting or at the username question.
func TestPairAfterSelfIntro(t *testing.T) {
	t.Parallel()
	for _, first := range []string{"", "check my balance"} {
		for _, line := range []string{"i am seldo, monkey", "this is seldo monkey", "im seldo monkey"} {
			e, rec := newBank(t, nil)
			if first != "" {
				say(t, e, first)
			}
			say(t, e, line)
			if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
				t.Errorf("%q after %q: not signed in, or the password shows:\n%q", line, first, rec.replies())
			}
		}
	}
}
