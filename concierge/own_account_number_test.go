package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 13: the user's own account said by its number alone —
// at the source question ("from 1234567890", "use 2345678901", the
// number bare) or in a request ("send 50 from 1234567890 to 7654321",
// "whats the balance of 2345678901") — is that account, Checking or
// Savings, never a destination kept for later.
func TestOwnAccountNumberIsTheAccount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"send 50 to 7654321", "from 1234567890"}, "Transfer $50.00 from Checking (1234567890) to 7654321"},
		{[]string{"send 50 to 7654321", "use 2345678901"}, "Transfer $50.00 from Savings (2345678901) to 7654321"},
		{[]string{"send 50 to 7654321", "2345678901 please"}, "Transfer $50.00 from Savings (2345678901) to 7654321"},
		{[]string{"send 50 from 1234567890 to 7654321"}, "Transfer $50.00 from Checking (1234567890) to 7654321"},
		{[]string{"move 20 out of acct 2345678901 into 1234567890"}, "Transfer $20.00 from Savings (2345678901) to Checking (1234567890)"},
		{[]string{"send 40 to 2345678901", "checking"}, "Transfer $40.00 from Checking (1234567890) to Savings (2345678901)"},
	} {
		t.Run(strings.Join(c.lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in", "seldo", "monkey")
			say(t, e, c.lines...)
			if containsIn(rec.replies(), "Noted:") {
				t.Fatalf("%q: the own account was kept as a destination: %q", c.lines, rec.replies())
			}
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: want the approval %q, got %q", c.lines, c.want, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "log me in", "seldo", "monkey", "whats the balance of 2345678901")
	if !containsIn(rec.replies(), "Savings account (2345678901) has a balance of $5,000.00") {
		t.Fatalf("the balance of an own account by number: %q", rec.replies())
	}
}

// Another person's number is left as typed, and nothing is rewritten
// before the sign-in.
func TestOtherNumbersAreLeftAsTyped(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	if got := e.ownAccountNumbers("send 50 from 1234567890 to 7654321"); got != "send 50 from 1234567890 to 7654321" {
		t.Fatalf("rewritten before the sign-in: %q", got)
	}
	say(t, e, "log me in", "seldo", "monkey")
	if got := e.ownAccountNumbers("send 50 from 1234567890 to 7654321"); got != "send 50 from checking to 7654321" {
		t.Fatalf("got %q", got)
	}
}
