package concierge

import (
	"strings"
	"testing"
)

// Several money moves in one message (R50, R7): each is a transfer of
// its own, queued and asked for its own approval — none is dropped in
// silence, and no plan is asked for requests of one agent.
func TestTwoTransfersInOneMessageQueue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"pay 15 to 7654321 and 35 to 1234324",
		"transfer $15 to 7654321, then $35 to 1234324",
		"send 15 dollars to 7654321 and another 35 to 1234324",
		"wire 15 to account 7654321 plus 35 to account 1234324",
		"move 15 to 7654321 and 35 more to 1234324",
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, line)
		if !strings.Contains(rec.lastReply(), "Transfer $15.00 from Checking (1234567890) to 7654321?") {
			t.Errorf("%q: first approval: %q", line, rec.lastReply())
			continue
		}
		say(t, e, "yes")
		if !strings.Contains(rec.lastReply(), "Transfer $35.00 from Checking (1234567890) to 1234324?") {
			t.Errorf("%q: the second transfer was not asked: %q", line, rec.lastReply())
			continue
		}
		say(t, e, "yes")
		if got := e.Fact("account_balance"); got != "950.00" {
			t.Errorf("%q: balance %s after both, want 950.00", line, got)
		}
		if containsIn(rec.replies(), "Here is my plan") {
			t.Errorf("%q: a plan was asked for two transfers", line)
		}
	}
}
