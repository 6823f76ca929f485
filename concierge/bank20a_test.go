package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 20 (bank20a): plans, approvals and choice questions, as
// new users answer them. Money moves only on a deliberate yes to the
// summary shown last.

// transfersRun are the transfer tool calls that ran.
func transfersRun(rec *recorder) []ToolCalled {
	var out []ToolCalled
	for _, ev := range rec.all() {
		if c, ok := ev.(ToolCalled); ok && c.Tool == "transfer" && c.Err == "" {
			out = append(out, c)
		}
	}
	return out
}

// A yes that restates the plan's values approves it; one that says
// another amount or account changes that step, names the change and
// approves nothing.
func TestPlanYesWithRestatement(t *testing.T) {
	t.Parallel()
	const plan = "what is in checking and then send 1000 to 7654321"
	for _, c := range []struct {
		answer   string
		approved bool
		step     string // the transfer step after the answer, when changed
	}{
		{"yes send all 1000", true, ""},
		{"yeah do it, 1000 to 7654321", true, ""},
		{"yep 1000 to 7654321 pls", true, ""},
		{"ok go ahead send the 1000 to 7654321", true, ""},
		{"yes, send the $1000", true, ""},
		{"yes send 500", false, "send 500 to 7654321"},
		{"yeah send 250 pls", false, "send 250 to 7654321"},
		{"yes send it to 7654322", false, "send 1000 to 7654322"},
		{"ok go ahead and send 900", false, "send 900 to 7654321"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, plan, "seldo", "monkey", c.answer)
		p, waits := e.PendingPlan()
		if c.approved {
			if waits && p.Awaiting {
				t.Errorf("%q: the plan still waits: %q", c.answer, rec.lastReply())
			}
			if _, ok := e.PendingApproval(); !ok {
				t.Errorf("%q: the transfer's approval is not asked: %q", c.answer, rec.replies())
			}
		} else {
			if !waits || !p.Awaiting {
				t.Fatalf("%q: the plan does not wait: %q", c.answer, rec.replies())
			}
			if got := p.Steps[1].Action; got != c.step {
				t.Errorf("%q: step 2 is %q, want %q", c.answer, got, c.step)
			}
			if !strings.Contains(rec.lastReply(), "so I changed that step") {
				t.Errorf("%q: the change is not named: %q", c.answer, rec.lastReply())
			}
		}
		if n := len(transfersRun(rec)); n != 0 {
			t.Errorf("%q: %d transfers ran before the transfer's own yes", c.answer, n)
		}
	}
}

// A change of mind that names one step skips that step and keeps the
// rest; said of everything, or alone, the whole plan is cancelled.
func TestPlanPartialCancelAfterChangeOfMind(t *testing.T) {
	t.Parallel()
	const plan = "what's in checking and then send 300 to 7654321"
	for _, c := range []struct {
		answer string
		kept   []bool // per step; nil: the plan is gone
	}{
		{"on second thought cancel the transfer", []bool{true, false}},
		{"hmm on second thought drop the transfer", []bool{true, false}},
		{"changed my mind, cancel the transfer part", []bool{true, false}},
		{"on 2nd thought forget the money part", []bool{true, false}},
		{"actually i changed my mind dont do the transfer", []bool{true, false}},
		{"come to think of it scrap the balance", []bool{false, true}},
		{"second thoughts, no transfer", []bool{true, false}},
		{"on second thought cancel everything", nil},
		{"changed my mind", nil},
		{"forget it", nil},
	} {
		e, rec := newBank(t, nil)
		say(t, e, plan, c.answer)
		p, waits := e.PendingPlan()
		if c.kept == nil {
			if waits && p.Awaiting {
				t.Errorf("%q: the plan still waits: %q", c.answer, rec.lastReply())
			}
			continue
		}
		if !waits || !p.Awaiting {
			t.Errorf("%q: the plan was dropped: %q", c.answer, rec.replies())
			continue
		}
		for i, keep := range c.kept {
			if skipped := p.Steps[i].Status == "skipped"; skipped == keep {
				t.Errorf("%q: step %d skipped=%v, want kept=%v", c.answer, i+1, skipped, keep)
			}
		}
		if !strings.Contains(rec.lastReply(), "(skipped)") {
			t.Errorf("%q: the plan shown does not say which step is skipped: %q", c.answer, rec.lastReply())
		}
	}
}

