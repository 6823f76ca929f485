package concierge

import (
	"strings"
	"testing"
)

// Round 17: after "$10,000.00 is more than the Savings balance", the whole
// of an account said in words ("whatever is in savings", "whatever
// savings has", "send it all", "what's left") is the checked balance,
// proposed for a yes — and no money moves on that message itself.
func TestWholeOfAnAccountSaidInWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"ugh ok just send whatever is in savings then", "fine, whatever's in my savings", "whatever savings has",
		"move what's in savings", "send it all", "ok just all of it then", "what's left", "every last penny",
		"whatever i've got left in savings", "w/e is in savings", "however much is in savings", "send what i have", "entire balance",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", "transfer ten thousand dollars to 7654321", "savings", line)
			ap, ok := e.PendingApproval()
			want := "Transfer $5,000.00 from Savings (2345678901) to 7654321"
			if !ok || !strings.Contains(ap.Summary, want) {
				t.Fatalf("%q: want the approval %q, got %q", line, want, rec.replies())
			}
			if got := balance(t, e, "2345678901"); got != "" && got != "5000.00" {
				t.Fatalf("money moved before a yes: Savings is %s", got)
			}
		})
	}
}

// The whole of an account whose balance nobody checked is never guessed:
// the balance is checked first, then the figure is shown for a yes.
func TestWholeOfAnAccountIsCheckedFirst(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"send whatever is in checking to 7654321", "transfer whatever checking has to 7654321"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "Transfer $1,000.00 from Checking (1234567890) to 7654321") {
				t.Fatalf("%q: got %q", line, rec.replies())
			}
			if !containsIn(rec.replies(), "balance of $1,000.00") {
				t.Fatalf("%q: the balance was not shown before the figure: %q", line, rec.replies())
			}
		})
	}
}

// Words that only sound alike stay as they were: a question about an
// account, a name that is no account.
func TestWholeSaidLeavesOtherWords(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	sh := e.shareSlot()
	for _, line := range []string{"what's in savings?", "whatever is in the envelope", "send 50 to 7654321", "tell me what's left in checking"} {
		if got := e.wholeSaid(sh, line); got != line {
			t.Errorf("%q was said as %q", line, got)
		}
	}
}
