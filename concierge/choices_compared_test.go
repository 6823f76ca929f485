package concierge

import "testing"

// R50, R7 (issue 24): a question comparing or summing balances shows the
// balance of every account it is about, and never proposes a transfer.
func TestBalancesComparedShowEach(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats the diff between my checking and savings balance",
		"how much more is in savings than checking",
		"what's the total of both accounts",
		"which account has more",
		"what do checking and savings add up to together",
		"which has a higher balance, checking or savings?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", line)
			if !containsIn(rec.replies(), "Checking account (1234567890) has a balance of $1,000.00") ||
				!containsIn(rec.replies(), "Savings account (2345678901) has a balance of $5,000.00") {
				t.Errorf("%q did not show both balances: %q", line, rec.replies())
			}
			if containsIn(rec.replies(), "Here is my plan") || containsIn(rec.replies(), "Which account ID") || e.sess.Plan != nil {
				t.Errorf("%q was taken for a transfer: %q", line, rec.replies())
			}
		})
	}
	t.Run("signed out", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "how much more is in savings than checking", "seldo", "monkey")
		if !containsIn(rec.replies(), "Checking account (1234567890) has a balance") || !containsIn(rec.replies(), "Savings account (2345678901) has a balance") {
			t.Errorf("after the sign-in both balances are not shown: %q", rec.replies())
		}
	})
	t.Run("a transfer of the difference is a transfer", func(t *testing.T) {
		t.Parallel()
		e, rec := newBank(t, nil)
		say(t, e, "log me in seldo", "monkey", "transfer the difference between checking and savings")
		if e.sess.WorkFor("transfer_money").Request == "" && e.Speaker() != "transfer_money" && !containsIn(rec.notes(), "transfer_money") {
			t.Errorf("the transfer was not started: %q", rec.notes())
		}
	})
}
