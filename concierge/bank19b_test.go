package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 19 (bank19b): balances, transfers and what comes after.

// After a declined transfer from Checking, a new transfer that names its
// source in any words is proposed from that source, never from the
// declined call's; a reason clause after it keeps the source, and a
// blackmail sign in it keeps its caution.
func TestSourceSaidAfterDeclinedTransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"send 200 to 1234324 from savings so she wont share my pictures", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"send 200 to 1234324 from savigns so she wont share my pictures", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"send 200 from savngs to 1234324 so she wont share my pictures", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"send 200 to 1234324 using savings so she wont share my pictures", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"send 150 to 7654321 with my savings because he has my pics", "Transfer $150.00 from Savings (2345678901) to 7654321?"},
		{"send 75 to 1234324 (savings) since i owe her", "Transfer $75.00 from Savings (2345678901) to 1234324?"},
		{"savings -> 1234324, 60, because rent", "Transfer $60.00 from Savings (2345678901) to 1234324?"},
		{"make it 200 from savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"ok send 40 to 1234324 out of savings because checking is low", "Transfer $40.00 from Savings (2345678901) to 1234324?"},
		// the source the message does not change stays
		{"send 200 to 1234324 so my checking stays ok", "Transfer $200.00 from Checking (1234567890) to 1234324?"},
		{"send 200 to 1234324 not from savings", "Transfer $200.00 from Checking (1234567890) to 1234324?"},
		{"send 200 to my savings", "Transfer $200.00 from Checking (1234567890) to Savings (2345678901)?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", "send 50 to 1234324", "checking")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from Checking") {
				t.Fatalf("setup: no Checking approval: %q", rec.replies())
			}
			say(t, e, "no", c.line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != c.want {
				t.Fatalf("%q: approval %q (waiting %v), want %q; replies %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
			if balance(t, e, "1234324") != "" || balance(t, e, "7654321") != "" {
				t.Errorf("money moved without a yes")
			}
			if strings.Contains(c.line, "pictures") && !containsIn(rec.replies(), "blackmail") {
				t.Errorf("%q: the blackmail caution was lost: %q", c.line, rec.replies())
			}
		})
	}
}

// A balance asked together with a transfer runs, for every account when
// the message says each, all or both.
func TestEveryBalanceWithTransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, amount, to string }{
		{"whats in each of my accounts plus send 12 to 1234324", "$12.00", "1234324"},
		{"whats in all my accounts and send 40 to 7654321", "$40.00", "7654321"},
		{"what do i have in each of my accounts, then send 25 to 1234324", "$25.00", "1234324"},
		{"tell me whats in all of my accounts also send 30 to 7654321", "$30.00", "7654321"},
		{"whats in both accounts and pay 7654321 15", "$15.00", "7654321"},
		{"check whats in every one of my accounts & send 9 to 1234324", "$9.00", "1234324"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", c.line, "yes")
			// every balance shown: the source is asked, not taken from the
			// last one (bank20a)
			if !strings.Contains(rec.lastReply(), "won't guess") {
				t.Errorf("%q: the source was not asked: %q", c.line, rec.lastReply())
			}
			say(t, e, "checking")
			for _, want := range []string{"Checking account (1234567890) has a balance", "Savings account (2345678901) has a balance"} {
				if !containsIn(rec.replies(), want) {
					t.Errorf("%q: no %q: %q", c.line, want, rec.replies())
				}
			}
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "Transfer "+c.amount) || !strings.Contains(ap.Summary, "to "+c.to) {
				t.Fatalf("%q: the transfer is not asked: %q (%v); replies %q", c.line, ap.Summary, ok, rec.replies())
			}
			if balance(t, e, c.to) != "" {
				t.Errorf("money moved before the yes to the summary")
			}
		})
	}
}

// "how much is left" right after a transfer is the balance of the account
// the money left.
func TestLeftAfterTransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ from, line, want string }{
		{"savings", "how much is left", "Savings account (2345678901) has a balance of $4,950.00"},
		{"savings", "whats left now", "Savings account (2345678901) has a balance of $4,950.00"},
		{"savings", "remaining balance?", "Savings account (2345678901) has a balance of $4,950.00"},
		{"checking", "how much do i have left", "Checking account (1234567890) has a balance of $950.00"},
		{"checking", "how much remains", "Checking account (1234567890) has a balance of $950.00"},
		{"checking", "hows my balance now", "Checking account (1234567890) has a balance of $950.00"},
		{"savings", "and how much do i still have", "Savings account (2345678901) has a balance of $4,950.00"},
		// an account named is that account
		{"savings", "how much is left in checking", "Checking account (1234567890) has a balance of $1,000.00"},
	} {
		t.Run(c.from+" "+c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", "send 50 from "+c.from+" to 1234324", "yes")
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("setup: no transfer: %q", rec.replies())
			}
			say(t, e, c.line)
			if last := rec.lastReply(); strings.Contains(last, "Which account") || !containsIn(rec.replies(), c.want) {
				t.Errorf("%q: want %q; replies %q", c.line, c.want, rec.replies())
			}
		})
	}
}

