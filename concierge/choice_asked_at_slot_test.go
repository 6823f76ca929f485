package concierge

import (
	"strings"
	"testing"
)

// R28 (issue 24 round 11): a question about the choices at the question
// that offers them is answered and the question asked again; no choice
// is taken and nothing moves.
func TestChoicesAskedAtSlotAnswered(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"hold on, whats the difference between checking and savings anyway",
		"savings vs checking?",
		"um how is checking different from savings",
		"which one should i use, checking or savings?",
		"sorry what is a savings account exactly",
		"which would be better for this, savings or checking?",
	} {
		t.Run(q, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "send 75 to 1234324")
			if e.Speaker() != "account_balance" {
				t.Fatalf("setup: speaker %q", e.Speaker())
			}
			say(t, e, q)
			last := rec.lastReply()
			if !strings.Contains(last, "everyday account") || !strings.Contains(last, "Checking or Savings?") {
				t.Fatalf("not answered and asked again: %q", last)
			}
			if e.Speaker() != "account_balance" || e.sess.Pending.Approval != nil || e.Fact("balance_checked") == "true" {
				t.Fatalf("a choice was taken: speaker %q, approval %v", e.Speaker(), e.sess.Pending.Approval)
			}
			say(t, e, "savings")
			if !strings.Contains(strings.Join(rec.replies(), "\n"), "Savings account (2345678901)") {
				t.Fatalf("the answer after the question was not taken: %q", rec.lastReply())
			}
		})
	}
}

// An answer that names the choices is still the answer: "checking and
// savings" asks for both, "from savings" picks one.
func TestChoicesNamedAsAnswerStillTaken(t *testing.T) {
	t.Parallel()
	for _, a := range []string{"from savings please", "savings one", "the savings account"} {
		e, rec := newBank(t, nil)
		say(t, e, "seldo monkey", "send 75 to 1234324", a)
		if e.sess.Pending.Approval == nil || !strings.Contains(e.sess.Pending.Approval.Summary, "Savings") {
			t.Fatalf("%q: no approval from savings: %q", a, rec.lastReply())
		}
	}
}
