package concierge

import (
	"strings"
	"testing"
)

// "The other account" said with an account id at a transfer's approval is
// the destination that id names (R50): only the destination changes, the
// source stays the account whose balance was checked.
func TestOtherAccountWithIDIsTheDestination(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, to string }{
		{"no the other account, 7654321", "7654321"},
		{"nah the other account 7777777", "7777777"},
		{"wrong, the other one: 7654321", "7654321"},
		{"no my other acct 7777777 sorry", "7777777"},
		{"send it to the other account, 7654321", "7654321"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 300 from savings to 1234324", "seldo", "monkey")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from Savings") {
				t.Fatalf("setup: %q", rec.replies())
			}
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			want := "Transfer $300.00 from Savings (2345678901) to " + c.to + "?"
			if !ok || ap.Summary != want {
				t.Errorf("%q: want %q asked, got %q", c.line, want, rec.lastReply())
			}
		})
	}
	// with no id, "the other account" still switches the source
	e, rec := newBank(t, nil)
	say(t, e, "send 300 from savings to 1234324", "seldo", "monkey", "no the other account")
	if !strings.Contains(strings.Join(rec.replies(), "\n"), "Checking account") {
		t.Errorf("\"no the other account\" did not switch the source: %q", rec.lastReply())
	}
}
