package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13), kind 1: a new source said at the amount question,
// right after an amount over the old source's balance, switches the source
// and offers the amount again against the new balance (the approval's
// summary); a yes then moves exactly that, and nothing moves before it. It
// was passed on as a balance question: the source stayed Checking and the
// amount was forgotten.
func TestSourceSwitchAtAmountQuestionKeepsRefusedAmount(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ answer, want string }{
		{"oh then take it from savings instead", "Transfer $2,000.00 from Savings (2345678901) to 7654321?"},
		{"wait make it come from savings", "Transfer $2,000.00 from Savings (2345678901) to 7654321?"},
		{"use savings then", "Transfer $2,000.00 from Savings (2345678901) to 7654321?"},
		{"ugh ok pull it out of my savings", "Transfer $2,000.00 from Savings (2345678901) to 7654321?"},
		{"savings instead pls", "Transfer $2,000.00 from Savings (2345678901) to 7654321?"},
		{"fine, 1500 from savings then", "Transfer $1,500.00 from Savings (2345678901) to 7654321?"},
	} {
		t.Run(c.answer, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 2000 to 7654321 from checking")
			if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "more than the Checking balance") {
				t.Fatalf("the amount was not refused first:\n%s", got)
			}
			n := len(rec.replies())
			say(t, e, c.answer)
			said := strings.Join(rec.replies()[n:], "\n")
			if !strings.Contains(said, c.want) {
				t.Fatalf("replies to %q:\n%s\nwant %q", c.answer, said, c.want)
			}
			if b := balance(t, e, "2345678901"); b != "" && b != "5000.00" {
				t.Fatalf("money moved before the yes: %s", b)
			}
			n = len(rec.replies())
			say(t, e, "yes")
			done := "Done: " + strings.Fields(c.want)[1] + " sent from Savings"
			if after := strings.Join(rec.replies()[n:], "\n"); !strings.Contains(after, done) {
				t.Fatalf("the yes:\n%s\nwant %q", after, done)
			}
		})
	}
}

// The same switch with no amount refused asks for the amount again, now
// from the new source; a question about the source, or about the other
// account's balance, switches nothing.
func TestSourceSwitchAtQuestionWithoutRefusedAmount(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send money to 7654321 from checking", "actually take it from savings")
	say(t, e, "300")
	if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "Transfer $300.00 from Savings (2345678901) to 7654321?") {
		t.Fatalf("replies:\n%s", got)
	}
	for _, q := range []string{"is that from savings?", "whats in savings"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 2000 to 7654321 from checking", q, "500")
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "Transfer $500.00 from Checking (1234567890) to 7654321?") {
			t.Fatalf("%q changed the source:\n%s", q, got)
		}
	}
}
