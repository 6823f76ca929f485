package concierge

import (
	"strings"
	"testing"
)

// Round 39 (bank 37): after "more than the balance", the whole balance
// said with a lead-in ("oh. ok … then") is the source's whole balance;
// the call is asked, nothing moves without a yes.
func TestWholeBalanceWithALeadInAtTheAmountQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"oh. ok whatever i have then",
		"ah ok all i've got then",
		"eh alright the whole lot then",
		"welp, max then",
		"oh fine everything i have",
		"ok ok just the lot then",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 5000 from checking to savings", "seldo", "monkey", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "Transfer $1,000.00 from Checking") {
				t.Fatalf("%q is not the whole balance: %q", line, rec.replies())
			}
		})
	}
}

// A value not taken is quoted as the user typed it, never in the loop's
// own rewrite of it.
func TestAnAmountNotTakenIsQuotedAsTyped(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"uh whatever i have but like in euros lol",
		"hmm whatever i got, in pesos",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send 5000 from checking to savings", "seldo", "monkey", line)
			last := rec.lastReply()
			if strings.Contains(last, "everything") {
				t.Fatalf("%q quoted a rewrite: %q", line, last)
			}
		})
	}
}
