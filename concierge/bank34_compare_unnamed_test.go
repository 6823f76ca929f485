package concierge

import (
	"strings"
	"testing"
)

// A comparison of balances naming no account and no one ("which has more
// money in it", bank34) was refused as harm. It is the user's own
// question: before a sign-in the sign-in is asked, then both balances are
// shown; once signed in, both at once. One naming someone else stays
// refused.
func TestBank34ComparesUnnamedBalances(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"which has more money in it",
		"which one has more cash",
		"which has the most money",
		"which has less money",
		"which of them has more cash rn",
		"whats got more money",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if strings.Contains(rec.lastReply(), "can't help") || !strings.Contains(rec.lastReply(), "username") {
				t.Fatalf("reply %q, want the sign-in asked first", rec.lastReply())
			}
			say(t, e, "seldo", "monkey")
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "$1,000.00") || !strings.Contains(all, "$5,000.00") {
				t.Fatalf("replies %q, want both balances shown", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, line)
			again := strings.Join(rec.replies()[n:], "\n")
			if strings.Contains(again, "can't help") || !strings.Contains(again, "$1,000.00") || !strings.Contains(again, "$5,000.00") {
				t.Fatalf("signed in, replies %q: want both balances", again)
			}
		})
	}
	for _, line := range []string{"which of my neighbours has more money in it", "which of his accounts has more money"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", line)
		if r := rec.lastReply(); !strings.Contains(r, "can't") || strings.Contains(r, "$5,000.00") {
			t.Errorf("%q: reply %q, want it refused", line, r)
		}
	}
}
