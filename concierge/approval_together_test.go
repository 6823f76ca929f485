package concierge

import (
	"strings"
	"testing"
)

// R50: a correction at an approval that names several values changes
// them all at once — the amount, the account the money comes from and
// the account it goes to, and an amount said relative to the pending one
// — and the summary asked again holds every one of them; a yes then moves
// exactly that. A source switch (which checks the new account's balance
// first) never drops the amount or destination said with it.
func TestCorrectionChangesEveryValueItNames(t *testing.T) {
	t.Parallel()
	changedAtApproval(t, []answerRow{
		{"no, make it 35 and from savings", "Transfer $35.00 from Savings (2345678901) to 1234324?"},
		{"wait, savings instead and 45 dollars", "Transfer $45.00 from Savings (2345678901) to 1234324?"},
		{"take it from savings, 60 please", "Transfer $60.00 from Savings (2345678901) to 1234324?"},
		{"actually $70 from my savings", "Transfer $70.00 from Savings (2345678901) to 1234324?"},
		{"from savings to 7654321", "Transfer $200.00 from Savings (2345678901) to 7654321?"},
		{"no - 80 to 7654321 from savings", "Transfer $80.00 from Savings (2345678901) to 7654321?"},
		{"make it 90 and send it to 7654321", "Transfer $90.00 from Checking (1234567890) to 7654321?"},
		{"half that and from savings", "Transfer $100.00 from Savings (2345678901) to 1234324?"},
		{"yes but 55 and from savings", "Transfer $55.00 from Savings (2345678901) to 1234324?"},
	})
}

// When a value said with a source switch cannot be applied, nothing of
// the line is: the approval waits exactly as it was, or — for an amount
// the new source cannot cover — the amount is asked again; money never
// moves on the old values.
func TestCorrectionWithSourceNotApplied(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		answer, want string
		waits        bool // the old approval still waits, as it was
	}{
		{"from savings and 0 please", "more than zero", true},
		{"make it 25 and from my brokerage account", `account called "brokerage"`, true},
		{"actually 30, out of the joint account", `account called "joint"`, true},
		{"no, make it 9000 and from savings", "more than the Savings balance", false},
		{"actually 7000 out of savings", "more than the Savings balance", false},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, _ := answeredAtApproval(t, c.answer, c.want)
			ap, ok := e.PendingApproval()
			if ok != c.waits || ok && !strings.Contains(ap.Summary, "$200.00 from Checking") {
				t.Fatalf("approval after %q: %v %q", c.answer, ok, ap.Summary)
			}
			if !c.waits {
				say(t, e, "yes")
				if b := balance(t, e, "1234567890"); b != "" && b != "1000.00" {
					t.Fatalf("money moved from checking after %q: %s", c.answer, b)
				}
				if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
					t.Fatalf("money moved from savings after %q: %s", c.answer, b)
				}
			}
		})
	}
}