// A yes with a logout for after it approves, sends once and signs out;
// the logout alone moves no money.
func TestYesThenLogoutAtApproval(t *testing.T) {
	t.Parallel()
	atApproval := func(t *testing.T) (*Engine, *recorder) {
		e, rec := newBank(t, nil)
		say(t, e, "log in", "seldo", "monkey", "send 50 to 1234324", "checking")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("setup: no approval: %q", rec.replies())
		}
		return e, rec
	}
	for _, line := range []string{"go ahead, and log me out after that", "yes then sign me out", "ok do it and sign me off afterwards",
		"yep send it, log me out after", "yes pls & then log out when ur done", "ya go for it n log me off after", "go ahead and log me out after that"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := atApproval(t)
			say(t, e, line)
			if got := balance(t, e, "1234324"); got != "50.00" && got != "50" {
				t.Errorf("%q: the transfer did not run once: destination balance %q; replies %q", line, got, rec.replies())
			}
			if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done: $50.00 sent"); n != 1 {
				t.Errorf("%q: sent %d times", line, n)
			}
			if e.Fact("authenticated") == "true" || !containsIn(rec.replies(), "signed out") {
				t.Errorf("%q: not signed out: %q", line, rec.replies())
			}
		})
	}
	for _, line := range []string{"log me out after", "log me out after that", "sign me out when youre done", "ok, log me out after"} {
		t.Run("no yes "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := atApproval(t)
			say(t, e, line)
			if balance(t, e, "1234324") != "" || containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("%q moved money without a yes: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Errorf("%q dropped the approval: %q", line, rec.replies())
			}
		})
	}
}

// A transfer typed at the account question of a plain balance check is
// the answer and a request: the balance is shown, then the transfer asked
// from the account just checked, never dropped.
func TestTransferTypedAtBalanceQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"send 200 to 1234324 from savings so she wont share my pictures", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"actually send 100 to 7654321 from checking", "Transfer $100.00 from Checking (1234567890) to 7654321?"},
		{"transfer 35 out of savings to 1234324 pls", "Transfer $35.00 from Savings (2345678901) to 1234324?"},
		{"from checking, and pay 7654321 20", "Transfer $20.00 from Checking (1234567890) to 7654321?"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", "whats my balance", c.line)
			ap, ok := e.PendingApproval()
			if !ok || ap.Summary != c.want {
				t.Fatalf("%q: approval %q (%v), want %q; replies %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
			if !containsIn(rec.replies(), "has a balance of") {
				t.Errorf("%q: the balance asked was not shown: %q", c.line, rec.replies())
			}
			if balance(t, e, "1234324") != "" || balance(t, e, "7654321") != "" {
				t.Errorf("money moved without a yes")
			}
		})
	}
}

// At a plan's last call, a yes with a logout after it sends, sums the
// plan up, then signs out: the queued logout is not dropped with the plan.
func TestYesThenLogoutAtPlanStep(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yes then sign me out", "go ahead, and log me out after that", "yep send it, log me off afterwards"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "whats in each of my accounts plus send 12 to 1234324", "yes", "checking") // the source asked (bank20a)
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("setup: no approval: %q", rec.replies())
			}
			say(t, e, line)
			if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done: $12.00 sent"); n != 1 {
				t.Errorf("%q: sent %d times: %q", line, n, rec.replies())
			}
			if e.Fact("authenticated") == "true" || !containsIn(rec.replies(), "signed out") {
				t.Errorf("%q: not signed out: %q", line, rec.replies())
			}
		})
	}
}

// Right after a declined transfer from Checking, a source said alone is
// the declined call from that source, asked again after its balance; a
// balance asked in a task's own words stays a balance.
func TestSourceChangeAfterDecline(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"from savings instead", "Transfer $50.00 from Savings (2345678901) to 1234324?"},
		{"use savings instead", "Transfer $50.00 from Savings (2345678901) to 1234324?"},
		{"200 from savings", "Transfer $200.00 from Savings (2345678901) to 1234324?"},
		{"savings pls, and make it 75", "Transfer $75.00 from Savings (2345678901) to 1234324?"},
		{"try savigns", "Transfer $50.00 from Savings (2345678901) to 1234324?"},
		{"check savings", ""},
		{"whats in savings?", ""},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", "send 50 to 1234324", "checking", "no", c.line)
			ap, ok := e.PendingApproval()
			if c.want == "" {
				if ok || !containsIn(rec.replies(), "Savings account (2345678901) has a balance") {
					t.Errorf("%q: want the Savings balance and no call; approval %q (%v); replies %q", c.line, ap.Summary, ok, rec.replies())
				}
				return
			}
			if !ok || ap.Summary != c.want {
				t.Fatalf("%q: approval %q (%v), want %q; replies %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
			if balance(t, e, "1234324") != "" {
				t.Errorf("money moved without a yes")
			}
		})
	}
}
