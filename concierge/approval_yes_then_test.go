package concierge

import (
	"strings"
	"testing"
)

// R50, R27 (issue 24): a yes followed by a request for after the call
// ("then", "after that", "also") approves the call and queues the request;
// a yes said with a request for time stays put off, at an approval and at
// a plan prompt alike.
func TestYesThenRequestAtApproval(t *testing.T) {
	t.Parallel()
	atApproval := func(t *testing.T) (*Engine, *recorder) {
		e, rec := newBank(t, nil)
		for _, l := range []string{"log me in seldo", "monkey", "send 50 to 7654321", "checking"} {
			say(t, e, l)
		}
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("no approval is asked: %q", rec.replies())
		}
		return e, rec
	}
	for _, c := range []struct{ line, then string }{
		{"ok send it, then let me check my balance", "Which account would you like the balance of"},
		{"yes go ahead and after that let me see my savings", "Savings account (2345678901) has a balance"},
		{"yep do it. then i want to check savings", "Savings account (2345678901) has a balance"},
		{"sure thing, and also whats nvda at", "NVDA"},
		{"yes please, afterwards show me the tesla price", "TSLA"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := atApproval(t)
			say(t, e, c.line)
			if !containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("%q did not approve: %q", c.line, rec.replies())
			}
			if !containsIn(rec.replies(), c.then) {
				t.Errorf("%q: the request after the yes was lost: %q", c.line, rec.replies())
			}
		})
	}
	for _, line := range []string{"ok let me check my savings first", "ok hang on", "yes one sec", "sure, give me a minute", "ok lemme think",
		"alright also gimme a sec", "ok then let me double check the number", "ok, then let me think about it", "sure, also let me check with my wife first"} {
		t.Run("put off "+line, func(t *testing.T) {
			t.Parallel()
			e, rec := atApproval(t)
			say(t, e, line)
			if containsIn(rec.replies(), "Done: $50.00 sent") {
				t.Fatalf("%q moved the money: %q", line, rec.replies())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Errorf("%q dropped the approval: %q", line, rec.replies())
			}
		})
	}
}

func TestPutOffAtPlanPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok hang on", "wait a sec", "let me think", "ok let me think about it", "sure, gimme a minute", "yeah hold on"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 60 from checking to 7654321 and also whats msft at")
			if e.sess.Plan == nil {
				t.Fatalf("no plan is proposed: %q", rec.replies())
			}
			say(t, e, line)
			if strings.Contains(strings.Join(rec.notes(), "\n"), "Approved the plan") {
				t.Fatalf("%q started the plan: %q", line, rec.notes())
			}
			if !e.planWaits() {
				t.Fatalf("%q: the plan no longer waits", line)
			}
			say(t, e, "yes")
			if !strings.Contains(strings.Join(rec.notes(), "\n"), "Approved the plan") {
				t.Errorf("the yes after %q did not start the plan: %q", line, rec.replies())
			}
		})
	}
}
