package concierge

import (
	"strings"
	"testing"
)

// Tryout 33, 22: "deposit 500 into my checking" became a transfer from
// Savings, a source the user never named. A deposit of money from outside
// (cash, a cheque, a paycheck), said any way, is not done here: said so,
// with the transfer between own accounts offered, and nothing asked to
// approve. A deposit from one of the user's accounts stays a transfer.
func TestDepositFromOutsideIsNotATransfer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"deposit 500 into my checking",
		"put 200 cash in savings",
		"pay in a cheque",
		"i have a paycheck to deposit",
		"can i make a deposit of 300 to savings",
		"depositing $50 in chequing pls",
		"add 100 cash to my checking account",
		"deposti 1k to savings",
		"put this check into savings",
		"lodge a cheque for 250 into my savings",
		"I NEED TO DEPOSIT SOME MONEY",
		"hi can u help me deposit my pay check into checking",
	} {
		for _, signedIn := range []bool{false, true} {
			t.Run(line, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				if signedIn {
					loggedInWithBalance(t, e)
				}
				say(t, e, line)
				last := rec.lastReply()
				if !strings.Contains(last, "can't take in a deposit") || !strings.Contains(last, "between your own accounts") {
					t.Fatalf("%q (signed in %v): no deposit answer: %q", line, signedIn, rec.replies())
				}
				if _, ok := e.PendingApproval(); ok || strings.Contains(last, "Transfer $") || strings.Contains(last, "username") {
					t.Fatalf("%q (signed in %v): a transfer started: %q", line, signedIn, rec.replies())
				}
			})
		}
	}
}

// A deposit from an account of the user's, or to someone's account
// number, is a transfer still; "deposit it" at the approval is the
// approval's.
func TestDepositFromOwnAccountIsATransfer(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"deposit 200 from savings into checking",
		"put 500 into savings",
		"deposit 50 into 7654321",
		"move 100 out of checking and deposit it in savings",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", line)
			asked := containsIn(rec.replies(), "Transfer $") || containsIn(rec.replies(), "come from") || containsIn(rec.replies(), "Send $")
			if !asked || containsIn(rec.replies(), "can't take in a deposit") {
				t.Fatalf("%q: no transfer asked: %q", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "send 60 from checking to 7654321", "deposit it")
	if _, ok := e.PendingApproval(); !ok || containsIn(rec.replies(), "can't take in a deposit") {
		t.Fatalf("\"deposit it\" at the approval dropped it: %q", rec.replies())
	}
}

// A deposit said while a transfer waits (its approval or a value) drops
// the transfer: nothing moves, even on a yes after, and nothing more of
// it is asked.
func TestDepositAtTransferDropsIt(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ start, deposit string }{
		{"send 500 from savings to checking", "no, i mean i have a paycheck to deposit, not from savings"},
		{"send 500 from savings to checking", "nah i wanted to deposit a cheque"},
		{"transfer to savings", "put 200 cash in savings"},
		{"transfer 300 from checking to savings", "wait no, im depositing cash, not moving it"},
		{"move money into checking", "actually i wanna pay in my wages"},
	} {
		t.Run(tt.deposit, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", tt.start, tt.deposit)
			last := rec.lastReply()
			if !strings.Contains(last, "won't make that transfer") || !strings.Contains(last, "can't take in a deposit") {
				t.Fatalf("%q: the transfer not dropped: %q", tt.deposit, rec.replies())
			}
			if _, ok := e.PendingApproval(); ok || e.Speaker() != "" {
				t.Fatalf("%q: still waiting (speaker %q): %q", tt.deposit, e.Speaker(), rec.replies())
			}
			say(t, e, "yes")
			if containsIn(rec.replies(), "Transferred") || containsIn(rec.replies(), "has been transferred") {
				t.Fatalf("%q: money moved: %q", tt.deposit, rec.replies())
			}
		})
	}
}

// Where nobody keeps an account, a deposit is that domain's own cannot.
func TestDepositElsewhereIsNotTheBanks(t *testing.T) {
	t.Parallel()
	e, rec := newInsurance(t)
	say(t, e, "deposit 500 into my checking")
	if containsIn(rec.replies(), "can't take in a deposit") {
		t.Fatalf("insurance said the bank's deposit answer: %q", rec.replies())
	}
}
