package concierge

import (
	"strings"
	"testing"
)

// R7: asking to go on with a transfer that waits on the stack for a
// checked balance says what it waits on, with its values, and asks the
// balance question again — never only "We are already working on that",
// and never the words tried as the account.
func TestGoOnSaysWhatTheTaskWaitsOn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"alright resume the transfer",
		"can we get back to the transfer",
		"carry on with the transfer pls",
		"ok continue",
		"so what's next",
		"keep going",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", "send 50 to 7654321", "price of msft?")
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "transfer money (destination account ID 7654321, amount $50.00) is still on: first I'll check a balance") ||
				!strings.Contains(r, "Checking or Savings?") || strings.Contains(r, "couldn't take") {
				t.Errorf("%q: reply %q, want what the transfer waits on and the question", line, r)
			}
			if e.Speaker() != "account_balance" {
				t.Errorf("%q: speaker %q", line, e.Speaker())
			}
		})
	}
}

// "continue" at the username question is no username.
func TestGoOnIsNoUsername(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "check my balance", "continue")
	if r := rec.lastReply(); !strings.Contains(r, "What is your username?") || strings.Contains(r, "password") {
		t.Errorf("reply %q, want the username asked again", r)
	}
}
