package concierge

import (
	"strings"
	"testing"
)

// Round 37's bank 47: a yes-word joined to a side question put first ("but
// first", "before that", "wait", "though") is no yes and no change: the
// balance asked is shown, the same transfer asked again, and nothing
// moves until a plain yes after it, once.
func TestYesButFirstAsksTheSideQuestion(t *testing.T) {
	t.Parallel()
	const ask = "Transfer $90.00 from Checking (1234567890) to Savings (2345678901)?"
	for _, c := range []struct{ line, want string }{
		{"sure why not, but first what's my savings at", "Savings account (2345678901) has a balance of $5,000.00"},
		{"ok but whats in savings first", "Savings account (2345678901) has a balance of $5,000.00"},
		{"yes, though how much is in checking?", "Checking account (1234567890) has a balance of $1,000.00"},
		{"yeah fine, before that whats my checking at", "Checking account (1234567890) has a balance of $1,000.00"},
		{"yep but hold on, how much do i have in savings", "Savings account (2345678901) has a balance of $5,000.00"},
		{"looks good but before you send it whats in my savings", "Savings account (2345678901) has a balance of $5,000.00"},
		{"ok sure tho whats my checking balance", "Checking account (1234567890) has a balance of $1,000.00"},
		{"yess but frist whats in savings", "Savings account (2345678901) has a balance of $5,000.00"},
		{"sure - wait whats in my savings acct", "Savings account (2345678901) has a balance of $5,000.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "transfer 90 from checking to savings", "seldo", "monkey")
			if !strings.Contains(rec.lastReply(), ask) {
				t.Fatalf("no approval: %q", rec.replies())
			}
			before := len(rec.replies())
			say(t, e, c.line)
			if containsIn(rec.replies(), "Done: $90.00 sent") || strings.Trim(balance(t, e, "1234567890"), "1000.") != "" {
				t.Fatalf("%q moved the money: %q", c.line, rec.replies())
			}
			if !containsIn(rec.replies()[before:], c.want) || !strings.Contains(rec.lastReply(), ask) {
				t.Fatalf("%q: want the balance and the same approval again: %q", c.line, rec.replies())
			}
			say(t, e, "yes")
			if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done: $90.00 sent from Checking (1234567890) to Savings (2345678901)"); n != 1 {
				t.Fatalf("%q then yes: sent %d times: %q", c.line, n, rec.replies())
			}
		})
	}
}
