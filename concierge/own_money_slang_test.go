package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 bank, 10 and 27: "whats the damage on my accounts" was "I
// don't know that here", "wanna stash 250 in my rainy day fund" "I'm not
// sure how to help". Slang about one's own money is a balance check; a
// money verb and an amount to a nicknamed pot is a transfer that asks
// which account, and moves nothing until a yes.
func TestOwnMoneySlang(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats the damage on my accounts",
		"hows my cash looking",
		"how am i doing moneywise",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if last := rec.lastReply(); !strings.Contains(last, "To check a balance, first I'll log you in") {
			t.Errorf("%q: want a balance check (its sign-in), got %q", line, last)
		}
	}
	for _, line := range []string{
		"wanna stash 250 in my rainy day fund",
		"chuck 80 into my holiday pot",
		"i wanna put 120 in the vacation jar",
		"stash 60 in my fun money pot",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo", "monkey", line)
		last := rec.lastReply()
		if !strings.Contains(last, "Checking or Savings") || e.sess.Pending.Approval != nil {
			t.Errorf("%q: want a transfer asking which account, nothing pending, got %q", line, last)
		}
	}
}
