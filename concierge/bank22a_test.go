package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 22 (bank22a): what people ask the bank for in their own
// words. Each table holds the tester's phrasing and members of its kind
// written afresh.

// untilApproval answers the sign-in and the source question a transfer
// needs, as a user would, until its approval is asked (or nothing waits).
func untilApproval(t *testing.T, e *Engine, source string) {
	t.Helper()
	for i := 0; i < 4 && e.sess.Pending.Approval == nil; i++ {
		switch e.Speaker() {
		case "authenticate":
			if e.sess.Pending.Secret != nil {
				say(t, e, "monkey")
			} else {
				say(t, e, "seldo")
			}
		case "account_balance":
			say(t, e, source)
		default:
			return
		}
	}
}

// Kind 1: the user's own money in slang is a balance check; a company is
// still a stock.
func TestBank22aMoneySlangIsBalance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"yo whats my bread lookin like",
		"hows my dough lookin",
		"whats my dosh at rn",
		"check my moolah pls",
		"how much i got",
		"how much money do i have",
		"yo how much cash have i got",
		"wats my bread situation lol",
		"hows my dinero",
		"HOW MUCH DOUGH DO I HAVE LEFT",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		got := strings.ToLower(rec.lastReply())
		if !e.sess.Agenda.Holds("account_balance") && e.Speaker() != "account_balance" {
			t.Errorf("%q: no balance check started (speaker %q): %q", line, e.Speaker(), got)
		}
		if strings.Contains(got, "company") || strings.Contains(got, "ticker") || strings.Contains(got, "stock") {
			t.Errorf("%q: read as a stock: %q", line, got)
		}
	}
	for _, line := range []string{"hows apple lookin", "whats tesla at"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "per share") && !strings.Contains(got, "trading at") || e.sess.Agenda.Holds("account_balance") {
			t.Errorf("%q: the company's price was not given: %q", line, got)
		}
	}
}

// Kind 2: a request wrapped in who suggested it is the request, with its
// values; the transfer still waits for the user's own yes.
func TestBank22aReportedSpeechKeepsRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, source, want string
	}{
		{"my bank manager said i should move 500 from savings to 7654321", "savings", "Transfer $500.00 from Savings (2345678901) to 7654321"},
		{"my wife wants me to send 50 to 1234324", "checking", "Transfer $50.00 from Checking (1234567890) to 1234324"},
		{"the landlord told me to pay 800 to 7654321", "checking", "Transfer $800.00 from Checking (1234567890) to 7654321"},
		{"Dave said i should transfer 25 to 1234324", "checking", "Transfer $25.00 from Checking (1234567890) to 1234324"},
		{"so my accountant told me to wire 120 over to 7654321", "checking", "Transfer $120.00 from Checking (1234567890) to 7654321"},
		{"i was told to send 60 to 7654321", "checking", "Transfer $60.00 from Checking (1234567890) to 7654321"},
		{"the guy at the branch said i need to move 300 to 7654321", "checking", "Transfer $300.00 from Checking (1234567890) to 7654321"},
		{"hey, my sister asked me to send 45 to 1234324 from savings", "savings", "Transfer $45.00 from Savings (2345678901) to 1234324"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		untilApproval(t, e, c.source)
		ap := e.sess.Pending.Approval
		if got := rec.lastReply(); ap == nil || !strings.Contains(got, c.want) {
			t.Errorf("%q: want the approval %q, got %q (speaker %q)", c.line, c.want, got, e.Speaker())
			continue
		}
		if strings.Contains(rec.dump(), "monkey") {
			t.Errorf("%q: the password showed", c.line)
		}
		if b := e.Fact("balance_checked"); b == "" {
			t.Errorf("%q: no balance checked before the approval", c.line)
		}
	}
	for _, line := range []string{"i was told to check my balance", "my financial adviser says i should look at my savings"} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "balance of $") && e.Speaker() != "account_balance" {
			t.Errorf("%q: no balance check: %q", line, got)
		}
	}
}

