package concierge

import (
	"strings"
	"testing"
)

// Issue 24, bank24a, kind 3: a source said once at the end of a list of
// transfers, or two amounts for one destination, is each transfer's: the
// first approval already names the source, and no account is asked.
func TestBank24aSharedClauseEachTransfer(t *testing.T) {
	t.Parallel()
	cases := []struct{ text, first, second string }{
		{"send 10 to 1234324 and 10 to 7654321 from checking", "$10.00 from Checking (1234567890) to 1234324", "$10.00 from Checking (1234567890) to 7654321"},
		{"transfer 40 to 1234324 and another 40 to 7654321, both from savings", "$40.00 from Savings (2345678901) to 1234324", "$40.00 from Savings (2345678901) to 7654321"},
		{"move 20 and 30 to 1234324 from savings", "$20.00 from Savings (2345678901) to 1234324", "$30.00 from Savings (2345678901) to 1234324"},
		{"from savings send 5 to 1234324 and 6 to 7654321", "$5.00 from Savings (2345678901) to 1234324", "$6.00 from Savings (2345678901) to 7654321"},
		{"pay 1234324 12 and 7654321 13 out of checking", "$12.00 from Checking (1234567890) to 1234324", "$13.00 from Checking (1234567890) to 7654321"},
	}
	for _, c := range cases {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", c.text)
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, c.first) {
			t.Errorf("%q: first approval %+v, want %q (reply %q)", c.text, ap, c.first, rec.lastReply())
			continue
		}
		say(t, e, "yes")
		ap, ok = e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, c.second) {
			t.Errorf("%q: second approval %+v, want %q (reply %q)", c.text, ap, c.second, rec.lastReply())
		}
	}
}