// Both balances shown in one message and a transfer that names no source:
// the source is asked, never taken from the last balance shown.
func TestTransferSourceNotTakenFromBalancesShown(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		from string // the source the transfer names, "" when asked
	}{
		{"log in as seldo with password monkey and show me both balances and then send 10 to 7654321", ""},
		{"show all my balances then transfer 25 to 7654321", ""},
		{"check checking and savings and then send 40 to 7654321", ""},
		{"what are both my balances, then pay 15 to 1234324", ""},
		{"whats in each account n send 7654321 20", ""},
		{"log in as seldo with password monkey and show me both balances and then send 10 from savings to 7654321", "Savings"},
	} {
		e, rec := newBank(t, nil)
		if !strings.HasPrefix(c.line, "log in") {
			say(t, e, "login seldo monkey")
		}
		say(t, e, c.line)
		if p, ok := e.PendingPlan(); ok && p.Awaiting {
			say(t, e, "yes")
		}
		if c.from == "" {
			if _, ok := e.PendingApproval(); ok {
				t.Errorf("%q: a source was picked silently: %q", c.line, rec.lastReply())
				continue
			}
			if last := rec.lastReply(); !strings.Contains(last, "Checking or Savings?") || containsIn(rec.replies(), "Savings account (2345678901) has a balance") && !strings.Contains(last, "won't guess") {
				t.Errorf("%q: the source is not asked: %q", c.line, last)
			}
			say(t, e, "savings")
		}
		ap, ok := e.PendingApproval()
		want := c.from
		if want == "" {
			want = "Savings"
		}
		if !ok || !strings.Contains(ap.Summary, "from "+want) {
			t.Errorf("%q: approval %q (%v), want from %s", c.line, ap.Summary, ok, want)
		}
		if n := len(transfersRun(rec)); n != 0 {
			t.Errorf("%q: %d transfers ran without a yes", c.line, n)
		}
	}
}

// A single balance shown is still the source (SPEC §15): the demo's
// "how much is in my savings … now send 300" is unchanged.
func TestTransferSourceAfterOneBalance(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "how much is in my savings", "seldo", "monkey", "cool, now send 300 bucks to 1234324")
	if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from Savings") {
		t.Errorf("approval %q (%v): %q", ap.Summary, ok, rec.replies())
	}
}

// At "Checking or Savings?" an answer that names no choice is asked again
// with the choices, plainly; a choice's description words name it.
func TestChoiceQuestionAnswers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		answer, took string // "" when asked again
	}{
		{"do it", ""},
		{"ok", ""},
		{"whatever", ""},
		{"fine whatever", ""},
		{"just do it", ""},
		{"k", ""},
		{"doesn't matter", ""},
		{"whatevs lol", ""},
		{"uh the everyday one", "Checking"},
		{"the everyday account pls", "Checking"},
		{"umm everyday", "Checking"},
		{"the put aside one", "Savings"},
		{"the one i put money aside in", "Savings"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "send 10 to 7654321", "seldo", "monkey", c.answer)
		last := rec.lastReply()
		if c.took == "" {
			if !strings.Contains(last, "I need you to pick one. Which account should the $10.00 come from: Checking or Savings?") {
				t.Errorf("%q: %q", c.answer, last)
			}
			if strings.Contains(last, "welcome") || strings.Contains(last, "don't know") || strings.Contains(last, "couldn't take") {
				t.Errorf("%q misread: %q", c.answer, last)
			}
			continue
		}
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "from "+c.took) {
			t.Errorf("%q: approval %q (%v): %q", c.answer, ap.Summary, ok, rec.replies())
		}
		if n := len(transfersRun(rec)); n != 0 {
			t.Errorf("%q: a transfer ran without a yes", c.answer)
		}
	}
}

// The same in insurance: the topology question asked again, plainly.
func TestChoiceQuestionAnswersInsurance(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"do it", "ok", "whatever", "fine whatever", "doesnt matter"} {
		e, rec := newInsurance(t)
		say(t, e, "write a decline letter for claim 12ABC34", answer)
		if last := rec.lastReply(); !strings.HasPrefix(last, "DeclineLetterAssistance: I need you to pick one.") || !strings.Contains(last, "Home or Motor") {
			t.Errorf("%q: %q", answer, last)
		}
	}
}
