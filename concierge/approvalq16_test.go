package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 16: a question about an account's balance at an approval
// is answered and the same approval asked again. The balance check writes
// the session's facts; the call keeps its pinned source, so the
// destination is never dropped as "the account the money comes from".
func TestBalanceQuestionAtApprovalKeepsTheCall(t *testing.T) {
	t.Parallel()
	for msg, balance := range map[string]string{
		"hmm how much is in checking first": "Checking account (1234567890) has a balance of $1,000.00",
		"wait whats in checking rn":         "Checking account (1234567890) has a balance of $1,000.00",
		"how much do i have in savings?":    "Savings account (2345678901) has a balance of $5,000.00",
		"hold on, balance of checking pls":  "Checking account (1234567890) has a balance of $1,000.00",
		"whats my savings balance again":    "Savings account (2345678901) has a balance of $5,000.00",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "move 250 from savings to checking")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, balance) || strings.Contains(got, "money comes from") || strings.Contains(got, "Which account ID") {
			t.Errorf("%q: not answered, or the call corrected:\n%s", msg, got)
		}
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "Transfer $250.00 from Savings (2345678901) to Checking (1234567890)?") {
			t.Errorf("%q: the same approval is not asked again: %q", msg, ap.Summary)
		}
		say(t, e, "yes")
		if got := strings.Join(rec.replies()[n:], "\n"); strings.Count(got, "Done: $250.00 sent from Savings (2345678901) to Checking (1234567890)") != 1 {
			t.Errorf("%q then yes: the transfer did not run once:\n%s", msg, got)
		}
	}
}

// A no-word before a figure at the amount question is the figure: the no
// takes back the amount said before (over the balance here). "not 500"
// stays a denial, never taken as 500.
func TestNoBeforeFigureAtAmountQuestion(t *testing.T) {
	t.Parallel()
	for msg, want := range map[string]string{
		"wait no 120.50":      "Transfer $120.50 from Checking (1234567890) to 7654321?",
		"no 500":              "Transfer $500.00 from Checking (1234567890) to 7654321?",
		"nah, 300 then":       "Transfer $300.00 from Checking (1234567890) to 7654321?",
		"hmm no $250":         "Transfer $250.00 from Checking (1234567890) to 7654321?",
		"oh sorry nope 99.99": "Transfer $99.99 from Checking (1234567890) to 7654321?",
		"hold on, no - 1,000": "Transfer $1,000.00 from Checking (1234567890) to 7654321?",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 1,200.50 to 7654321 from checking")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if ap, ok := e.PendingApproval(); !ok || ap.Summary != want || strings.Contains(got, "couldn't take") {
			t.Errorf("%q: want the approval %q:\n%s", msg, want, got)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 1,200.50 to 7654321 from checking")
	say(t, e, "not 500")
	if _, ok := e.PendingApproval(); ok {
		t.Errorf("\"not 500\" was taken as the amount:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// "Leave X, send the rest" at the amount question is the source's balance
// less X from that source; "in there" is the source, never the
// destination, and X itself is never proposed.
func TestLeaveSomeSendTheRest(t *testing.T) {
	t.Parallel()
	for msg, want := range map[string]string{
		"hmm leave $100 in there, send the rest":      "Transfer $900.00 from Checking (1234567890) to 7654321?",
		"keep 50 in checking and move the remainder":  "Transfer $950.00 from Checking (1234567890) to 7654321?",
		"send everything but 200":                     "Transfer $800.00 from Checking (1234567890) to 7654321?",
		"leave 250 behind, send whats left":           "Transfer $750.00 from Checking (1234567890) to 7654321?",
		"leave like 300 in it and send the rest over": "Transfer $700.00 from Checking (1234567890) to 7654321?",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send money to 7654321 from checking")
		n := len(rec.replies())
		say(t, e, msg)
		got := strings.Join(rec.replies()[n:], "\n")
		if ap, ok := e.PendingApproval(); !ok || ap.Summary != want || strings.Contains(got, "Taking \"in there\"") {
			t.Errorf("%q: want the approval %q:\n%s", msg, want, got)
		}
	}
	// at a plan, before the balance is known: the figure kept is never
	// proposed as the amount
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "how much can i send from checking today, and send 1000 to 7654321 from it")
	n := len(rec.replies())
	say(t, e, "hmm leave $100 in there, send the rest")
	if got := strings.Join(rec.replies()[n:], "\n"); strings.Contains(got, "Taking \"in there\" as 7654321") || strings.Contains(got, "$100.00") {
		t.Errorf("at the plan: the figure kept was taken as the amount or \"in there\" as the destination:\n%s", got)
	}
	say(t, e, "yes")
	if got := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(got, "How much would you like to transfer to 7654321?") {
		t.Errorf("at the plan: the transfer does not ask its amount after the balance is shown:\n%s", got)
	}
	if _, ok := e.PendingApproval(); ok {
		t.Errorf("at the plan: a transfer was proposed before its amount was known")
	}
}
