package concierge

import (
	"strings"
	"testing"
)

// At a transfer's source question, a signed-in user who asks to see every
// account first ("well check both then", tester 34 of round 32) or picks
// which has more of a balance not seen yet ("which ones got less in it")
// is shown both balances, and the source is asked again, still empty
// (a pick said as a choice, "whichever one has more in it", is applied:
// choice_by_balance_unseen_test.go): Checking, checked
// first, was taken as the source and the transfer proposed from it. The
// account said next answers the source question, never a new look-up.
func TestBank37BothBalancesBeforeSource(t *testing.T) {
	t.Parallel()
	asks := []string{
		"well check both then",
		"check both first",
		"show me both",
		"what do they each have",
		"which one has more?",
		"hmm lemme see both balances first",
		"how much is in each",
		"chekc them both",
		"checking and savings pls",
		"which ones got less in it",
	}
	answers := []struct{ line, from string }{
		{"savings obviously", "from Savings"},
		{"the savings one", "from Savings"},
		{"sav", "from Savings"},
		{"checking i guess", "from Checking"},
	}
	for i, ask := range asks {
		ans := answers[i%len(answers)]
		t.Run(ask, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "need to send cash to 1234324", "seldo", "monkey")
			if !strings.Contains(rec.lastReply(), "Which account should the money come from") {
				t.Fatalf("reply %q, want the source asked", rec.lastReply())
			}
			n := len(rec.replies())
			say(t, e, ask)
			shown := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(shown, "$1,000.00") || !strings.Contains(shown, "$5,000.00") {
				t.Fatalf("replies %q, want both balances shown", rec.replies()[n:])
			}
			if r := rec.lastReply(); !strings.Contains(r, "Which account should the money come from") {
				t.Fatalf("reply %q, want the source asked again", r)
			}
			if e.sess.Pending.Approval != nil || e.sess.Speaker != "account_balance" {
				t.Fatalf("speaker %q, approval %+v: want the source question open", e.sess.Speaker, e.sess.Pending.Approval)
			}
			say(t, e, ans.line, "40")
			ap := e.sess.Pending.Approval
			if ap == nil || !strings.Contains(ap.Summary, ans.from) || !strings.Contains(ap.Summary, "$40.00") {
				t.Fatalf("after %q: approval %+v, replies %q; want the transfer %s", ans.line, ap, rec.replies(), ans.from)
			}
		})
	}
}
