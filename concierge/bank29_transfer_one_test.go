package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 27 (bank29): an account named by a descriptive phrase in
// a transfer keeps the transfer; the summary follows the sign-in and no
// money moves before a yes.
func TestBank29TransferFromTheSavingsOne(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ line, want string }{
		{"send 250 to 1234324 from the savings one", "Transfer $250.00 from Savings (2345678901) to 1234324?"},
		{"pay 250 to 1234324 out of the savings one", "Transfer $250.00 from Savings (2345678901) to 1234324?"},
		{"send 250 to 1234324 using the savings one", "Transfer $250.00 from Savings (2345678901) to 1234324?"},
		{"send 250 to 1234324 from the checking one", "Transfer $250.00 from Checking (1234567890) to 1234324?"},
		{"yo send 75 bucks to 7654321 usin the savings one", "Transfer $75.00 from Savings (2345678901) to 7654321?"},
		{"from the savings one, transfer 300 to 1234324", "Transfer $300.00 from Savings (2345678901) to 1234324?"},
		{"wire 60 to 1234324 outta my savings acct pls", "Transfer $60.00 from Savings (2345678901) to 1234324?"},
		{"send 40 to 7654321 from my savings acct", "Transfer $40.00 from Savings (2345678901) to 7654321?"},
		{"send 250 to 1234324 from the main one", "Which account should the $250.00 come from"},
		{"send 250 to 1234324 from the one with more money", "Which account should the $250.00 come from"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, tc.line, "seldo", "monkey")
			if r := rec.lastReply(); !strings.Contains(r, tc.want) {
				t.Fatalf("reply %q, want %q", r, tc.want)
			}
			if balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" || balance(t, e, "2345678901") != "" && balance(t, e, "2345678901") != "5000.00" {
				t.Fatalf("money moved before a yes: checking %s savings %s", balance(t, e, "1234567890"), balance(t, e, "2345678901"))
			}
		})
	}
}

// A transfer the words route elsewhere is kept when the reader is sure of
// it and it takes more of the message's values: never lost in silence.
func TestBank29TransferNotLostToTheBalance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"send 250 to 1234324 from the savings balance",
		"send 250 to 1234324 from my savings balance pls",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line, "seldo", "monkey")
			if r := rec.lastReply(); !strings.Contains(r, "Transfer $250.00 from Savings (2345678901) to 1234324?") {
				t.Fatalf("reply %q, want the transfer's summary", r)
			}
		})
	}
}
