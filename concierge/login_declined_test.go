package concierge

import (
	"strings"
	"testing"
)

// Round 17 (R50, R53): a line at the password or username prompt that
// turns the sign-in down drops it — no try spent, the line taken as no
// value — and the request said with it runs.
func TestLoginDeclinedAtItsQuestion(t *testing.T) {
	t.Parallel()
	rows := []struct{ line, price string }{
		{"hmm actually i dont wanna log in right now, just tell me what msft is at", "MSFT (Microsoft Corporation) is trading"},
		{"forget logging in, whats aapl at", "AAPL (Apple Inc.) is trading"},
		{"skip the sign in for now. how's nvidia doing?", "NVDA (NVIDIA Corporation) is trading"},
		{"whats tesla at, i'd rather not log in", "TSLA (Tesla Inc.) is trading"},
		{"i don't want to sign in yet. price of amazon please", "AMZN (Amazon.com Inc.) is trading"},
		{"nah not now, look up ibm", "IBM (International Business Machines) is trading"},
		{"i changed my mind about logging in, how's amazon", "AMZN (Amazon.com Inc.) is trading"},
		{"can we skip logging in? just want the price of meta", "META (Meta Platforms Inc.) is trading"},
		{"not in the mood to log in, whats jpm at", "JPM (JPMorgan Chase & Co.) is trading"},
	}
	for _, r := range rows {
		for _, at := range []string{"password", "username"} {
			t.Run(at+"/"+r.line, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, "check my balance")
				if at == "password" {
					say(t, e, "seldo")
					if _, ok := e.PendingSecret(); !ok {
						t.Fatalf("no password prompt: %q", rec.replies())
					}
				}
				say(t, e, r.line)
				if _, ok := e.PendingSecret(); ok {
					t.Fatalf("%q left the password prompt open: %q", r.line, rec.replies())
				}
				dump := rec.dump()
				if strings.Contains(dump, "Logging in") || strings.Contains(dump, "username is now") {
					t.Errorf("%q was taken as a sign-in value: %s", r.line, dump)
				}
				if !containsIn(rec.replies(), r.price) {
					t.Errorf("%q: the request said with the decline did not run: %q", r.line, rec.replies())
				}
				if e.Speaker() != "" || e.Fact("authenticated") == "true" {
					t.Errorf("%q: speaker %q after the decline", r.line, e.Speaker())
				}
				say(t, e, "log in", "seldo", "monkey")
				if e.Fact("authenticated") != "true" {
					t.Errorf("after %q the sign-in does not work (a try spent?): %q", r.line, rec.replies())
				}
			})
		}
	}
}

// A decline alone drops the sign-in and asks for nothing else; a
// password that merely contains a common word is still a password.
func TestLoginDeclinedAlone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"i dont wanna log in right now", "no login today thanks", "not now", "i'll sign in later"} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", "seldo", line)
		if _, ok := e.PendingSecret(); ok || e.Speaker() != "" {
			t.Errorf("%q: the sign-in is still asked: %q", line, rec.replies())
		}
		if strings.Contains(rec.dump(), "Logging in") {
			t.Errorf("%q spent a try", line)
		}
	}
	for _, pw := range []string{"notnow", "login123", "later"} {
		if declinesLogin(pw) {
			t.Errorf("the password %q is read as a decline", pw)
		}
	}
}

// The rest of a declined line is what it asks, in the words typed.
func TestDeclinedLoginRest(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"hmm actually i dont wanna log in right now, just tell me what msft is at": "tell me what msft is at",
		"whats MSFT at, i'd rather not log in":                                     "whats MSFT at",
		"Forget about signing in. Check apple":                                     "Check apple",
		"no need to log me in lol":                                                 "",
		"don't have time to log in, show tesla":                                    "show tesla",
		"skip the password, how is google doing":                                   "how is google doing",
		"can we skip logging in? just want the price of meta":                      "the price of meta",
	} {
		rest, ok := declinedLogin(line)
		if !ok || rest != want {
			t.Errorf("declinedLogin(%q) = %q, %v; want %q", line, rest, ok, want)
		}
	}
	for _, line := range []string{"i forgot my password", "monkey", "why am i not logged in", "log me in please", "seldo", "i don't have a login", "i don't know how to log in", "im not able to sign in"} {
		if declinesLogin(line) {
			t.Errorf("%q read as a decline", line)
		}
	}
}

// R50: no part of a line typed at the username prompt reaches a model,
// the request said with a decline included.
func TestLoginDeclinedNeverToAModel(t *testing.T) {
	t.Parallel()
	e, rec, srv := readEngine(t,
		readCall(`{"commands":[{"command":"start_task","agent":"transfer_money","reason":"send money"}]}`))
	say(t, e, "I need to move some cash")
	if e.Speaker() != "authenticate" {
		t.Fatalf("speaker %q; replies %q", e.Speaker(), rec.replies())
	}
	say(t, e, "actually i dont want to log in, whats the price of tesla")
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("%d requests, want only the first message's", n)
	}
	if !containsIn(rec.replies(), "TSLA (Tesla Inc.) is trading") {
		t.Errorf("the request after the decline did not run: %q", rec.replies())
	}
}
