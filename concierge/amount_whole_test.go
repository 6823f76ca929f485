package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9: an amount said as the whole of a balance —
// "everything i got in checking", "all of it", "every cent", "empty my
// savings into …" — is that account's balance, shown in the approval; no
// money moves before the yes.
func TestWholeBalanceAsAmount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"checking", "send $1,000,000 to 7654321", "ok how about everything i got in checking"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321"},
		{[]string{"checking", "send 7654321 some money", "all of it"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321"},
		{[]string{"savings", "transfer to 7654321", "every cent"}, "Transfer $5,000.00 from Savings (2345678901) to 7654321"},
		{[]string{"empty my savings into 7654321"}, "Transfer $5,000.00 from Savings (2345678901) to 7654321"},
		{[]string{"checking", "move all the money i have in checking to 7654321"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321"},
		{[]string{"drain my checking to 7654321 pls"}, "Transfer $1,000.00 from Checking (1234567890) to 7654321"},
	} {
		t.Run(strings.Join(c.lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in", "seldo", "monkey")
			say(t, e, c.lines...)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: want the approval %q, got %q", c.lines, c.want, rec.replies())
			}
			if containsIn(rec.replies(), "Done:") {
				t.Fatalf("%q: money moved before the yes: %q", c.lines, rec.replies())
			}
		})
	}
}
