package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// askedPlan is a plan whose balance step gives no account: a prerequisite
// of the transfer, asked for in its own right.
const askedPlan = "check balance and then send 100 to 1234324 and then apple price"

// stepStatuses is the plan's steps' statuses in order.
func stepStatuses(p *state.Plan) []state.StepStatus {
	if p == nil {
		return nil
	}
	out := make([]state.StepStatus, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = s.Status
	}
	return out
}

// R50, R27 (issue plan17): a balance check asked for beside a transfer is
// a step of the plan, in every way it is said; a sign-in or a claim ("I
// already checked my balance") still runs only as the prerequisite.
func TestPrerequisiteAskedForIsAStep(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line  string
		steps []string // the agents, in order
	}{
		{askedPlan, []string{"account_balance", "transfer_money", "stock_lookup"}},
		{"look at my balance, then send 100 to 1234324, then what's msft at", []string{"account_balance", "transfer_money", "stock_lookup"}},
		{"show me my balance and then send 20 to 7654321", []string{"account_balance", "transfer_money"}},
		{"send 900 to 1234324 and tsla price, i already checked my balance", []string{"transfer_money", "stock_lookup"}},
		// a story that shares a word with the balance is no step of its own
		{"hi, im 74 and my granddaughter showed me this. send 30 to 7654321 please", nil},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", c.line)
		var got []string
		if p := e.sess.Plan; p != nil {
			for _, s := range p.Steps {
				got = append(got, s.Agent)
			}
		}
		if strings.Join(got, " ") != strings.Join(c.steps, " ") {
			t.Errorf("%q: plan steps %v, want %v:\n%q", c.line, got, c.steps, rec.replies())
		}
	}
}

// R50 (issue plan17): at a waiting plan, a step named to leave out — by
// any throwing-away verb or a negation, by its task or its number, with
// or without "do the rest" — is skipped, and the others run (or the plan
// is asked again). Before, "scrap the transfer and do the rest" cancelled
// the whole plan and "no stock price, just the transfer" rejected it.
func TestStepLeftOutInOwnWords(t *testing.T) {
	t.Parallel()
	P, S := state.StepPlanned, state.StepSkipped
	for _, c := range []struct {
		line string
		want []state.StepStatus // nil: the plan runs (checked by ran)
		ran  [3]bool            // balance asked, transfer's approval, price
	}{
		{"scrap the transfer and do the rest", nil, [3]bool{true, false, false}},
		{"bin the money bit, the rest is fine", nil, [3]bool{true, false, false}},
		{"forget the money part", []state.StepStatus{P, S, P}, [3]bool{}},
		{"i don't want the stock one", []state.StepStatus{P, P, S}, [3]bool{}},
		{"drop step 2", []state.StepStatus{P, S, P}, [3]bool{}},
		{"ok can you chuck the apple price", []state.StepStatus{P, P, S}, [3]bool{}},
		{"never mind the stock one", []state.StepStatus{P, P, S}, [3]bool{}},
		// the balance step skipped, the transfer asks it as its prerequisite
		{"nah ditch the balance one and go ahead with the others", nil, [3]bool{true, false, false}},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", askedPlan, c.line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "I won't run the plan") {
			t.Errorf("%q: the whole plan was dropped:\n%s", c.line, all)
			continue
		}
		if c.want != nil {
			if got := stepStatuses(e.sess.Plan); !slicesEqual(got, c.want) || !e.sess.Plan.Awaiting {
				t.Errorf("%q: steps %v, want %v, waiting:\n%s", c.line, got, c.want, all)
			}
			continue
		}
		got := [3]bool{
			// the transfer asks the balance as its prerequisite, in its own words (bank21b)
			strings.Contains(all, "Which account would you like the balance of") || strings.Contains(all, "Which account should the money come from") || strings.Contains(all, "Which account should the $100.00 come from"),
			strings.Contains(all, "Transfer $100.00 from"),
			strings.Contains(all, "AAPL (Apple Inc.) is trading"),
		}
		if got != c.ran {
			t.Errorf("%q ran %v, want %v:\n%s", c.line, got, c.ran, all)
		}
	}
}

