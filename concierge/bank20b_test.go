package concierge

import (
	"strings"
	"testing"
)

// transferDone brings a bank engine to a transfer of $20 from Checking to
// 1234324 approved and run, with nobody holding the turn.
func transferDone(t *testing.T, e *Engine, rec *recorder) {
	t.Helper()
	loggedInWithBalance(t, e)
	say(t, e, "send 20 to 1234324", "yes")
	if !containsIn(rec.replies(), "$20.00 sent from Checking") || e.sess.Pending.Approval != nil {
		t.Fatalf("setup: no transfer ran: %q", rec.replies())
	}
}

// sentCount is how many transfers were approved and run.
func sentCount(rec *recorder) int {
	n := 0
	for _, note := range rec.notes() {
		if strings.HasPrefix(note, "Approved: ") {
			n++
		}
	}
	return n
}

// Issue 24 round 20, kind 1: the question whether the transfer just run
// went through, asked with a request in one message, is answered from the
// transfer, and the request runs; never "I can't see your transaction
// history", and no money moves again.
func TestWentThroughWithRequest(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ msg, want string }{
		{"did it go through? whats my checking now", "Checking account (1234567890) has a balance of $980.00"},
		{"did it work. how much is in savings", "Savings account (2345678901) has a balance of $5,000.00"},
		{"whats my checking balance now, did it go thru", "Checking account (1234567890) has a balance of $980.00"},
		{"so did the transfer go through and whats in savings", "Savings account (2345678901) has a balance of $5,000.00"},
		{"has the money gone through? also whats aapl at", "AAPL"},
		{"did that go thru?? show me checking", "$980.00"},
		{"was it sent, whats nvda trading at", "NVDA"},
		{"did it go through n whats my savings", "$5,000.00"},
	} {
		t.Run(tc.msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			transferDone(t, e, rec)
			before := len(rec.replies())
			say(t, e, tc.msg)
			said := strings.Join(rec.replies()[before:], "\n")
			if strings.Contains(said, "transaction history") || strings.Contains(said, "I don't know that") {
				t.Fatalf("the question was not answered from the transfer: %q", said)
			}
			if !strings.Contains(said, "$20.00 sent from Checking") {
				t.Fatalf("no word of the transfer just run: %q", said)
			}
			if !strings.Contains(said, tc.want) {
				t.Fatalf("the rest of the message did not run (want %q): %q", tc.want, said)
			}
			if sentCount(rec) != 1 || e.sess.Pending.Approval != nil {
				t.Fatalf("money moved again or an approval waits: %d transfers", sentCount(rec))
			}
		})
	}
}

// Issue 24 round 20, kind 2: "there", "in it", "that one" in a question
// about how much an account holds point at the account just talked
// about; never a destination, never asked for again.
func TestThereIsTheAccountJustTalkedAbout(t *testing.T) {
	t.Parallel()
	// at the destination question of a transfer from Savings
	for _, msg := range []string{
		"oh right, how much do i have there",
		"wait how much is in there",
		"hmm whats the balance on that account?",
		"how much money do i have in it",
		"and whats left over there",
		"how much is in that one",
	} {
		t.Run("destination/"+msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 20 from savings")
			if e.Speaker() != "transfer_money" {
				t.Fatalf("setup: speaker %q: %q", e.Speaker(), rec.lastReply())
			}
			before := len(rec.replies())
			say(t, e, msg)
			said := strings.Join(rec.replies()[before:], "\n")
			if strings.Contains(said, "couldn't take") || strings.Contains(said, "destination account ID. An account ID") {
				t.Fatalf("the question was tried as the destination: %q", said)
			}
			if !strings.Contains(said, "Savings account (2345678901) has a balance of $5,000.00") {
				t.Fatalf("not the balance of the account just talked about: %q", said)
			}
			if !strings.Contains(rec.lastReply(), "send the money to?") || e.sess.Pending.Approval != nil {
				t.Fatalf("the destination is not asked again: %q", rec.lastReply())
			}
		})
	}
	// after a transfer from Checking has run
	for _, msg := range []string{
		"oh right, how much do i have there",
		"how much is left in there now",
		"whats the balance of that account now",
	} {
		t.Run("after/"+msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			transferDone(t, e, rec)
			say(t, e, msg)
			if !strings.Contains(rec.lastReply(), "Checking account (1234567890) has a balance of $980.00") && !containsIn(rec.replies(), "Checking account (1234567890) has a balance of $980.00") {
				t.Fatalf("not the balance of the account just talked about: %q", rec.replies())
			}
			if sentCount(rec) != 1 {
				t.Fatalf("money moved again")
			}
		})
	}
}

