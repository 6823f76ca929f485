package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 10: a question about the account the money comes from is
// answered from the call, and the call is not changed by it: the next yes
// sends what was asked, from the same account.
func TestSourceQuestionChangesNothing(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"hold up, is that from savings?",
		"wait, that's coming out of checking right?",
		"is it coming out of my savings account",
		"hmm does this come from savings or checking?",
		"just checking, the money is taken from savings yeah?",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "comes out of Checking") || strings.Contains(got, "Savings account (2345678901) has a balance") {
			t.Errorf("%q: not answered from the call, or the source switched:\n%s", msg, got)
		}
		say(t, e, "yes")
		if got := strings.Join(rec.replies()[n:], "\n"); strings.Count(got, "Done: $200.00 sent from Checking (1234567890) to 1234324") != 1 {
			t.Errorf("%q then yes: the transfer from Checking did not run once:\n%s", msg, got)
		}
	}
}

// "cancel that and show me tsla" at an approval: the transfer is dropped
// and the stock named is looked up; no balance task starts for the verb.
func TestCancelThenStockNamedWithAShowVerb(t *testing.T) {
	t.Parallel()
	for msg, want := range map[string]string{
		"cancel that and show me tsla":        "TSLA (Tesla Inc.) is trading at",
		"forget it, pull up msft for me":      "MSFT (Microsoft Corporation) is trading at",
		"nvm, can you show me the tesla":      "TSLA (Tesla Inc.) is trading at",
		"scrap that. get me amazon please":    "AMZN (Amazon.com Inc.) is trading at",
		"never mind, just show me nvda quick": "NVDA (NVIDIA Corporation) is trading at",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, want) || strings.Contains(got, "Which account") || strings.Contains(got, "has a balance") {
			t.Errorf("%q: want %q and no balance task:\n%s", msg, want, got)
		}
		if _, ok := e.PendingApproval(); ok {
			t.Errorf("%q: the transfer still waits", msg)
		}
	}
}

// An account picked by how much it holds, at the approval's source and at
// the account question: the larger (or smaller) balance seen wins; a
// balance never seen is asked about, never guessed.
func TestAccountPickedByBalance(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"whichever has more", "the one with more in it", "the fuller one", "whichever account has the most money", "the one with the higher balance"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "savings balance", "send 200 from checking to 1234324")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "Transfer $200.00 from Savings (2345678901) to 1234324?") {
			t.Errorf("at the approval, %q: not asked again from Savings:\n%s", msg, got)
		}
	}
	for _, msg := range []string{"whichever one has less", "the emptier one", "the account with the lower balance"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "savings balance", "send 200 from checking to 1234324")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "already comes out of Checking") || !strings.Contains(got, "Transfer $200.00 from Checking") {
			t.Errorf("at the approval, %q: Checking has less and is the source already:\n%s", msg, got)
		}
	}
	// at the account question, both balances seen
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "savings balance", "checking balance", "check my balance")
	n := len(rec.replies())
	say(t, e, "whichever has more")
	if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "Savings account (2345678901) has a balance of $5,000.00") {
		t.Errorf("at the account question, whichever has more: not Savings:\n%s", got)
	}
	// never seen: asked, nothing started, nothing changed
	for _, msg := range []string{"whichever has more", "the one with more in it"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "haven't seen the balance of Savings") || !strings.Contains(got, "Transfer $200.00 from Checking") {
			t.Errorf("%q with Savings unseen: not asked:\n%s", msg, got)
		}
		e, rec = newBank(t, nil)
		say(t, e, "login seldo monkey", "savings balance", "check my balance")
		n = len(rec.replies())
		say(t, e, msg)
		got = strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "haven't seen the balance of Checking") || strings.Contains(got, "has a balance") {
			t.Errorf("%q at the account question with Checking unseen: not asked:\n%s", msg, got)
		}
	}
}

// An amount in another currency at an approval is asked about in dollars:
// never dropped, never taken as dollars; the call waits as it was.
func TestForeignAmountAtApprovalAsked(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{"75 quid", "make it €40", "actually send fifty euros", "no, 100 CAD instead", "can you do ¥5000"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "not in US dollars") || !strings.Contains(got, "Transfer $200.00 from Checking (1234567890) to 1234324?") {
			t.Errorf("%q: the currency not asked about, or the call changed:\n%s", msg, got)
		}
		say(t, e, "yes")
		if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "Done: $200.00 sent") {
			t.Errorf("%q then yes: the $200 did not go:\n%s", msg, got)
		}
	}
}
