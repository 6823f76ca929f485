package concierge

import (
	"strings"
	"testing"
)

// Money taken from an account that is not the user's never has one of
// the user's own accounts put in its place (round 39's bank 24 and 26: a
// hasty yes moved $200 out of Checking, never named): the reply says money
// only leaves the user's own accounts and asks which.
func TestOutsideSourceIsNotReplaced(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"log in pls", "seldo", "monkey", "take 200 from account 7654321 and put it in my savings"},
		{"my ex's account is 7654321, pull 500 out of it into my checking lol", "seldo", "monkey"},
		{"log in", "seldo", "monkey", "move 300 out of 7654321 into checking"},
		{"log in", "seldo", "monkey", "grab 50 from my brother's account and put it in savings"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, lines...)
		all := strings.Join(rec.replies(), "\n")
		said := strings.Contains(all, "Money can only come out of your own accounts") || strings.Contains(all, "I can't help with that") // another person's account may be refused outright
		if !said || pending(e) || strings.Contains(all, "Transfer $") {
			t.Errorf("%q: %q", lines, rec.lastReply())
		}
		if !strings.Contains(rec.lastReply(), "Checking or Savings?") && !strings.Contains(rec.lastReply(), "can't help") {
			t.Errorf("%q: the source not asked: %q", lines, rec.lastReply())
		}
	}
	// the user's own number, said before the sign-in, is theirs
	e, rec := newBank(t, nil)
	say(t, e, "send 25 from 1234567890 to savings", "seldo", "monkey")
	if r := rec.lastReply(); !strings.Contains(r, "Transfer $25.00 from Checking (1234567890) to Savings") {
		t.Errorf("own number as source: %q", r)
	}
}

func pending(e *Engine) bool { _, ok := e.PendingApproval(); return ok }