// Issue 24 round 20, kind 3: a question about what the accounts (or the
// letter kinds) are, asked with nothing in hand, is answered from what
// the domain declares of them; nothing starts, no sign-in is asked.
func TestChoicesAskedIdleAnswered(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ domain, msg, want string }{
		{"bank", "whats the difference between checking and savings", "everyday account"},
		{"bank", "whats the diff btwn savings n checking", "everyday account"},
		{"bank", "checking vs savings?", "everyday account"},
		{"bank", "how is a savings account different from checking", "everyday account"},
		{"bank", "what is a savings account", "everyday account"},
		{"bank", "sorry whats the difference between chequing and savings again", "everyday account"},
		{"insurance", "whats the difference between home and motor", "Home"},
		{"insurance", "motor vs home?", "Motor"},
	} {
		t.Run(tc.domain+"/"+tc.msg, func(t *testing.T) {
			t.Parallel()
			d, err := BuiltinDomains().New(tc.domain)
			if err != nil {
				t.Fatal(err)
			}
			e, rec := newOn(t, d, nil)
			say(t, e, tc.msg)
			if !strings.Contains(rec.lastReply(), tc.want) {
				t.Fatalf("not answered from the domain: %q", rec.lastReply())
			}
			if e.Speaker() != "" || len(e.sess.Agenda.Tasks()) != 0 || strings.Contains(rec.lastReply(), "username") {
				t.Fatalf("a task started: speaker %q, reply %q", e.Speaker(), rec.lastReply())
			}
		})
	}
	// a question about the figures is the balance shown for each still
	e, rec := newBank(t, nil)
	say(t, e, "whats the diff between my checking and savings balance")
	if !strings.Contains(rec.lastReply(), "username") {
		t.Fatalf("the balances were not asked for: %q", rec.lastReply())
	}
	say(t, e, "seldo", "monkey")
	if !containsIn(rec.replies(), "Checking account (1234567890) has a balance") {
		t.Fatalf("the figures were not shown: %q", rec.replies())
	}
	say(t, e, "whats my savings")
	if strings.Contains(rec.lastReply(), "everyday account") {
		t.Fatalf("a balance asked was answered as a question about the accounts: %q", rec.lastReply())
	}
}

// Issue 24 round 20, kind 5: well-known tickers are known, and a list of
// them joined by "n", "&", "+" or "and" looks each one up.
func TestTickerLists(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		msg  string
		want []string
	}{
		{"whats msft n nvda doing today", []string{"MSFT", "NVDA"}},
		{"amd & intel price", []string{"AMD", "INTC"}},
		{"how are aapl + tsla doing", []string{"AAPL", "TSLA"}},
		{"price of amd", []string{"AMD"}},
		{"check uber n paypal", []string{"UBER", "PYPL"}},
		{"quote for oracle and salesforce pls", []string{"ORCL", "CRM"}},
		{"whats gme at", []string{"GME"}},
		{"nvda, amd n intel", []string{"NVDA", "AMD", "INTC"}},
	} {
		t.Run(tc.msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, tc.msg)
			said := strings.Join(rec.replies(), "\n")
			for _, s := range tc.want {
				if !strings.Contains(said, "("+s+")") && !strings.Contains(said, s+" ") {
					t.Fatalf("no quote for %s: %q", s, said)
				}
			}
			if strings.Contains(said, "I have quotes for") {
				t.Fatalf("a ticker was unknown: %q", said)
			}
		})
	}
}

// Issue 24 round 20, kind 4: amounts and account numbers said in words or
// typed in groups are read into their values, and the summary says them
// back before any money moves; a "yes" sends exactly that.
func TestValuesInOtherForms(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ msg, want string }{
		{"twelve dollars and fifty cents to account one two three four three two four", "Transfer $12.50 from Checking (1234567890) to 1234324?"},
		{"send fifty bucks to 1234324", "Transfer $50.00 from Checking (1234567890) to 1234324?"},
		{"send a hundred and twenty to 1234324", "Transfer $120.00 from Checking (1234567890) to 1234324?"},
		{"send 20 to 765-4321", "Transfer $20.00 from Checking (1234567890) to 7654321?"},
		{"pay acct 765 4321 thirty dollars", "Transfer $30.00 from Checking (1234567890) to 7654321?"},
		{"wire 15 to account seven six five four three two one", "Transfer $15.00 from Checking (1234567890) to 7654321?"},
		{"transfer five dollars and twenty five cents to 1234324", "Transfer $5.25 from Checking (1234567890) to 1234324?"},
		{"send 40 bucks to 55-44-332", "Transfer $40.00 from Checking (1234567890) to 5544332?"},
	} {
		t.Run(tc.msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, tc.msg)
			ap := e.sess.Pending.Approval
			if ap == nil || ap.Summary+"?" != tc.want && !strings.Contains(rec.lastReply(), tc.want) {
				t.Fatalf("want the summary %q, got %q", tc.want, rec.lastReply())
			}
			if sentCount(rec) != 0 {
				t.Fatal("money moved before the yes")
			}
		})
	}
	// at the destination question, the number alone in words or groups
	for _, msg := range []string{"one two three four three two four", "123-4324", "123 4324"} {
		t.Run("asked/"+msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 20", msg)
			if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "to 1234324") {
				t.Fatalf("the account was not read: %q", rec.lastReply())
			}
		})
	}
	// an id and an amount side by side stay two values
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send to 1234324 500")
	if ap := e.sess.Pending.Approval; ap != nil && !strings.Contains(ap.Summary, "$500.00") {
		t.Fatalf("an amount was joined to the account: %q", rec.lastReply())
	}
}
