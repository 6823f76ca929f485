package concierge

import (
	"strings"
	"testing"
)

// R50's ask (issue 24 round 10, kind 4): the list of the user's accounts
// is their names before the sign-in, and each one's number and balance
// after; before, "what accounts do i have" was "I'm not sure how to help".
func TestAccountsListed(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"what accounts do i have", "which accounts are there?", "list my accounts pls", "how many accounts have i got", "can u show me my accts", "show my account numbers"} {
		e, rec := newBank(t, nil)
		say(t, e, q)
		if r := rec.lastReply(); !strings.Contains(r, "Checking and Savings") || e.Speaker() != "" {
			t.Errorf("%q signed out: want the names and nothing started, got %q (speaker %q)", q, r, e.Speaker())
		}
		e, rec = newBank(t, nil)
		say(t, e, "login seldo monkey", q)
		all := strings.Join(rec.replies(), "\n")
		for _, want := range []string{"Checking account (1234567890) has a balance of $1,000.00", "Savings account (2345678901) has a balance of $5,000.00"} {
			if !strings.Contains(all, want) {
				t.Errorf("%q signed in: want %q:\n%s", q, want, all)
			}
		}
	}
}

// "how much in total" shows every balance and says what they hold
// together — after the sign-in it needed, too; before, it asked which
// account, and "what's everything combined" was not understood.
func TestAccountsTotal(t *testing.T) {
	t.Parallel()
	const total = "Together, Checking and Savings hold $6,000.00."
	for _, q := range []string{"how much in total", "what's everything combined", "how much money have i got altogether", "whats my total balance", "total of both accounts?", "how much do i have across all accounts", "add up my accounts", "what's my net worth"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", q)
		if !containsIn(rec.replies(), total) {
			t.Errorf("%q: want %q:\n%s", q, total, strings.Join(rec.replies(), "\n"))
		}
		e, rec = newBank(t, nil)
		say(t, e, q, "seldo", "monkey")
		if !containsIn(rec.replies(), total) {
			t.Errorf("%q, then the sign-in: want %q:\n%s", q, total, strings.Join(rec.replies(), "\n"))
		}
	}
}

// Words about accounts that ask no list or total are left to the rest.
func TestNotAListOrATotal(t *testing.T) {
	t.Parallel()
	for _, q := range []string{"which accounts can i open", "transfer the total to savings", "what kinds of accounts do you offer", "send 50 to 7654321 and show my accounts"} {
		if accountsListAsked(q) && totalAsked(q) {
			t.Errorf("%q read as a list and a total", q)
		}
	}
	for _, q := range []string{"which accounts can i open", "what kinds of accounts do you offer"} {
		if accountsListAsked(q) {
			t.Errorf("%q read as the list of one's own accounts", q)
		}
	}
	for _, q := range []string{"transfer the total to savings", "how much did i send in total last month"} {
		if totalAsked(q) {
			t.Errorf("%q read as a question about the total held", q)
		}
	}
}

// "the one with more in it" at the account question picks the account
// whose balance shown is the larger; before any is shown, it is said
// plainly that it cannot be told, and the question asked again (it was
// refused as no account).
func TestTheOneWithMoreInIt(t *testing.T) {
	t.Parallel()
	for _, pick := range []string{"the one with more in it", "whichever has the most money", "the acct that has more"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "what accounts do i have", "send 100 to 7654321 from the one with more in it")
		if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "from Savings") {
			t.Errorf("%q after the list: want the transfer from Savings:\n%s", pick, strings.Join(rec.replies(), "\n"))
		}
		e, rec = newBank(t, nil)
		say(t, e, "login seldo monkey", "check a balance", pick)
		if r := rec.lastReply(); !strings.Contains(r, "can't tell which") || !strings.Contains(r, "Which account") && !strings.Contains(r, "Which one do you mean") || e.Speaker() != "account_balance" {
			t.Errorf("%q with no balance shown: %q (speaker %q)", pick, r, e.Speaker())
		}
		say(t, e, "savings")
		if !containsIn(rec.replies(), "Savings account (2345678901) has a balance") {
			t.Errorf("%q: the question asked again did not take its answer", pick)
		}
	}
}
