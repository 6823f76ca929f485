package concierge

import (
	"strings"
	"testing"
)

// Round 31 (bank35, item 3): a pause before a question at the password
// prompt ("hang on whats msft at") is answered like "wait whats msft at":
// no login try, the password asked again. A pause before what could be a
// password leaves it a password.
func TestBank35PauseBeforeQuestionAtPassword(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"hang on whats msft at", "MSFT"},
		{"hold on, whats msft at", "MSFT"},
		{"btw whats tsla at", "TSLA"},
		{"hold up whats the price of nvda", "NVDA"},
		{"one sec, what's aapl at", "AAPL"},
		{"gimme a sec whats googl trading at", "GOOGL"},
		{"wait whats msft at", "MSFT"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "check my savings", "seldo", c.line)
		last := rec.lastReply()
		if !strings.Contains(last, c.want) || !strings.Contains(last, "Please enter your password.") || strings.Contains(last, "don't match") {
			t.Errorf("%q: want the question answered and the password asked, no try: %q", c.line, last)
		}
		say(t, e, "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q: the password then does not sign in: %q", c.line, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my savings", "seldo", "hang on monkey42")
	if !strings.Contains(rec.lastReply(), "don't match") {
		t.Errorf(`"hang on monkey42" was not tried as the password: %q`, rec.lastReply())
	}
}
