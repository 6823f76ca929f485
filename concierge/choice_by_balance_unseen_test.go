package concierge

import (
	"strings"
	"testing"
)

// Tryout 41 bank 55: "the one with more" said at a transfer's source
// question before any balance was seen shows every balance, then takes
// the account the rule picks as the source and asks the yes — never "I
// won't guess", never a transfer without the yes.
func TestPickByBalanceUnseenIsApplied(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"uhh which one has more? use that one", "Transfer $100.00 from Savings"},
		{"whichever has more money", "Transfer $100.00 from Savings"},
		{"the bigger one", "Transfer $100.00 from Savings"},
		{"go with whichevers got more", "Transfer $100.00 from Savings"},
		{"WHICHEVER ACCOUNT HAS MORE", "Transfer $100.00 from Savings"},
		{"the fuller acct pls", "Transfer $100.00 from Savings"},
		{"the emptier one", "Transfer $100.00 from Checking"},
		{"whichevers got less in it i guess", "Transfer $100.00 from Checking"},
		{"whichever one has more in it", "Transfer $100.00 from Savings"},
		{"which has less?? take it from that one", "Transfer $100.00 from Checking"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 100 to 1234324", "seldo", "monkey", c.line)
		p, ok := e.PendingApproval()
		if !ok || !strings.Contains(p.Summary, c.want) {
			t.Errorf("%q: want the approval %q, got %v %q; replies %q", c.line, c.want, ok, p.Summary, rec.replies())
			continue
		}
		if containsIn(rec.replies(), "won't guess") || containsIn(rec.replies(), "Done:") {
			t.Errorf("%q: %q", c.line, rec.replies())
		}
		say(t, e, "no")
		if containsIn(rec.replies(), "Done:") || e.Fact("account_balance") == "" {
			t.Errorf("%q then no: money moved: %q", c.line, rec.replies())
		}
	}
	// a question alone chooses nothing: both shown, the source asked again
	for _, line := range []string{"which one has more?", "which acct has more money in it", "wich one has less??"} {
		e, rec := newBank(t, nil)
		say(t, e, "send 100 to 1234324", "seldo", "monkey", line)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(rec.lastReply(), "Which account should the $100.00 come from") {
			t.Errorf("%q: want the source asked again, got %q", line, rec.lastReply())
		}
	}
	// the yes moves it once
	e, rec := newBank(t, nil)
	say(t, e, "send 100 to 1234324", "seldo", "monkey", "whichever has more", "yes")
	if got := rec.lastReply(); !strings.Contains(strings.Join(rec.replies(), "\n"), "Done: $100.00 sent from Savings") || strings.Count(strings.Join(rec.replies(), "\n"), "Done:") != 1 {
		t.Errorf("yes: %q", got)
	}
}
