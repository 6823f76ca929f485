package concierge

import (
	"strings"
	"testing"
)

const (
	checkingShown = "Checking account (1234567890) has a balance of $1,000.00"
	savingsShown  = "Savings account (2345678901) has a balance of $5,000.00"
)

// R3, R28 (issue 24 round 9): asking to see one's own money or every
// account, in short forms or broken English, is the balance check — for
// every account when both or all are asked — never "not sure how to help".
func TestOwnMoneySeenInAnyWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line     string
		both     bool // both balances shown; else the account is asked
		askWhich bool
	}{
		{"can i see both my accts real quick", true, false},
		{"may i view all my accounts", true, false},
		{"lemme see both accs", true, false},
		{"me want see money", false, true},
		{"where my money at", false, true},
		{"i wanna know my cash", false, true},
		{"lemme look at my funds", false, true},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "not sure how to help") || strings.Contains(all, "I don't know that here") {
			t.Errorf("%q was not understood:\n%s", c.line, all)
		}
		if c.both && (!strings.Contains(all, checkingShown) || !strings.Contains(all, savingsShown)) {
			t.Errorf("%q: want both balances:\n%s", c.line, all)
		}
		if c.askWhich && !strings.Contains(all, "Which account would you like the balance of") {
			t.Errorf("%q: want the account asked:\n%s", c.line, all)
		}
	}
}

// R28, R50 (issue 24 round 9): an account pointed at is the one meant —
// "the other account" after one was shown, "that one" after an answer
// named one, "the one with more money" after both were shown; a question
// comparing the accounts is answered with which one is higher.
func TestAccountPointedAt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"whats in checking", "and in the other account also please"}, savingsShown},
		{[]string{"show my savings", "what about my other one"}, checkingShown},
		{[]string{"how much is in checking", "check my balance", "the other one"}, savingsShown},
		{[]string{"which account has more money", "check my balance", "ok that one"}, "balance of $5,000.00.\n"},
		{[]string{"which account has the least money", "check my balance", "that one please"}, "balance of $1,000.00.\n"},
		{[]string{"which account has more money", "check my balance", "the one with more money"}, "balance of $5,000.00.\n"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, append([]string{"login seldo monkey"}, c.lines...)...)
		replies := rec.replies()
		last := ""
		for _, r := range replies {
			if strings.HasPrefix(r, "account_balance:") {
				last = r + "\n"
			}
		}
		if !strings.Contains(last, c.want) {
			t.Errorf("%q: last balance %q, want %q:\n%s", c.lines, last, c.want, strings.Join(replies, "\n"))
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "which acct has the most cash")
	if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "Savings account (2345678901) is higher, at $5,000.00") {
		t.Errorf("the comparison was not answered:\n%s", all)
	}
}
