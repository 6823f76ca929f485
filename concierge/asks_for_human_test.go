package concierge

import (
	"strings"
	"testing"
)

// A person asked for (bank34) is answered honestly wherever it is asked:
// no person is here to hand over to, the bank's own support is pointed
// to (no number made up), and what waits is said again, unchanged.
func TestAsksForHumanAnywhere(t *testing.T) {
	t.Parallel()
	lines := []string{
		"how do i contact a real person",
		"can I talk to a human",
		"get me an agent",
		"transfer me to an agent pls",
		"i need to speak with a representative",
		"connect me to customer service",
		"can i speek to a real human being",
		"put me through to someone at the bank",
		"human please",
	}
	check := func(t *testing.T, said string) {
		t.Helper()
		if !strings.Contains(said, "There is no person here I can hand you over to") || !strings.Contains(said, "own support") {
			t.Errorf("replies:\n%s\nwant no person here and the bank's own support", said)
		}
	}
	for _, line := range lines {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line) // idle
			check(t, rec.lastReply())

			e, rec = newBank(t, nil)
			say(t, e, "send 50 to 1234324", line) // at the username question
			check(t, rec.lastReply())
			if !strings.Contains(rec.lastReply(), "username") {
				t.Errorf("the question was not asked again: %q", rec.lastReply())
			}

			e, rec = newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
			before, ok := e.PendingApproval()
			if !ok {
				t.Fatalf("no approval: %q", rec.replies())
			}
			n := len(rec.replies())
			say(t, e, line) // at the approval
			said := strings.Join(rec.replies()[n:], "\n")
			check(t, said)
			if strings.Contains(said, "outside what I can help") || !strings.Contains(said, "Transfer $200.00 from Checking (1234567890) to 1234324?") {
				t.Errorf("the approval was not restated:\n%s", said)
			}
			after, ok := e.PendingApproval()
			if !ok || after.Summary != before.Summary {
				t.Errorf("the pending call changed: %+v → %+v", before, after)
			}
			if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
				t.Errorf("money moved: checking %s", b)
			}
		})
	}
}
