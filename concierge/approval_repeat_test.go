package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24, round 19's tester, c26): asking for the summary again at
// an approval shows it again and changes nothing: no other agent runs, no
// "I don't know that", and the next yes moves the money once, as shown.
func TestSummaryAskedAgainAtApproval(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"sorry can you show me that again?", "what was that again", "repeat that pls",
		"say that again?", "huh? come again", "can u show me the summary again",
		"what did you say?", "sorry i missed that", "could you read it back to me one more time please",
		// round 23: the summary asked for before the answer
		"can you show me that again before I say yes", "what was i about to approve", "what am i agreeing to exactly?", "show me that again first pls", "what am i saying yes to",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 20 to 7654321", "checking", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "$20.00 from Checking (1234567890) to 7654321?") {
				t.Fatalf("%q: approval %q (%v): %q", line, ap.Summary, ok, rec.replies())
			}
			last := rec.lastReply()
			if !strings.Contains(last, "Transfer $20.00 from Checking (1234567890) to 7654321?") || strings.Contains(last, "don't know") || strings.Contains(last, "balance") {
				t.Fatalf("%q: the summary was not shown again: %q", line, rec.replies())
			}
			say(t, e, "yes")
			if n := strings.Count(rec.dump(), "Done: $20.00 sent"); n != 1 {
				t.Fatalf("%q then yes: %d transfers: %q", line, n, rec.replies())
			}
		})
	}
	// a request that names something else is no repeat
	e, rec := newBank(t, nil)
	say(t, e, "seldo monkey", "send 20 to 7654321", "checking", "show me my savings balance")
	if !containsIn(rec.replies(), "Savings account (2345678901)") {
		t.Errorf("a balance request at the approval was not answered: %q", rec.replies())
	}
}
