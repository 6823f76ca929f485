package concierge

import (
	"strings"
	"testing"
)

// R50, R27 (issue 24): a correction of a value a waiting plan's step holds
// edits that step, and the plan waits again; at an open question, a
// correction of a value given before replaces it and the question is
// asked again. The old value never runs.
func TestCorrectionAtWaitingPlan(t *testing.T) {
	t.Parallel()
	// shown: the step as the plan names it from its task and values (bank21b)
	for _, c := range []struct{ line, step, gone, shown string }{
		{"wait no make it 600", "send 600 from checking to 7654321", "send 60 ", "Send $600.00 from Checking to 7654321"},
		{"actually 600 not 60", "send 600 from checking to 7654321", "send 60 ", "Send $600.00 from Checking to 7654321"},
		{"no, 75", "send 75 from checking to 7654321", "send 60 ", "Send $75.00 from Checking to 7654321"},
		{"sorry i meant to 7654322", "send 60 from checking to 7654322", "7654321", "Send $60.00 from Checking to 7654322"},
		{"oops make that 45 dollars", "send 45 dollars from checking to 7654321", "send 60 ", "Send $45.00 from Checking to 7654321"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 60 from checking to 7654321 and also whats msft at")
			if e.sess.Plan == nil {
				t.Fatalf("no plan: %q", rec.replies())
			}
			say(t, e, c.line)
			p, ok := e.PendingPlan()
			if !ok {
				t.Fatalf("%q: the plan no longer waits: %q", c.line, rec.replies())
			}
			lines := strings.Join(p.Lines(), "\n")
			if !strings.Contains(lines, c.step) || strings.Contains(lines, c.gone) {
				t.Fatalf("%q: plan is %q", c.line, lines)
			}
			if !strings.Contains(rec.lastReply(), c.shown) {
				t.Errorf("%q: the new plan is not shown: %q", c.line, rec.lastReply())
			}
		})
	}
}

func TestCorrectionAtOpenQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, amount string }{
		{"wait no make it 600", "$600.00"},
		{"actually 75 not 50", "$75.00"},
		{"sorry, i meant 80", "$80.00"},
		{"no no, 25", "$25.00"},
		{"oh wait I mean 120 bucks", "$120.00"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 50 from checking")
			if !strings.Contains(rec.lastReply(), "Which account ID") {
				t.Fatalf("the destination is not asked: %q", rec.replies())
			}
			say(t, e, c.line)
			if !strings.Contains(rec.lastReply(), "Which account ID") {
				t.Fatalf("%q: the question is not asked again: %q", c.line, rec.lastReply())
			}
			say(t, e, "7654321")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "Transfer "+c.amount) {
				t.Errorf("%q: the call asked is %q, want %s", c.line, ap.Summary, c.amount)
			}
		})
	}
}
