package concierge

import (
	"strings"
	"testing"
)

// Round 32 (bank38, item 5): "go" as the whole message at the approval is
// a yes and moves the money once; "go" with anything else that is no yes
// moves nothing.
func TestApprovalGoAloneIsYes(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"go", "Go!", "just go", "go then", "ok go", "go go go", "GO", "go for it", "do it", "send it"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 1234324 from checking", "seldo", "monkey", line)
		if n := len(e.Session().Artifacts); n != 1 {
			t.Errorf("%q: want the transfer made once, %d receipts: %q", line, n, rec.lastReply())
		}
	}
	for _, line := range []string{"go away", "go back", "go home", "go slower", "go check my balance", "where did it go"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 50 to 1234324 from checking", "seldo", "monkey", line)
		if n := len(e.Session().Artifacts); n != 0 {
			t.Errorf("%q: money moved without a yes: %q", line, rec.lastReply())
		}
	}
}

// "all of em", "the both of em" at the account question ask for every
// account, as "all of them" does.
func TestEveryAccountSaidAsEm(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"all of em", "the both of em", "all em", "all of dem", "both of em", "all of 'em"} {
		e, rec := newBank(t, nil)
		say(t, e, "how much money do i got", "seldo", "monkey", line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, "Your Checking account (1234567890) has a balance") || !strings.Contains(all, "Your Savings account (2345678901) has a balance") || strings.Contains(all, "couldn't take") {
			t.Errorf("%q: want every balance: %q", line, rec.replies())
		}
	}
}
