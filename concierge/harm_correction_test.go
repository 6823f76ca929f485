package concierge

import (
	"strings"
	"testing"
)

// R50, R53 (issue 24, round 7): a correction at an open approval that
// changes the amount and the source or the destination is a correction,
// never refused as harm: the approval is asked again with the new values
// and the next yes never moves the old amount.
func TestCorrectionAtApprovalIsNotRefusedAsHarm(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ say, want string }{
		{"actually make it 250 and send it from checking", "$250.00 from Checking"},
		{"make it 250 and send it from checking", "$250.00 from Checking"},
		{"change it to 90 and take it from checking", "$90.00 from Checking"},
		{"bump it up to 400 and take it out of checking", "$400.00 from Checking"},
		{"make it 250 and put it in 7654000 instead", "$250.00 from Savings (2345678901) to 7654000"},
		{"actually 120, and put it in 1112223", "$120.00 from Savings (2345678901) to 1112223"},
	} {
		t.Run(c.say, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "savings balance", "checking balance", "transfer 300 from savings to 7654321")
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "$300.00") {
				t.Fatalf("setup: %q", rec.lastReply())
			}
			say(t, e, c.say)
			if containsIn(rec.replies(), "help with that") {
				t.Fatalf("refused: %q", rec.lastReply())
			}
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, c.want) {
				t.Fatalf("the approval after the correction: %q", rec.lastReply())
			}
			say(t, e, "yep")
			if containsIn(rec.replies(), "$300.00 sent") {
				t.Errorf("the old amount moved: %q", rec.lastReply())
			}
		})
	}
}
