package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

const threeStepPlan = "check my savings balance, then send 50 from checking to 7654321, then tell me the AAPL price"

// ranSteps reports which of threeStepPlan's steps ran, from the replies:
// the savings balance, the transfer's approval, the AAPL price.
func ranSteps(replies []string) [3]bool {
	all := strings.Join(replies, "\n")
	return [3]bool{
		strings.Contains(all, "Savings account (2345678901) has a balance"),
		strings.Contains(all, "Transfer $50.00 from Checking"),
		strings.Contains(all, "AAPL (Apple Inc.) is trading"),
	}
}

// R50, §15 (issue 24 round 9): at a waiting plan a step named by its
// order as people count it, or by its task, is run alone or left out —
// the step named, never another, and never the whole plan dropped.
func TestPlanStepNamedByOrderOrTask(t *testing.T) {
	t.Parallel()
	skips := []struct {
		line    string
		skipped int // 1-based
	}{
		{"skip the first", 1},
		{"hmm drop the 2nd one", 2},
		{"scratch the transfer part", 2},
		{"leave out the balance thing", 1},
		{"forget the stock one", 3},
		{"leave the money bit out", 2},
		{"nah don't bother with the price one", 3},
		{"remove the final step", 3},
	}
	for _, c := range skips {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", threeStepPlan, c.line)
		p := e.sess.Plan
		if p == nil || !p.Awaiting || len(p.Steps) != 3 {
			t.Errorf("%q: the plan no longer waits:\n%s", c.line, rec.dump())
			continue
		}
		for i, s := range p.Steps {
			want := state.StepPlanned
			if i+1 == c.skipped {
				want = state.StepSkipped
			}
			if s.Status != want {
				t.Errorf("%q: step %d is %s, want %s", c.line, i+1, s.Status, want)
			}
		}
	}
	runs := []struct {
		line string
		ran  [3]bool
	}{
		{"do just the second one", [3]bool{false, true, false}},
		{"only the last bit", [3]bool{false, false, true}},
		{"ok just the first two", [3]bool{true, true, false}},
		{"only 1 and 3 please", [3]bool{true, false, true}},
		{"just the stock price", [3]bool{false, false, true}},
		{"everything except the transfer", [3]bool{true, false, true}},
		{"drop the money one and go ahead with the rest", [3]bool{true, false, true}},
		{"the aapl one only", [3]bool{false, false, true}},
	}
	for _, c := range runs {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", threeStepPlan, c.line)
		if got := ranSteps(rec.replies()); got != c.ran {
			t.Errorf("%q ran %v, want %v:\n%q", c.line, got, c.ran, rec.replies())
		}
	}
}

// R50, R27 (issue 24 round 9): a concrete new instruction said while a
// plan waits replaces the plan, with its own values; nothing of the plan
// runs, and the instruction is never lost as a no's "reason".
func TestNewInstructionReplacesWaitingPlan(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, approval string }{
		{"actually just send 60 to 7654321 from checking", "Transfer $60.00 from Checking (1234567890) to 7654321?"},
		{"no, move 80 from savings to 7654321 instead", "Transfer $80.00 from Savings (2345678901) to 7654321?"},
		{"change of plan: move 200 from savings to checking", "Transfer $200.00 from Savings (2345678901) to Checking (1234567890)?"},
		{"scratch that, only send 25 from checking to 1234324", "Transfer $25.00 from Checking (1234567890) to 1234324?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", threeStepPlan, c.line)
		ap := e.sess.Pending.Approval
		if ap == nil || ap.Summary != c.approval {
			t.Errorf("%q: want the approval %q:\n%q", c.line, c.approval, rec.replies())
		}
		if e.sess.Plan != nil {
			t.Errorf("%q: the plan still stands beside the new instruction", c.line)
		}
		if got := ranSteps(rec.replies()); got[2] {
			t.Errorf("%q: the dropped plan's price step ran", c.line)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", threeStepPlan, "no just tell me MSFT")
	if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "MSFT (Microsoft") || strings.Contains(all, "AAPL (Apple") {
		t.Errorf("no just tell me MSFT: want the MSFT price alone:\n%q", rec.replies())
	}
}
