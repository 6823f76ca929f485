package concierge

import (
	"strings"
	"testing"
)

// Round 41 bank 13 (SEVERE): "no hold on, take it from checking instead"
// at the approval of a transfer from Savings was read as the answer put
// off; the change was dropped without a word and the next yes took the
// money from Savings. A hold said with a change of the call is the
// change: a new summary from the other account, and the yes moves it
// from there, once.
func TestAHoldSaidWithASourceChangeIsTheChange(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"no hold on, take it from checking instead", "hang on, send it from checking",
		"no wait hold on use checking instead", "hold up, pull it out of checking",
		"one sec, go with the other account", "hold on, wrong account, checking",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			for _, l := range []string{"send 1234324 $25 from my savings", "seldo", "monkey"} {
				say(t, e, l)
			}
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "from Savings") {
				t.Fatalf("no approval from Savings is asked: %q", rec.replies())
			}
			say(t, e, line)
			ap, ok = e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "from Checking") {
				t.Fatalf("%q did not turn the call to Checking: %+v %q", line, ap, rec.replies())
			}
			say(t, e, "yes")
			if !containsIn(rec.replies(), "Done: $25.00 sent from Checking") || containsIn(rec.replies(), "sent from Savings") {
				t.Errorf("the yes after %q moved the wrong money: %q", line, rec.replies())
			}
			if got := balance(t, e, "2345678901"); got != "" && got != "5000.00" {
				t.Errorf("Savings holds %s after %q, want 5000.00", got, line)
			}
		})
	}
}

// Round 39 bank 05: "what was my balance again?" at the approval asked
// "which account?" and lost the approval behind it. A look-up asked again
// takes the account it showed last, and the approval is asked again.
func TestABalanceAskedAgainAtTheApprovalShowsTheOneShown(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what was my balance again?", "remind me what my balance was", "sorry whats my balance again",
		"how much was in there again?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			for _, l := range []string{"transfer 100 from checking to savings", "seldo", "monkey"} {
				say(t, e, l)
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("no approval is asked: %q", rec.replies())
			}
			say(t, e, line)
			if last := rec.lastReply(); !strings.Contains(last, "Checking account (1234567890) has a balance of $1,000.00") || strings.Contains(last, "Which account") {
				t.Fatalf("%q was not answered with the balance shown: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Fatalf("%q dropped the approval: %q", line, rec.replies())
			}
		})
	}
}
