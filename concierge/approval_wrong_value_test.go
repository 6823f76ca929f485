package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24, round 8): a correction at a transfer's approval that names
// the wrong value and the right one ("X is wrong, use Y", "not X, Y", "Y not
// X") — for the amount, the account the money comes from and the one it
// goes to — is applied, and the call is summarised again with the new
// value; the old one never runs on a later yes.
func TestWrongValueCorrectedAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"no, 7654321 is wrong, use 4443332", "to 4443332"},
		{"7654321 is the wrong one. it should be 4443332", "to 4443332"},
		{"not 7654321 but 4443332", "to 4443332"},
		{"no not 7654321, 4443332", "to 4443332"},
		{"wrong number, it's 4443332", "to 4443332"},
		{"no not checking, savings", "from Savings"},
		{"not checking, use savings", "from Savings"},
		{"checking is wrong, use savings", "from Savings"},
		{"savings not checking", "from Savings"},
		{"no, 40 is wrong, use 65", "$65.00"},
		{"not 40, 65", "$65.00"},
		{"no not 40, make it 65", "$65.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			loggedInWithBalance(t, e)
			say(t, e, "send 40 to 7654321", c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("%q: approval %q (%v), want it to hold %q: %q", c.line, ap.Summary, ok, c.want, rec.replies())
			}
		})
	}
}
