package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 16), kind 1: at a slot's question, a message holding
// the slot's value and another agent's request loses neither: the value
// answers the task in hand, never asked again, and the request runs after
// it.
func TestChoiceValueWithAnotherRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, balance, price string }{
		{"both pls, and whats nvda at", "$5,000.00", "NVDA"},
		{"whats nvda at, and savings", "$5,000.00", "NVDA"},
		{"checking please. also what is tesla trading at?", "$1,000.00", "TSLA"},
		{"savings and whats the price of apple", "$5,000.00", "AAPL"},
		{"what's msft at? checking", "$1,000.00", "MSFT"},
		{"the savings one, then look up amazon stock", "$5,000.00", "AMZN"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", "seldo", "monkey")
		if !strings.Contains(rec.lastReply(), "Which account") {
			t.Fatalf("setup: %q", rec.replies())
		}
		n := len(rec.replies())
		say(t, e, c.line)
		got := strings.Join(rec.replies()[n:], "\n")
		if strings.Contains(got, "Which account") || !strings.Contains(got, c.balance) || !strings.Contains(got, c.price) {
			t.Errorf("%q: want the balance %s and the price of %s, never the question again:\n%s", c.line, c.balance, c.price, got)
		}
		if strings.Contains(c.line, "both") && !strings.Contains(got, "$1,000.00") {
			t.Errorf("%q: both accounts asked, Checking missing:\n%s", c.line, got)
		}
	}
}

// At a transfer's account question the value is the balance's and the
// request waits; the transfer is only proposed, never run without a yes.
func TestChoiceValueWithRequestKeepsApproval(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 100 to 7654321", "seldo", "monkey", "from savings! and how much is msft")
	a, ok := e.PendingApproval()
	if !ok || !strings.Contains(a.Summary, "Savings") {
		t.Fatalf("want the transfer from Savings proposed; approval %v %q; replies %q", ok, a.Summary, rec.replies())
	}
	if got := strings.Join(rec.replies(), "\n"); strings.Contains(got, "sent from") {
		t.Errorf("money moved without a yes:\n%s", got)
	}
}