// R50 (issue plan17): a step kept alone after another left out, in two
// clauses ("no X, just Y"), runs alone; a cancel that names no step, or
// every step, still drops the plan.
func TestStepKeptAfterOneLeftOut(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"no stock price, just the transfer", "Transfer $100.00 from"},
		{"nah skip the balance, just send the money", "Transfer $100.00 from"},
		{"not the transfer - only the apple price", "AAPL (Apple Inc.) is trading"},
		{"scrap it", "I won't run the plan"},
		{"forget the whole thing", "I won't run the plan"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", askedPlan, c.line)
		if e.sess.Plan != nil && c.want != "I won't run the plan" {
			say(t, e, "checking") // the transfer's balance, asked first
		}
		if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, c.want) {
			t.Errorf("%q: want %q:\n%s", c.line, c.want, all)
		}
	}
	for _, line := range []string{"no, do the transfer first", "no i want to do the transfer", "i don't mind the transfer"} {
		e, _ := newBank(t, nil)
		say(t, e, "login seldo monkey", askedPlan, line)
		if p := e.sess.Plan; p != nil && p.Steps[1].Status == state.StepSkipped {
			t.Errorf("%q: the transfer it asks for was left out", line)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", askedPlan, "no stock price, just the transfer", "checking")
	if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "AAPL (Apple Inc.)") {
		t.Errorf("the price left out ran:\n%s", all)
	}
}

func slicesEqual(a, b []state.StepStatus) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// R50, R51, R27 (issue plan17): a paragraph asking for money to move
// without send, transfer or pay — an amount, where it comes out of and
// the account it goes to — is a transfer with its values, stopped at the
// approval; never "I can't see your transaction history", never the
// balance alone, never an amount said back as not recognised.
func TestPastedTransferWithoutVerb(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, approval string }{
		{"hi. I owe my landlord 300 for the rent, it has to come out of checking and go to account 1234324, can you do that today", "Transfer $300.00 from Checking (1234567890) to 1234324?"},
		{"the rent is 300, it needs to come out of checking and go to 1234324 today", "Transfer $300.00 from Checking (1234567890) to 1234324?"},
		{"get 300 over to my landlord's account 1234324 from checking", "Transfer $300.00 from Checking (1234567890) to 1234324?"},
		{"my landlord's account is 1234324 and he needs 450 from savings", "Transfer $450.00 from Savings (2345678901) to 1234324?"},
		{"ok so 60 bucks has gotta go out of savings into 7654321 for the concert tickets", "Transfer $60.00 from Savings (2345678901) to 7654321?"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", c.line)
		all := strings.Join(rec.replies(), "\n")
		if ap := e.sess.Pending.Approval; ap == nil || ap.Summary != c.approval {
			t.Errorf("%q: want the approval %q:\n%s", c.line, c.approval, all)
		}
		if strings.Contains(all, "transaction history") || strings.Contains(all, "didn't recognise") {
			t.Errorf("%q: misread:\n%s", c.line, all)
		}
	}
	// a question about a payment made stays one, whatever values it holds
	for _, line := range []string{"did the 300 to 1234324 go through?", "has my 300 to account 1234324 gone out yet"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", line)
		if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "transaction history") || e.sess.Pending.Approval != nil {
			t.Errorf("%q: want the history answered, no transfer:\n%s", line, all)
		}
	}
}

// R50's fixed gate (issue plan17): a yes-word followed by a no-word
// ("yeah nah", "ya nah mate") is never a yes at an approval or a plan;
// "ya nah mate" approved the transfer and the money moved.
func TestYeahNahNeverApproves(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yeah nah", "ya nah mate", "yeh nah", "yep, nah", "yeah nah bro cheers", "yea nope"} {
		if plainYes(yesSpelled(line)) {
			t.Errorf("%q read as a plain yes", line)
		}
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 25 from checking to 7654321", line)
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "Done:") || e.sess.Pending.Approval != nil {
			t.Errorf("%q at the approval: want the no it is, nothing sent (bank27):\n%s", line, all)
		}
		e, rec = newBank(t, nil)
		say(t, e, "login seldo monkey", askedPlan, line)
		if p := e.sess.Plan; p == nil || p.Current() >= 0 || strings.Contains(strings.Join(rec.replies(), "\n"), "Plan step 1") {
			t.Errorf("%q at the plan: a step started", line)
		}
	}
	for _, line := range []string{"yeah no worries", "sure, no problem"} {
		if _, ok := reading.YeahNah(line); ok {
			t.Errorf("%q: an idiom of assent read as yeah nah", line)
		}
	}
}