// Kind 3: questions the bank cannot answer are said to be out of reach
// here, with what is: never a balance, a price or a transfer instead.
func TestBank22aUnavailableQuestions(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what interest rate does my savings earn",
		"whats the apy on savings",
		"how much interest do i get on checking?",
		"are there any monthly fees on savings",
		"whats the monthly fee on my checking account",
		"whats my daily transfer limit",
		"is there a limit on how much i can send",
		"can i get a statement for my savings",
		"whats the overdraft on checking",
		"my card got declined can u help",
		"what rate does savings pay",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		got := rec.lastReply()
		if !strings.Contains(got, "can't") || !strings.Contains(got, "Here I can") {
			t.Errorf("%q: not said to be out of reach here: %q", line, got)
		}
		if strings.Contains(got, "$") || strings.Contains(strings.ToLower(got), "username") || e.Speaker() != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil {
			t.Errorf("%q: something else answered or started (speaker %q): %q", line, e.Speaker(), got)
		}
	}
	// the tasks are still the tasks
	e, rec := newBank(t, nil)
	say(t, e, "whats the balance of my savings")
	if e.Speaker() != "authenticate" || !e.sess.Agenda.Holds("account_balance") {
		t.Errorf("a balance question did not start the check: %q", rec.lastReply())
	}
}

// Kind 5: numbers of the small talk around a request are not reported as
// unused amounts; an amount that could be money still is named.
func TestBank22aChatNumbersNotUnused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, want string
	}{
		{"after my 12 hr shift can u send 200 over to 7654321", "Transfer $200.00 from Checking"},
		{"12 hr shift today ugh, send 200 to 7654321", "Transfer $200.00 from Checking"},
		{"after my 12 hr shift can u chuck 200 over to 7654321", "Transfer $200.00 from Checking"},
		{"2nd time asking, send 50 to 7654321", "Transfer $50.00 from Checking"},
		{"my 3 kids are driving me nuts lol send 75 to 7654321", "Transfer $75.00 from Checking"},
		{"im 34 and new to this, send 20 to 7654321", "Transfer $20.00 from Checking"},
		{"been on hold for 45 mins earlier, pay 40 to 1234324", "Transfer $40.00 from Checking"},
		{"worked 2 doubles and 10 hrs today, send 150 to 1234324", "Transfer $150.00 from Checking"},
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, c.line)
		got := rec.lastReply()
		if e.sess.Pending.Approval == nil || !strings.Contains(got, c.want) {
			t.Errorf("%q: want %q, got %q", c.line, c.want, got)
		}
		if strings.Contains(got, "didn't use") || strings.Contains(got, "more than one figure") {
			t.Errorf("%q: a number of the small talk was said back: %q", c.line, got)
		}
	}
	// a figure that could be money is still named (R53)
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send 200 to 7654321 or maybe 250")
	if got := rec.lastReply(); !strings.Contains(got, "250") {
		t.Errorf("a second amount was not named: %q", got)
	}
}

// Kind 6: an amount in another currency is said up front, before the
// sign-in; it is never converted nor dropped: the amount is asked in
// dollars when the transfer gets to it.
func TestBank22aForeignAmountUpFront(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, said string
	}{
		{"can u chuck 35 quid over to 7654321", "35 quid"},
		{"send 20 euros to 7654321", "20 euros"},
		{"transfer €50 to 1234324", "€50"},
		{"wire 100 pounds to 7654321 pls", "100 pounds"},
		{"pay 1234324 forty quid", "forty quid"},
		{"pay 1234324 40 quid", "40 quid"},
		{"send 5000 yen to 7654321", "5000 yen"},
		{"move 30 canadian dollars to 1234324", "30 canadian dollars"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := rec.lastReply()
		if e.Speaker() != "authenticate" || !strings.Contains(got, "only move US dollars") || !strings.Contains(got, c.said) {
			t.Errorf("%q: not said up front before the sign-in (speaker %q): %q", c.line, e.Speaker(), got)
			continue
		}
		untilApproval(t, e, "checking")
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: an approval was asked with no amount in dollars: %q", c.line, rec.lastReply())
		}
		if last := rec.lastReply(); !strings.Contains(last, "How much") {
			t.Errorf("%q: the amount in dollars was not asked: %q", c.line, last)
		}
		if n := strings.Count(strings.Join(rec.replies(), "\n"), "haven't used"); n != 1 {
			t.Errorf("%q: the notice was said %d times", c.line, n)
		}
	}
}
