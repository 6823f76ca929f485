package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
)

// Round 17 (R50, R7): a request for every account's balance said with a
// transfer is a plan step of its own — the transfer's prerequisite checks
// one account only — and every account's balance is told inside that
// step, before the next one runs.
func TestEveryAccountIsAStepOfItsOwn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats my balance on both accts and whats nvda doing, also can i send 30 to 1234324 from checking",
		"show me the balances of all my accounts then send 45 to 7654321 from savings",
		"how much do i have in both accounts, and transfer 20 from checking to 1234324",
		"check both my balances and what's apple at, then move 15 from checking to 7654321",
		"can u tell me what both accounts have and then wire 25 from savings to 1234324",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log in", "seldo", "monkey", line)
			plan := e.sess.Plan
			if plan == nil {
				t.Fatalf("no plan: %q", rec.replies())
			}
			balance := false
			for _, s := range plan.Steps {
				balance = balance || s.Agent == "account_balance"
			}
			if !balance {
				t.Fatalf("the balance request is no step: %+v", plan.Steps)
			}
			say(t, e, "yes")
			replies := strings.Join(rec.replies(), "\n")
			check := strings.Index(replies, "Your Checking account (1234567890) has a balance of $1,000.00")
			save := strings.Index(replies, "Your Savings account (2345678901) has a balance of $5,000.00")
			ask := strings.Index(replies, "Transfer $")
			if check < 0 || save < 0 {
				t.Fatalf("not every balance was told: %q", rec.replies())
			}
			if ask < 0 || ask < save || ask < check {
				t.Errorf("the transfer was asked before every balance was told: %q", rec.replies())
			}
			say(t, e, "yes")
			if n := strings.Count(strings.Join(rec.replies(), "\n"), "Done: $"); n != 1 {
				t.Errorf("%d transfers done, want 1: %q", n, rec.replies())
			}
		})
	}
}

// A bare balance request said with a transfer is a step of its own (the
// user asked to see it: plan_shown_prereq.go), so leaving the transfer
// out of the plan cannot drop it; on a yes the balance is told before the
// transfer is asked, and no transfer runs without its own yes.
func TestBareBalanceIsAStepBeforeTheTransfer(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "log in", "seldo", "monkey", "whats my balance and send 30 to 1234324 from checking")
	if e.sess.Plan == nil || len(e.sess.Plan.Steps) != 2 || e.sess.Plan.Steps[0].Agent != "account_balance" {
		t.Fatalf("want the balance as the plan's first step, then the transfer: %+v", e.sess.Plan)
	}
	say(t, e, "yes", "checking")
	replies := strings.Join(rec.replies(), "\n")
	told := strings.Index(replies, "Your Checking account (1234567890) has a balance of $1,000.00")
	ask := strings.Index(replies, "Transfer $30.00")
	if told < 0 || ask < told {
		t.Errorf("the balance was not told before the transfer was asked: %q", rec.replies())
	}
	if strings.Contains(replies, "Done: $") {
		t.Errorf("money moved without a yes to the transfer: %q", rec.replies())
	}
}

// A request whose only value is shared with "both" is dropped as said
// again only when another request holds that value: alone it is a
// request of its own (agents/offline sharedValues).
func TestSharedValueNeedsAnotherRequest(t *testing.T) {
	t.Parallel()
	d, _ := BuiltinDomains().New("bank")
	r := offline.NewRouter(d.Agents)
	for _, line := range []string{
		"whats in both my accounts and whats nvda at and send 30 to 1234324 from checking",
		"all my accounts and tsla please, and send 5 to 7654321 from savings",
	} {
		parts := r.SplitRequests(line, d.Agents)
		stock := false
		for _, p := range parts {
			if best, ok := r.Best(p, d.Agents); ok && best.Agent.Name == "stock_lookup" && len(agents.Extract(best.Agent, p, "")) > 0 {
				stock = true
			}
		}
		if !stock {
			t.Errorf("SplitRequests(%q) = %q: the price request was lost", line, parts)
		}
	}
}
