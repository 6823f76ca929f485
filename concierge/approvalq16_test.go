package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 16: a question about an account's balance at an approval
// is answered and the same approval asked again. The balance check writes
// the session's facts; the call keeps its pinned source, so the
// destination is never dropped as "the account the money comes from".
func TestBalanceQuestionAtApprovalKeepsTheCall(t *testing.T) {
	t.Parallel()
	for msg, balance := range map[string]string{
		"hmm how much is in checking first": "Checking account (1234567890) has a balance of $1,000.00",
		"wait whats in checking rn":         "Checking account (1234567890) has a balance of $1,000.00",
		"how much do i have in savings?":    "Savings account (2345678901) has a balance of $5,000.00",
		"hold on, balance of checking pls":  "Checking account (1234567890) has a balance of $1,000.00",
		"whats my savings balance again":    "Savings account (2345678901) has a balance of $5,000.00",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "move 250 from savings to checking")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, balance) || strings.Contains(got, "money comes from") || strings.Contains(got, "Which account ID") {
			t.Errorf("%q: not answered, or the call corrected:\n%s", msg, got)
		}
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "Transfer $250.00 from Savings (2345678901) to Checking (1234567890)?") {
			t.Errorf("%q: the same approval is not asked again: %q", msg, ap.Summary)
		}
		say(t, e, "yes")
		if got := strings.Join(rec.replies()[n:], "\n"); strings.Count(got, "Done: $250.00 sent from Savings (2345678901) to Checking (1234567890)") != 1 {
			t.Errorf("%q then yes: the transfer did not run once:\n%s", msg, got)
		}
	}
}
