package concierge

import (
	"strings"
	"testing"
)

// An amount written with a decimal comma is read as one amount: without a
// question when dot-grouped thousands, a comma and two digits say it
// alone; asked plainly otherwise; never "not an amount" nor a number "not
// used"; "1,200" stays the usual thousands (R25, R27).
func TestEuropeanAmounts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, want string
		asked      bool
	}{
		{"send 1.200,50 to 7654321", "Transfer $1,200.50 from Savings", false},
		{"please wire 2.345,99 to account 7654321", "Transfer $2,345.99 from Savings", false},
		{"transfer €1.050,00 to 1234324", "", false}, // euros: said to be no dollars, never a transfer
		{"pay 7654321 3.000", "Transfer $3,000.00 from Savings", true},
		{"move 1.500,5 to 1234324", "Transfer $1,500.50 from Savings", true},
		{"send 12,50 to 7654321", "Transfer $12.50 from Savings", true},
		{"send 1,200 to 7654321", "Transfer $1,200.00 from Savings", false},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "savings", c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "didn't use") || strings.Contains(all, "at most two decimals") {
			t.Errorf("%q: %q", c.line, rec.lastReply())
		}
		ap, waits := e.PendingApproval()
		if c.want == "" {
			if waits {
				t.Errorf("%q: a transfer asked: %q", c.line, ap.Summary)
			}
			continue
		}
		if !waits || !strings.HasPrefix(ap.Summary, c.want) {
			t.Errorf("%q: approval %v %q, want %q", c.line, waits, ap.Summary, c.want)
		}
		if asked := strings.Contains(all, "Did you mean"); asked != c.asked {
			t.Errorf("%q: asked %v, want %v: %q", c.line, asked, c.asked, rec.lastReply())
		}
	}
}
