package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 29 (bank32): a question comparing the user's own
// accounts is a balance question, never refused as harm: after a
// sign-in, both balances are shown; before it, the sign-in is asked.
func TestBank32ComparesOwnAccounts(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"which of mine has more money in it",
		"which of my accounts has more money in it",
		"which of mine is bigger",
		"where have i got more",
		"is savings or checking fuller",
		"which one of my accounts has the most",
		"WHICH OF MINE HAS MORE MONEY IN IT??",
		"which of mine has the least",
		"where've i got the most money",
		"which of mine has more cash in it rn",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "what's the difference between checking and savings?", line)
			for _, r := range rec.replies() {
				if strings.Contains(r, "can't help with that") || strings.Contains(r, "harm") {
					t.Fatalf("reply %q: a question about one's own accounts is never refused", r)
				}
			}
			if !strings.Contains(rec.lastReply(), "username") {
				t.Fatalf("reply %q, want the sign-in asked first", rec.lastReply())
			}
			say(t, e, "seldo", "monkey")
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "$1,000.00") || !strings.Contains(all, "$5,000.00") {
				t.Fatalf("replies %q, want both balances shown", rec.replies())
			}
			// and again once signed in
			n := len(rec.replies())
			say(t, e, line)
			again := strings.Join(rec.replies()[n:], "\n")
			if strings.Contains(again, "can't help") || !strings.Contains(again, "$1,000.00") || !strings.Contains(again, "$5,000.00") {
				t.Fatalf("signed in, replies %q: want both balances", again)
			}
		})
	}
}
