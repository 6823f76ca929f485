package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 14, kind 1: a yes/no question at a transfer approval
// whether its account is one of the user's own ("is 7654321 my
// savings?") names an account, yet it is a question, never a correction:
// it is answered from the accounts the domain knows, the call stays as
// it was, and the approval is asked again.
func TestOwnAccountQuestionAtApproval(t *testing.T) {
	t.Parallel()
	cases := []struct{ msg, want string }{
		{"hold on, is 7654321 my savings?", "7654321 is not your Savings account, nor any account of yours: your Savings is 2345678901"},
		{"7654321 is my savings one isn't it?", "your Savings is 2345678901"},
		{"wait that's going into my savings right?", "your Savings is 2345678901"},
		{"that's my checking, correct?", "Your Checking (1234567890) is the account it comes from; it goes to 7654321, which is not one of your accounts"},
		{"um is 7654321 one of mine?", "7654321 is not one of your accounts (yours are Checking (1234567890) and Savings (2345678901))"},
		{"r u sure thats the right acct?", "7654321 is the number you gave, and it is not one of your accounts"},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 7654321 $40 from checking")
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, c.msg)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) || strings.Contains(said, "Done:") {
				t.Errorf("%q: said %q, want %q and nothing sent", c.msg, said, c.want)
			}
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "to 7654321?") {
				t.Errorf("%q: the approval does not wait as it was", c.msg)
			}
			for _, n := range e.sess.Notes {
				if strings.Contains(n.Text, "the request changed") || strings.Contains(n.Text, "correct_value") {
					t.Errorf("%q: read as a correction: %q", c.msg, n.Text)
				}
			}
		})
	}
}

// The same account said as a change, not asked about, still changes the
// call: only a question is kept from correcting it.
func TestOwnAccountSaidAsChangeStillCorrects(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"can you send it to my savings instead?", "no, make it my savings"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 7654321 $40 from checking", msg)
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "Savings (2345678901)") {
			t.Errorf("%q: want the call sent to Savings: %q", msg, rec.replies())
		}
	}
}

// A question naming the account the call already sends to says so.
func TestOwnAccountQuestionConfirmsOwnDestination(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 40 from checking to my savings")
	n := len(rec.replies())
	say(t, e, "that's my savings yeah?")
	said := strings.Join(rec.replies()[n:], "\n")
	if !strings.Contains(said, "2345678901 is your Savings account") {
		t.Errorf("said %q", said)
	}
}

// Issue 24 round 14, kind 2: a bare figure said while the balance check
// asks which account is no account: it is kept as the amount of the
// transfer that waits, the question asked again, and used on resuming.
func TestBareAmountKeptAtPrerequisiteQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, shown, approval string }{
		{"80.5", "$80.50", "Transfer $80.50 from"},
		{"120", "$120.00", "Transfer $120.00 from"},
		{"$64.10", "$64.10", "Transfer $64.10 from"},
		{"35 bucks", "$35.00", "Transfer $35.00 from"},
		{"1,250.75", "$1,250.75", "Transfer $1,250.75 from Savings"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "pay 7654321")
			n := len(rec.replies())
			say(t, e, c.line)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, "Noted: "+c.shown+", for when we transfer money") || !sourceAsked(said) || strings.Contains(said, "couldn't take") {
				t.Fatalf("%q: said %q", c.line, said)
			}
			account := "checking"
			if strings.Contains(c.approval, "Savings") {
				account = "savings" // more than Checking holds
			}
			say(t, e, account)
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, c.approval) {
				t.Errorf("%q: want %q asked: %q", c.line, c.approval, rec.replies())
			}
		})
	}
}
